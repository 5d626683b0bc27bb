public import Foundation

/// SkipWeb's `WebView` for GTK: binds an engine, a navigator, a state object and the view-level
/// callbacks, and packs the engine's widget into a host's GTK container.
///
/// SwiftUI does not exist on Linux, so this is a plain object: create it, then pack it with
/// `unsafeAttach(toContainer:)` (or pack `engine.unsafeWidget` yourself). The engine comes from, in
/// order: the persistent cache (`persistentWebViewID`), the navigator's warm engine, or a new one.
@MainActor
public final class WebView {
    /// The engine shown.
    public let engine: WebEngine
    /// The navigator bound to the engine.
    public let navigator: WebViewNavigator
    /// The state bound to the engine.
    public let state: WebViewState

    private var observerID: UInt64?
    private let onNavigationCommitted: (() -> Void)?
    private let onNavigationFinished: (() -> Void)?
    private let onNavigationFailed: (() -> Void)?
    private let onNavigationFailedWithError: ((WebLoadError) -> Void)?

    /// Creates the view. The parameters are SkipWeb's, in SkipWeb's order, followed by GtkWeb's
    /// `onNavigationFailedWithError`.
    ///
    /// SkipWeb's `state:` is a SwiftUI `Binding<WebViewState>`; SwiftUI does not exist on Linux, so
    /// here `state` is the `WebViewState` object itself (a reference type, shared like the binding's
    /// value): pass the object where SkipWeb code passes `$state`, and omit it where SkipWeb code omits it.
    ///
    /// A view given a `configuration` other than the engine's, for an engine it reuses (from the
    /// `persistentWebViewID` cache or the navigator), makes it the engine's `configuration`: its script
    /// message handlers replace the old ones at once (the old names stop receiving), its user scripts run
    /// from the next navigation, its settings, zoom and opacity apply now, and its delegates receive from
    /// now on. The engine's profile, scheme handlers, link context-menu wiring and content blockers stay as
    /// they were made (a new engine is needed to change them).
    /// - Parameters:
    ///   - configuration: used when a new engine is made. An engine reused from the cache or the
    ///     navigator takes it when it is not already the engine's (live handlers, user scripts, settings;
    ///     see below); omitted, the reused engine keeps its own.
    ///   - navigator: bound to the engine; its initial URL/HTML load only if the engine is empty.
    ///   - initialURL: the initial URL, when the navigator has none.
    ///   - initialHTML: initial HTML, when there is neither.
    ///   - state: bound to the engine.
    ///   - scrollDelegate: told how the page scrolls (see `SkipWebScrollDelegate`); kept weakly.
    ///   - onNavigationCommitted: a main-frame navigation committed.
    ///   - onNavigationFinished: a main-frame navigation finished.
    ///   - onNavigationFailed: a main-frame navigation failed (cancellations by a newer navigation are
    ///     not reported); `onNavigationFailedWithError` gets the `WebLoadError` too.
    ///   - onDownloadRequested: a main-frame response is a download, or the page started one; the
    ///     navigation was cancelled (see `WebDownloadRequest`; `WebEngineConfiguration.downloadManager`
    ///     saves the file).
    ///   - onContentRuleBlockedNavigation: a content blocker stopped a main-frame navigation to this URL,
    ///     so the page did not change (the host can say why).
    ///   - shouldOverrideUrlLoading: return true to keep the engine from loading a URL that native code
    ///     handles; the Bool is whether the main frame navigates (see `WebEngine` for what is known).
    ///   - persistentWebViewID: a process-wide key for a cached engine (see `removePersistentWebView`).
    ///   - onNavigationFailedWithError: like `onNavigationFailed`, with the failure (a GtkWeb addition).
    public init(
        configuration: WebEngineConfiguration = .webViewDefault(),
        navigator: WebViewNavigator = WebViewNavigator(),
        url initialURL: URL? = nil,
        html initialHTML: String? = nil,
        state: WebViewState = WebViewState(),
        scrollDelegate: (any SkipWebScrollDelegate)? = nil,
        onNavigationCommitted: (() -> Void)? = nil,
        onNavigationFinished: (() -> Void)? = nil,
        onNavigationFailed: (() -> Void)? = nil,
        onDownloadRequested: ((WebDownloadRequest) -> Void)? = nil,
        onContentRuleBlockedNavigation: ((_ url: URL) -> Void)? = nil,
        shouldOverrideUrlLoading: ((_ url: URL, _ isMainFrame: Bool) -> Bool)? = nil,
        persistentWebViewID: String? = nil,
        onNavigationFailedWithError: ((WebLoadError) -> Void)? = nil
    ) {
        var made = false
        let make = {
            made = true
            configuration.isWebViewDefault = false
            return WebEngine(configuration: configuration)
        }
        let engine: WebEngine
        if let id = persistentWebViewID {
            engine = PersistentWebViews.engine(for: id, make: make)
        } else {
            engine = navigator.webEngine ?? make()
        }
        if !made, !configuration.isWebViewDefault { engine.adopt(configuration) }
        self.engine = engine
        self.navigator = navigator
        self.state = state
        self.onNavigationCommitted = onNavigationCommitted
        self.onNavigationFinished = onNavigationFinished
        self.onNavigationFailed = onNavigationFailed
        self.onNavigationFailedWithError = onNavigationFailedWithError
        if let shouldOverrideUrlLoading { engine.urlLoadingOverride = shouldOverrideUrlLoading }
        if let onDownloadRequested { engine.downloads.onDownloadRequested = onDownloadRequested }
        if let onContentRuleBlockedNavigation { engine.onContentRuleBlockedNavigation = onContentRuleBlockedNavigation }
        engine.windowing.hostView = self
        if let scrollDelegate { engine.scrollDelegate = scrollDelegate }
        state.bind(to: engine)
        observerID = engine.addObserver { [weak self] event in self?.relay(event) }
        if navigator.initialURL == nil, navigator.initialHTML == nil {
            navigator.initialURL = initialURL
            if initialURL == nil { navigator.initialHTML = initialHTML }
        }
        navigator.webEngine = engine
    }

