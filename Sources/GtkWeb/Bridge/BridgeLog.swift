import Foundation

/// The bridge's few diagnostics, written to standard error (GtkWeb has no logging facility yet).
enum BridgeLog {
    static func refused(handlerName: String, origin: String?) {
        write(
            "gtkweb: dropped a script message to '\(handlerName)' from \(origin.map { "origin \($0)" } ?? "an unknown origin"): not in the handler's allowed origins"
        )
    }

    static func console(_ message: WebConsoleMessage) {
        let place = message.sourceURL.map { " (\($0)\(message.line.map { ":\($0)" } ?? ""))" } ?? ""
        write("gtkweb console.\(message.level.rawValue): \(message.message)\(place)")
    }

    static func configuration(_ error: any Error) {
        write("gtkweb: invalid engine configuration: \(error.localizedDescription)")
    }

    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
