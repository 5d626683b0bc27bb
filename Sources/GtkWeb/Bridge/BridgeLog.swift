import GLibInterop

/// The bridge's few diagnostics, through GLib structured logging in the domain `GtkWeb`.
enum BridgeLog {
    static func refused(handlerName: String, origin: String?) {
        GLibLog.warning(
            "dropped a script message to '\(handlerName)' from \(origin.map { "origin \($0)" } ?? "an unknown origin"): not in the handler's allowed origins"
        )
    }

    /// A captured console line that no console delegate takes: a debug message.
    static func console(_ message: WebConsoleMessage) {
        GLibLog.debug(
            "console.\(message.level.rawValue): \(message.message)"
                + (message.sourceURL.map { " (\($0)\(message.line.map { ":\($0)" } ?? ""))" } ?? ""))
    }

    static func configuration(_ error: any Error) {
        GLibLog.warning("invalid engine configuration: \(error.localizedDescription)")
    }
}
