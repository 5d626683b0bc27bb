package import CWebKitGTK

/// GtkWeb's diagnostics, through GLib's structured logging (`g_log_structured`) in the domain `GtkWeb`.
///
/// GLib's default writer sends them to journald when stderr is the journal, else to stderr; debug
/// messages appear only when `G_MESSAGES_DEBUG` names the domain (or is `all`). Hosts may install their
/// own writer with `g_log_set_writer_func`. The library never writes to stderr itself.
package enum GLibLog {
    /// The log domain of every GtkWeb message.
    package static let domain = "GtkWeb"

    /// A debug message; `message` is only built when GLib's default writer would show it
    /// (`g_log_writer_default_would_drop`).
    package static func debug(_ message: @autoclosure () -> String) {
        guard g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, domain) == 0 else { return }
        cwk_log(domain, G_LOG_LEVEL_DEBUG, message())
    }

    /// Whether GLib's default writer would show this domain's debug messages now (`G_MESSAGES_DEBUG`
    /// names `GtkWeb` or is `all`), for work that only feeds debug messages.
    package static var showsDebugMessages: Bool { g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, domain) == 0 }

    /// An informational message (`G_LOG_LEVEL_INFO`; shown like debug messages, with `G_MESSAGES_DEBUG`).
    package static func info(_ message: @autoclosure () -> String) {
        guard g_log_writer_default_would_drop(G_LOG_LEVEL_INFO, domain) == 0 else { return }
        cwk_log(domain, G_LOG_LEVEL_INFO, message())
    }

    /// A warning: something did not work as asked, and the library carried on (`G_LOG_LEVEL_WARNING`).
    package static func warning(_ message: String) {
        cwk_log(domain, G_LOG_LEVEL_WARNING, message)
    }
}
