import Foundation
import GtkWeb

/// One tab: a `WebView` on the session tab's engine (the `persistentWebViewID` cache), its notebook
/// page, and what the window shows of it. The `BrowserSession` owns the engine and saves the tab.
///
/// When the tab's web process dies, the tab shows `CrashPage` (in a new web process), whose Reload
/// button loads the page again; the other tabs, each in its own web process, are not affected.
@MainActor
final class BrowserTab {
    let view: WebView
    let page: TabPageView
    /// The session's tab: its ID keys the engine, and it is what the session store keeps.
    let record: GtkWeb.BrowserTab
    /// Called after any change of the tab's state (title, URL, progress, navigation).
    var onChange: (BrowserTab) -> Void = { _ in }
    private var observation: WebViewStateObservation?
    private var lastCommittedURL: URL?
    private var showingCrashFor: WebProcessTerminationReason?
    private var reportedLoads: Set<URL> = []

    /// Shows `record`, whose engine the session has made (activated); `configuration` is used only when
    /// the cache has no engine for it (the session's engine keeps its own, made from the same profile).
    init(record: GtkWeb.BrowserTab, configuration: WebEngineConfiguration) {
        self.record = record
        page = TabPageView()
        view = WebView(configuration: record.engine?.configuration ?? configuration, persistentWebViewID: record.id)
        view.unsafeAttach(toContainer: page.container)
        observation = view.state.observe { [weak self] state in self?.render(state) }
        engine.onFaviconChange { [weak self] engine in
            guard let self else { return }
            self.page.setFavicon(engine.faviconPNGData)
            self.onChange(self)
        }
        page.setFavicon(engine.faviconPNGData)
    }

    var engine: WebEngine { view.engine }
    var state: WebViewState { view.state }

    /// The title to show: the page's, else its address, else "New Tab".
    var displayTitle: String {
        if let title = state.pageTitle, !title.isEmpty { return title }
        return state.url?.absoluteString ?? "New Tab"
    }

    func load(_ url: URL) { view.navigator.load(url: url) }

    private func render(_ state: WebViewState) {
        page.setTitle(displayTitle)
        page.setLoading(state.isLoading)
        if let reason = state.webProcessTermination {
            if showingCrashFor == nil {
                showingCrashFor = reason
                // A new web process shows what happened; its button loads the page again.
                view.navigator.load(html: CrashPage.html(for: lastCommittedURL, reason: reason))
            }
        } else if !state.isLoading, let url = state.url, url.scheme != "about" {
            lastCommittedURL = url
            showingCrashFor = nil
            if !reportedLoads.contains(url) {
                reportedLoads.insert(url)
                // Scripts, tests and the screenshot check wait for this line.
                FileHandle.standardOutput.write(Data("gtkweb: page loaded \(url.absoluteString)\n".utf8))
            }
        }
        onChange(self)
    }
}
