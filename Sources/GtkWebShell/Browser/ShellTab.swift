import Foundation
import GtkWeb

/// One tab: its notebook page, what the window shows of it and, once the tab has been shown, a
/// `WebView` on the session tab's engine (the `persistentWebViewID` cache). The `BrowserSession` owns
/// the engine and saves the tab.
///
/// A tab restored from the session, or hibernated, has no engine: its label shows the saved title and
/// nothing loads until the window activates it (the session then makes the engine, which loads the
/// saved back/forward list) and calls `bind()`.
///
/// A load that fails shows `ErrorPage` under the failed address (the configuration's `errorPageHTML`).
/// When the tab's web process dies, the tab shows `CrashPage` (in a new web process), whose Reload
/// button loads the page again; the other tabs, each in its own web process, are not affected.
@MainActor
final class ShellTab {
    let page: TabPageView
    /// The session's tab: its ID keys the engine, and it is what the session store keeps.
    let record: BrowserTab
    /// The view on the tab's engine; nil until the tab is first shown with an engine.
    private(set) var view: WebView?
    /// Called after any change of the tab's state (title, URL, progress, navigation).
    var onChange: (ShellTab) -> Void = { _ in }
    /// Called after each load of a page ended (not the crash page).
    var onLoadFinished: (ShellTab) -> Void = { _ in }
    /// Called once the view exists, with its engine (to install per-tab handlers).
    var onBound: (WebEngine) -> Void = { _ in }
    /// The address of the download the tab's first navigation became, while the tab has shown no page.
    private(set) var downloadOnly: URL?
    private var observation: WebViewStateObservation?
    private var lastCommittedURL: URL?
    private var hasCommitted = false
    private var showingCrashFor: WebProcessTerminationReason?
    private var reportedLoads: Set<URL> = []
    private var wasLoading = false
    /// The title the session kept for the page a restored or hibernated tab shows again, while that page
    /// has none of its own: WebKit often reports a page's title after its load ended, and a page may set
    /// none. Nil once the tab shows another address or the page gives a title.
    private var savedTitle: (url: URL?, title: String)?

    /// A page for `record`, without a view yet (see `bind()`).
    init(record: BrowserTab) {
        self.record = record
        page = TabPageView()
        page.setTitle(displayTitle)
    }

    /// Makes the view on the session's engine and packs it into the page; does nothing when the tab
    /// has a view already or the session has not made its engine (activate the tab first).
    /// - Returns: whether the tab has a view now.
    @discardableResult
    func bind() -> Bool {
        if view != nil { return true }
        guard let engine = record.engine else { return false }
        // An engine that shows a page already (a popup's) has committed before the tab existed.
        hasCommitted = engine.url != nil && !engine.isLoading
        let view = WebView(
            configuration: engine.configuration,
            onNavigationCommitted: { [weak self] in
                self?.hasCommitted = true
                self?.downloadOnly = nil
            },
            onDownloadRequested: { [weak self] request in
                guard let self, !self.hasCommitted, let url = request.url else { return }
                self.downloadOnly = url
                self.onChange(self)
            },
            persistentWebViewID: record.id)
        self.view = view
        if !record.title.isEmpty { savedTitle = (record.url, record.title) }
        view.unsafeAttach(toContainer: page.container)
        observation = view.state.observe { [weak self] state in self?.render(state) }
        view.engine.onFaviconChange { [weak self] engine in
            guard let self else { return }
            self.page.setFavicon(engine.faviconPNGData)
            self.onChange(self)
        }
        page.setFavicon(view.engine.faviconPNGData)
        onBound(view.engine)
        return true
    }

    var engine: WebEngine? { view?.engine }
    var state: WebViewState? { view?.state }

    /// The page's address: the engine's, else the one the session saved.
    var url: URL? { state?.url ?? record.url }

    /// Whether the tab has a view on a live engine (restored and hibernated tabs have none until shown).
    var isLoaded: Bool { view != nil }

    /// The title to show: the page's, else the saved one (see `savedTitle`), else its address, else
    /// "New Tab".
    var displayTitle: String {
        if let title = state?.pageTitle, !title.isEmpty { return title }
        if view == nil, !record.title.isEmpty { return record.title }
        if let savedTitle { return savedTitle.title }
        return url?.absoluteString ?? "New Tab"
    }

    /// Loads `url` (the tab is no longer one that only became a download).
    func load(_ url: URL) {
        downloadOnly = nil
        view?.navigator.load(url: url)
    }

    private func render(_ state: WebViewState) {
        // A spare engine's blank page comes before the restored one.
        if let saved = savedTitle,
            state.pageTitle?.isEmpty == false
                || (state.url != nil && state.url?.scheme != "about" && state.url != saved.url)
        {
            savedTitle = nil
        }
        page.setTitle(displayTitle)
        page.setLoading(state.isLoading)
        let loadEnded = wasLoading && !state.isLoading
        wasLoading = state.isLoading
        if let reason = state.webProcessTermination {
            if showingCrashFor == nil {
                showingCrashFor = reason
                // A new web process shows what happened, under the crashed page's address (so the address bar
                // keeps it); its button loads the page again.
                view?.navigator.load(
                    html: CrashPage.html(for: lastCommittedURL, reason: reason), baseURL: lastCommittedURL)
            }
        } else if !state.isLoading, let url = state.url, url.scheme != "about" {
            lastCommittedURL = url
            showingCrashFor = nil
            if let error = state.error as? WebLoadError, error.failingURL == url {
                // The tab shows `ErrorPage` for this address; scripts and tests wait for this line.
                reportedLoads.remove(url)
                if loadEnded { ShellTab.say("page failed \(url.absoluteString): \(LoadFailureText(error).heading)") }
            } else if !reportedLoads.contains(url) {
                reportedLoads.insert(url)
                // Scripts, tests and the screenshot check wait for this line.
                ShellTab.say("page loaded \(url.absoluteString)")
            }
            if loadEnded { onLoadFinished(self) }
        }
        onChange(self)
    }

    /// Writes `gtkweb: TEXT` on stdout.
    private static func say(_ text: String) {
        FileHandle.standardOutput.write(Data("gtkweb: \(text)\n".utf8))
    }
}
