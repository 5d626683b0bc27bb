import Foundation

/// GtkWeb's diagnostics: one line per message on standard error, prefixed `gtkweb:`.
enum GtkWebLog {
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: warning: \(message)\n".utf8))
    }

    /// A misuse by the host that GtkWeb refused (the operation did not happen).
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: error: \(message)\n".utf8))
    }
}
