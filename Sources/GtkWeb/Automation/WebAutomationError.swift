public import Foundation

/// Why WebKit's automation could not be allowed (`WebAutomation.init`).
public enum WebAutomationError: Error, Equatable, Sendable, LocalizedError {
    /// Another `WebAutomation` already allows automation in this process: WebKit allows it on one
    /// context only.
    case alreadyAllowed
    /// `.ephemeral` gives every engine a store of its own, so no context is shared by the engines a
    /// driver asks for: use `.ephemeralSession(id)` or a persistent profile.
    case profileNotShared
    /// The profile cannot be used; the value says why.
    case unusableProfile(WebProfileError)
    /// The application name is empty or not one line, or a version number is negative; the value says which.
    case invalidApplicationInfo(String)

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .alreadyAllowed:
            "automation is already allowed in this process (WebKit allows it on one profile only)"
        case .profileNotShared:
            "automation needs a profile its engines share: .ephemeralSession(id) or a persistent one, not .ephemeral"
        case .unusableProfile(let error):
            "the automation profile cannot be used: \(error.localizedDescription)"
        case .invalidApplicationInfo(let what):
            "the application info for automation is not valid: \(what)"
        }
    }
}
