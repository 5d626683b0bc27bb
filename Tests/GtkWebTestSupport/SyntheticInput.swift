import Foundation
import GLibInterop
import Spawn

/// Real input under Xvfb: pointer and key events sent to the X server with `xdotool` (XTest), so
/// GTK and WebKit receive them exactly as from a user.
@MainActor
public enum SyntheticInput {
    /// Runs `xdotool` with `arguments` and waits (on the GLib loop) until it exits.
    /// - Throws: `WaitTimeout` when it does not exit in 10 s; an error when it cannot start or fails.
    public static func xdotool(_ arguments: [String]) async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try process.run()
        try await waitUntil("xdotool \(arguments.joined(separator: " ")) to exit", timeout: 10) { !process.isRunning }
        guard process.terminationStatus == 0 else {
            throw WaitTimeout(description: "xdotool \(arguments) exited with \(process.terminationStatus)")
        }
    }
}