    /// SkipWeb's deprecated form, whose `shouldOverrideUrlLoading` closure takes only the URL (and which
    /// has no `onContentRuleBlockedNavigation`). The closure is asked as the two-argument one is.
    @available(*, deprecated, message: "Use shouldOverrideUrlLoading: (URL, Bool) -> Bool.")
    public convenience init(
        configuration: WebEngineConfiguration = .webViewDefault(),
        navigator: WebViewNavigator = WebViewNavigator(),
        url initialURL: URL? = nil,
        html initialHTML: String? = nil,
        state: WebViewState = WebViewState(),
        scrollDelegate: (any SkipWebScrollDelegate)? = nil,
        onNavigationCommitted: (() -> Void)? = nil,
        onNavigationFinished: (() -> Void)? = nil,
        onNavigationFailed: (() -> Void)? = nil,
        onDownloadRequested: ((WebDownloadRequest) -> Void)? = nil,
        shouldOverrideUrlLoading: @escaping (_ url: URL) -> Bool,
        persistentWebViewID: String? = nil
    ) {
        self.init(
            configuration: configuration, navigator: navigator, url: initialURL, html: initialHTML, state: state,
            scrollDelegate: scrollDelegate, onNavigationCommitted: onNavigationCommitted,
            onNavigationFinished: onNavigationFinished, onNavigationFailed: onNavigationFailed,
            onDownloadRequested: onDownloadRequested,
            shouldOverrideUrlLoading: { url, _ in shouldOverrideUrlLoading(url) },
            persistentWebViewID: persistentWebViewID)
    }

    /// The engine kept for `id` in the process-wide cache `persistentWebViewID` uses, made from
    /// `configuration` if there is none yet; a `WebView` created later with that ID shows it. Lets a
    /// host warm a tab's engine (load its page) before showing it.
    public static func preparePersistentEngine(id: String, configuration: WebEngineConfiguration) -> WebEngine {
        PersistentWebViews.engine(for: id) { WebEngine(configuration: configuration) }
    }

    isolated deinit {
        if let observerID { engine.removeObserver(observerID) }
    }

    private func relay(_ event: WebEngineEvent) {
        switch event {
        case .committed: onNavigationCommitted?()
        case .finished: onNavigationFinished?()
        case .failed(let error):
            onNavigationFailed?()
            onNavigationFailedWithError?(error)
        default: break
        }
    }

    /// Packs the engine's view into `container`, a `GtkContainer *` of the host's window (with the GTK4
    /// trait: a `GtkBox *` or a widget with a `child` property, see `WebEngine.unsafeAttach(toContainer:)`).
    public func unsafeAttach(toContainer container: UnsafeMutableRawPointer) {
        engine.unsafeAttach(toContainer: container)
    }

    /// Takes the engine's view out of the host's widget tree (it keeps its page, parked offscreen).
    public func detach() { engine.detachFromContainer() }

    /// Drops the cached engine for `id`, so the next `WebView` with that ID makes a new one. The engine
    /// lives on while a navigator or view still holds it; release those too.
    public static func removePersistentWebView(id: String) { PersistentWebViews.remove([id]) }

    /// Drops the cached engines for `ids` (for memory pressure or session changes).
    public static func removePersistentWebViews(ids: [String]) { PersistentWebViews.remove(ids) }
}

/// The process-wide cache behind `persistentWebViewID`: strong references, no limit, no eviction;
/// the host decides (SkipWeb's contract).
@MainActor
package enum PersistentWebViews {
    private static var engines: [String: WebEngine] = [:]

    static func engine(for id: String, make: () -> WebEngine) -> WebEngine {
        resolve(id: id, make: make).engine
    }

    /// The engine cached for `id`, or nil.
    package static func cached(id: String) -> WebEngine? { engines[id] }

    /// The engine cached for `id`, or one made by `make` and cached; `reused` says which. A nil `id`
    /// makes an engine without caching it.
    package static func resolve(id: String?, make: () -> WebEngine) -> (engine: WebEngine, reused: Bool) {
        if let id, let engine = engines[id] { return (engine, true) }
        let engine = make()
        if let id { engines[id] = engine }
        return (engine, false)
    }

    static func remove(_ ids: [String]) {
        for id in ids { engines[id] = nil }
    }
}
