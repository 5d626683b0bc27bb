import CWebKitGTK
import GLibInterop

/// One registered script message handler and the signal that delivers its messages.
///
/// Plain handlers are connected to `script-message-received::<name>` (a `WebKitJavascriptResult`
/// argument); handlers with reply to `script-message-with-reply-received::<name>` (a `JSCValue`
/// and a `WebKitScriptMessageReply`, which the handler keeps and answers later). Closing the
/// channel disconnects the signal and unregisters the name.
@MainActor
final class ScriptMessageChannel {
    let name: String
    let world: String?
    let withReply: Bool
    private let userContent: UserContentHandle
    private var connection: SignalConnection?

    /// Registers `name` and delivers every message to `onMessage`, with a reply when `withReply`.
    ///
    /// - Parameter marker: the prefix of the strings GtkWeb's own scripts post. Such a message is
    ///   read with one `jsc_value_to_string` (the hot path: every JavaScriptCore call takes the JSC
    ///   lock, measured ~1 µs each); anything else is converted again with `jsc_value_to_json`.
    /// - Returns: nil when WebKit refused the name.
    init?(
        userContent: UserContentHandle, name: String, world: String?, withReply: Bool, marker: String,
        onMessage: @escaping @MainActor (ScriptMessagePayload, ScriptReply?) -> Void
    ) {
        guard userContent.registerMessageHandler(name: name, world: world, withReply: withReply) else { return nil }
        self.name = name
        self.world = world
        self.withReply = withReply
        self.userContent = userContent
        if withReply {
            connection = userContent.manager.connect("script-message-with-reply-received::\(name)") { arguments in
                guard let value = arguments.pointer(1)?.assumingMemoryBound(to: JSCValue.self),
                    let reply = arguments.pointer(2)
                else { return }
                let answer = ScriptReply(borrowing: OpaquePointer(reply), postedValue: value)
                arguments.setReturn(true)
                onMessage(Self.payload(of: value, marker: marker), answer)
            }
        } else {
            connection = userContent.manager.connect("script-message-received::\(name)") { arguments in
                guard let posted = arguments.pointer(1), let value = Self.postedValue(posted) else { return }
                onMessage(Self.payload(of: value, marker: marker), nil)
            }
        }
    }

    isolated deinit { close() }

    /// Disconnects and unregisters the handler; idempotent.
    func close() {
        guard let connection else { return }
        connection.disconnect()
        self.connection = nil
        userContent.unregisterMessageHandler(name: name, world: world)
    }

    private static func payload(of value: UnsafeMutablePointer<JSCValue>, marker: String) -> ScriptMessagePayload {
        guard let text = jsc_value_to_string(value) else { return .json(nil) }
        defer { g_free(text) }
        let rest: String? = marker.withCString { prefix in
            let length = strlen(prefix)
            guard strncmp(text, prefix, length) == 0 else { return nil }
            return String(cString: text + length)
        }
        if let rest { return .marked(rest) }
        if jsc_value_is_undefined(value) != 0 { return .json(nil) }
        return .json(String(takingCString: jsc_value_to_json(value, 0)))
    }
}
