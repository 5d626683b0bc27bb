import Foundation
import GtkWeb

/// The shell's `SkipWebUIDelegate`: `window.open` and `target=_blank` open their page on a child engine
/// (`makeChildWebEngine`: the opener's profile and web process), in a new tab of the opener's window or,
/// for a dialog, a small window (see `ShellApplication.installPopupsAndChrome`); `window.close()` in it
/// closes that tab. WebKit already refuses windows opened without a user gesture.
@MainActor
final class ShellPopups: @MainActor SkipWebUIDelegate {
    /// The delegate every shell engine's configuration has.
    static let shared = ShellPopups()

    /// Opens the child in a tab of the opener's window; nil (no such window) denies the popup.
    var open: (_ opener: WebView, _ context: PlatformCreateWindowContext) -> WebEngine? = { _, _ in nil }
    /// Children made and not yet ready to show (kept alive until they are placed).
    var pending: [WebEngine] = []
    /// Closes the tab showing the child.
    var close: (_ child: WebEngine) -> Void = { _ in }

    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? {
        open(webView, platformContext)
    }

    func webViewDidClose(_ webView: WebView, child: WebEngine) { close(child) }
}
