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

    /// Resolves the promise with the value of `json` (`jsc_value_new_from_json`), or `undefined`
    /// for nil (`webkit_script_message_reply_return_value`).
    /// - Returns: false, and leaves the promise unsettled, when `json` does not parse.
    @discardableResult
    func resolve(json: String?) -> Bool {
        guard let reply else { return true }
        let jsContext = context.pointer(to: JSCContext.self)
        let value: UnsafeMutablePointer<JSCValue>?
        if let json {
            value = jsc_value_new_from_json(jsContext, json)
            if jsc_context_get_exception(jsContext) != nil { jsc_context_clear_exception(jsContext) }
        } else {
            value = jsc_value_new_undefined(jsContext)
        }
        guard let value else { return false }
        defer { g_object_unref(value) }
        self.reply = nil
        webkit_script_message_reply_return_value(reply, value)
        webkit_script_message_reply_unref(reply)
        return true
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
