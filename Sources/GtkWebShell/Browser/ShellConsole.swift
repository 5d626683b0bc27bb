import Foundation
import GtkWeb

/// The shell's `WebConsoleDelegate`: each captured console line goes to the console panel of the
/// window showing its engine (set by the application).
@MainActor
final class ShellConsole: WebConsoleDelegate {
    /// The delegate every shell engine's configuration has.
    static let shared = ShellConsole()

    /// Shows `message` of `engine` (set by the application).
    var show: (_ engine: WebEngine, _ message: WebConsoleMessage) -> Void = { _, _ in }

    func webEngine(_ webEngine: WebEngine, didReceiveConsoleMessage message: WebConsoleMessage) {
        show(webEngine, message)
    }

    /// The panel's line for `message`: `[level] message (source:line)`.
    static func line(for message: WebConsoleMessage) -> String {
        let place = message.sourceURL.map { url in " (\(url)\(message.line.map { ":\($0)" } ?? ""))" } ?? ""
        return "[\(message.level.rawValue)] \(message.message)\(place)"
    }
}
