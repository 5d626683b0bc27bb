package import CWebKitGTK
import Synchronization

/// Records the structured log messages of one domain that pass through GLib's writer, then hands every
/// message on to GLib's default writer (`g_log_writer_default`). For tests: GLib accepts one writer per
/// process (`g_log_set_writer_func`), so `start()` installs it once and later calls only clear the record.
package enum GLibLogRecorder {
    /// One recorded message.
    package struct Message: Sendable, Equatable {
        package var level: GLogLevelFlags
        package var text: String

        package init(level: GLogLevelFlags, text: String) {
            self.level = level
            self.text = text
        }
    }

    private static let state = Mutex<(installed: Bool, domain: String, messages: [Message])>((false, "", []))

    /// Starts recording messages of `domain` (from now on; earlier ones are forgotten).
    package static func start(domain: String = GLibLog.domain) {
        let install = state.withLock { state in
            state.domain = domain
            state.messages = []
            defer { state.installed = true }
            return !state.installed
        }
        if install { g_log_set_writer_func(recordingWriter, nil, nil) }
    }

    /// The messages recorded since `start`, oldest first.
    package static var messages: [Message] { state.withLock { $0.messages } }

    /// GLogWriterFunc: records the message when its GLIB_DOMAIN is the recorded one; may run on any thread.
    private static let recordingWriter: GLogWriterFunc = { level, fields, count, data in
        var domain: String?
        var text: String?
        for index in 0..<Int(count) {
            let field = fields![index]
            guard let key = field.key, let value = field.value else { continue }
            // A length of -1 means NUL-terminated text, which is what GLIB_DOMAIN and MESSAGE are.
            guard field.length < 0 else { continue }
            let string = String(cString: value.assumingMemoryBound(to: CChar.self))
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = string
            case "MESSAGE": text = string
            default: break
            }
        }
        if let domain, let text {
            state.withLock { state in
                if domain == state.domain { state.messages.append(Message(level: level, text: text)) }
            }
        }
        return g_log_writer_default(level, fields, count, data)
    }
}
