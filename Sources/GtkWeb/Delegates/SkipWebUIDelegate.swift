/// Decides whether pages may open new windows, and hears when a popup closes itself.
///
/// Set it on `WebEngineConfiguration.uiDelegate`. Without a delegate every popup is denied, as on iOS:
/// `window.open` returns null in the page and nothing else happens.
///
/// The protocol is not main-actor isolated (as in SkipWeb), but GtkWeb calls it only on the main
/// thread. A main-actor class conforms with an isolated conformance:
/// `final class Popups: @MainActor SkipWebUIDelegate { … }`.
public protocol SkipWebUIDelegate: AnyObject {
    /// Called when a page asks for a new window.
    ///
    /// Return an engine made by `platformContext.makeChildWebEngine(configuration:)` to open the
    /// popup in it, or nil to deny it. Keep the engine: the popup closes when it is released. An engine
    /// made any other way is refused (the popup is denied and an error is logged), because WebKit
    /// accepts only views related to the opener.
    /// - Parameters:
    ///   - webView: the opener's view (a wrapper made for the call when the opener is not in a `WebView`).
    ///   - request: what the page asked for.
    ///   - platformContext: builds the child engine.
    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine?

    /// Called when a popup this delegate opened asks to close (`window.close()`, or its opener closing it).
    /// The child engine is not released by GtkWeb: drop it to close the window.
    /// - Parameters:
    ///   - webView: the opener's view.
    ///   - child: the popup's engine.
    func webViewDidClose(_ webView: WebView, child: WebEngine)
}

extension SkipWebUIDelegate {
    /// Denies the popup.
    public func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? { nil }

    /// Does nothing.
    public func webViewDidClose(_ webView: WebView, child: WebEngine) {}
}
