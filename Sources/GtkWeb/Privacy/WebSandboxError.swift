public import Foundation

/// Why the web content sandbox setting could not be applied or is not in force.
public enum WebSandboxError: Error, Equatable, Sendable, LocalizedError {
    /// `WebContentSandbox.setEnabled(_:)` came after the first engine: `contexts` profile contexts
    /// already exist, and WebKit fixes the sandbox of a context before its first web process.
    case engineAlreadyCreated(contexts: Int)
    /// Bubblewrap cannot start on this machine; `reason` says why.
    case unavailable(reason: String)
    /// The host turned the sandbox off.
    case turnedOff

    public var errorDescription: String? {
        switch self {
        case .engineAlreadyCreated(let contexts):
            "the web content sandbox can only be turned on or off before the first engine is created "
                + "(\(contexts) profile context\(contexts == 1 ? "" : "s") already exist)"
        case .unavailable(let reason): "the web content sandbox cannot start: \(reason)"
        case .turnedOff: "the web content sandbox is turned off"
        }
    }
}
