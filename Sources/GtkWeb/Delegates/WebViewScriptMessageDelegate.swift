/// Receives the messages pages post to the handler names of `WebEngineConfiguration.scriptMessageHandlerNames`.
///
/// Set it on `WebEngineConfiguration.scriptMessageDelegate`. Messages arrive on the main actor, in
/// the order the page posted them, while the signal that carries them is being handled: keep
/// the method quick and hand long work to a task.
@MainActor
public protocol WebViewScriptMessageDelegate: AnyObject {
    /// A page posted `message` to one of the configured handler names.
    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage)

    /// A message to `handlerName` was refused because the handler's origin allow-list does not
    /// contain `origin` (nil when the message did not come through GtkWeb's wrapper, so its origin
    /// is unknown). The message's body is not delivered anywhere. The default writes a line to
    /// standard error.
    func webEngine(_ webEngine: WebEngine, didRefuseScriptMessageTo handlerName: String, fromOrigin origin: String?)
}

extension WebViewScriptMessageDelegate {
    public func webEngine(
        _ webEngine: WebEngine, didRefuseScriptMessageTo handlerName: String, fromOrigin origin: String?
    ) {
        BridgeLog.refused(handlerName: handlerName, origin: origin)
    }
}
