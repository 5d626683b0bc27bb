import Foundation
import GtkWeb
import GtkWebTestSupport

/// A UI delegate that opens up to `limit` popups through the platform context and records every call.
@MainActor
final class RecordingUIDelegate: @MainActor SkipWebUIDelegate {
    enum Answer { case child, foreignEngine, deny }
    var answer: Answer
    var limit: Int
    private(set) var requests: [WebWindowRequest] = []
    private(set) var children: [WebEngine] = []
    private(set) var closed: [WebEngine] = []
    private(set) var openerViews: [WebView] = []
    var childConfiguration: WebEngineConfiguration?

    init(_ answer: Answer = .child, limit: Int = .max) {
        self.answer = answer
        self.limit = limit
    }

    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? {
        requests.append(request)
        openerViews.append(webView)
        switch answer {
        case .deny: return nil
        case .foreignEngine: return WebEngine()
        case .child:
            guard children.count < limit else { return nil }
            let child = platformContext.makeChildWebEngine(configuration: childConfiguration)
            children.append(child)
            return child
        }
    }

    /// Releases the popups' engines (closing them).
    func dropChildren() { children.removeAll() }

    func webViewDidClose(_ webView: WebView, child: WebEngine) {
        closed.append(child)
    }

    /// Waits for the first popup's engine to finish loading `path`.
    func waitForChild(loading path: String) async throws -> WebEngine {
        let describe: @MainActor () -> String = { "\(self.requests.map(\.targetURL))" }
        try await waitUntil("a popup showing \(path)", describe: describe) {
            self.children.first.map { $0.url?.path == path && !$0.isLoading } ?? false
        }
        return children[0]
    }
}
