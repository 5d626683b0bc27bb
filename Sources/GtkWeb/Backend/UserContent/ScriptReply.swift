import CWebKitGTK
import GLibInterop

/// A page's `postMessage` promise waiting for its answer: an owning reference to WebKit's
/// `WebKitScriptMessageReply` (`webkit_script_message_reply_ref`).
///
/// It is answered exactly once: the first `resolve` or `reject` settles the page's promise and
/// releases the reply; later calls do nothing. A reply dropped unanswered rejects the promise, so
/// a page never waits forever for a handler that went away.
@MainActor
final class ScriptReply {
    private var reply: OpaquePointer?
    /// The JavaScriptCore context the posted value lived in; answers are built in it.
    private let context: GObjectRef

    /// Keeps `reply` (borrowed from the signal) and the context of `value`, the posted value.
    init(borrowing reply: OpaquePointer, postedValue value: UnsafeMutablePointer<JSCValue>) {
        self.reply = webkit_script_message_reply_ref(reply)
        context = GObjectRef(retaining: jsc_value_get_context(value))
    }

    isolated deinit {
        reject("the native handler went away without answering")
    }

    /// Whether the promise has been settled.
    var isAnswered: Bool { reply == nil }

    /// Resolves the promise with `json` as a JavaScript string, which GtkWeb's `postMessage`
    /// wrapper parses in the page (so objects keep their key order: WebKit's own conversion of
    /// reply values does not), or with `undefined` for nil (`webkit_script_message_reply_return_value`).
    func resolve(json: String?) {
        guard let reply else { return }
        self.reply = nil
        let jsContext = context.pointer(to: JSCContext.self)
        let value = json.map { jsc_value_new_string(jsContext, $0) } ?? jsc_value_new_undefined(jsContext)
        webkit_script_message_reply_return_value(reply, value)
        if let value { g_object_unref(value) }
        webkit_script_message_reply_unref(reply)
    }

    /// Rejects the promise with an `Error` whose message is `message`
    /// (`webkit_script_message_reply_return_error_message`).
    func reject(_ message: String) {
        guard let reply else { return }
        self.reply = nil
        webkit_script_message_reply_return_error_message(reply, message)
        webkit_script_message_reply_unref(reply)
    }
}
