/// Receives an engine's captured console output; set it on `WebEngineConfiguration.consoleDelegate`.
///
/// Without a delegate, captured messages are written to standard error, as SkipWeb writes them to
/// its log.
@MainActor
public protocol WebConsoleDelegate: AnyObject {
    /// A frame of the engine's page logged `message`, or left an error unhandled.
    func webEngine(_ webEngine: WebEngine, didReceiveConsoleMessage message: WebConsoleMessage)
}
