import Foundation
import GtkWeb

/// The soak's popups, placed as the shell places a page's `window.open` that is no dialog: the child engine
/// (`makeChildWebEngine`, mirroring the opener) becomes a tab of the opener's window once WebKit is ready to
/// show it (`BrowserSession.openTab(adopting:in:profile:)`), and the page's `window.close()` closes that tab
/// (`BrowserSession.closeTab(id:)`). Every child is watched through a weak reference, so the soak can tell
/// whether a closed popup's engine was released.
@MainActor
final class SoakPopups: @MainActor SkipWebUIDelegate {
    /// The session whose tabs the popups join.
    weak var session: BrowserSession?
    /// Popups shown as tabs, and popups that closed themselves (their tab closed).
    private(set) var opened = 0
    private(set) var closed = 0
    /// Children made and not yet shown: kept alive until they are placed, as the shell does.
    private var pending: [WebEngine] = []
    private var children: [Weak] = []

    private struct Weak {
        weak var engine: WebEngine?
    }

    /// Children made by this delegate whose engines are still alive.
    var liveChildren: Int { children.filter { $0.engine != nil }.count }

    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? {
        guard let session, let opener = session.allTabs.first(where: { $0.engine === platformContext.opener }),
            let window = opener.window
        else { return nil }
        let child = platformContext.makeChildWebEngine()
        pending.append(child)
        children.append(Weak(engine: child))
        let profile = opener.profile
        child.whenReadyToShow { [weak self, weak child, weak window] _ in
            guard let self, let child, let window, let session = self.session else { return }
            self.pending.removeAll { $0 === child }
            session.openTab(adopting: child, in: window, profile: profile)
            self.opened += 1
        }
        return child
    }

    func webViewDidClose(_ webView: WebView, child: WebEngine) {
        guard let session, let tab = session.allTabs.first(where: { $0.engine === child }) else { return }
        session.closeTab(id: tab.id)
        closed += 1
    }

    /// Makes `engine`'s page open `url` with `window.open` (a script the host runs counts as the user's
    /// gesture), then waits until the popup was shown as a tab and closed itself.
    /// - Throws: `BenchError` when either does not happen within 30 seconds.
    func openAndAwaitClose(_ url: URL, from engine: WebEngine) async throws {
        let shown = opened
        let gone = closed
        _ = try await engine.evaluate(js: "window.open('\(url.absoluteString)'); true")
        try await ProcessTree.wait(for: "the popup \(url.path) to show as a tab and close itself", seconds: 30) {
            self.opened > shown && self.closed > gone
        }
    }
}
