public import Foundation
public import Observation
import Synchronization

/// The observable state of the page an engine shows, for hosts to draw their chrome from.
///
/// `WebViewState` is `Observable`: read its properties inside `withObservationTracking`, or call
/// `observe(_:)`, which calls back after every change (the convenient form for GTK code). A `WebView`
/// binds its state to its engine; hosts using a bare `WebEngine` call `bind(to:)`.
///
/// As in SkipWeb, the class is not isolated to an actor and is `Sendable`: it can be created and read
/// on any thread. Its fields live behind a lock (so the `Sendable` is real, not unchecked); only the
/// engine, on the main actor, writes them.
public final class WebViewState: Observable, Sendable {
    /// Whether a load is in progress.
    public internal(set) var isLoading: Bool {
        get { read(\.isLoading, \.isLoading) }
        set { write(\.isLoading, \.isLoading, newValue) }
    }
    /// Whether a main-frame navigation has started but not committed.
    public internal(set) var isProvisionallyNavigating: Bool {
        get { read(\.isProvisionallyNavigating, \.isProvisionallyNavigating) }
        set { write(\.isProvisionallyNavigating, \.isProvisionallyNavigating, newValue) }
    }
    /// The page's URL.
    public internal(set) var url: URL? {
        get { read(\.url, \.url) }
        set { write(\.url, \.url, newValue) }
    }
    /// The page's title.
    public internal(set) var pageTitle: String? {
        get { read(\.pageTitle, \.pageTitle) }
        set { write(\.pageTitle, \.pageTitle, newValue) }
    }
    /// Load progress from 0 to 1; nil before the state was bound to an engine (SkipWeb's type).
    public internal(set) var estimatedProgress: Double? {
        get { read(\.estimatedProgress, \.estimatedProgress) }
        set { write(\.estimatedProgress, \.estimatedProgress, newValue) }
    }
    /// The last navigation failure, cleared when a new navigation starts. Always a `WebLoadError`.
    public internal(set) var error: (any Error)? {
        get { read(\.error, \.loadError) }
        set { write(\.error, \.loadError, newValue as? WebLoadError) }
    }
    /// Whether there is a page to go back to.
    public internal(set) var canGoBack: Bool {
        get { read(\.canGoBack, \.canGoBack) }
        set { write(\.canGoBack, \.canGoBack, newValue) }
    }
    /// Whether there is a page to go forward to.
    public internal(set) var canGoForward: Bool {
        get { read(\.canGoForward, \.canGoForward) }
        set { write(\.canGoForward, \.canGoForward, newValue) }
    }
    /// Pages behind the current one, oldest first.
    public internal(set) var backList: [WebHistoryItem] {
        get { read(\.backList, \.backList) }
        set { write(\.backList, \.backList, newValue) }
    }
    /// Pages ahead of the current one, nearest first.
    public internal(set) var forwardList: [WebHistoryItem] {
        get { read(\.forwardList, \.forwardList) }
        set { write(\.forwardList, \.forwardList, newValue) }
    }
    /// The HTML the engine was last given with `loadHTML` (or `loadHTMLAndWait`), while that document
    /// is shown; nil after a URL load.
    public internal(set) var pageHTML: String? {
        get { read(\.pageHTML, \.pageHTML) }
        set { write(\.pageHTML, \.pageHTML, newValue) }
    }
    /// Whether the user last scrolled down. Not tracked on Linux: always false (declared for SkipWeb
    /// source compatibility).
    public internal(set) var scrollingDown: Bool {
        get { read(\.scrollingDown, \.scrollingDown) }
        set { write(\.scrollingDown, \.scrollingDown, newValue) }
    }
    /// Why the web process ended, until a new load brings it back (an addition to SkipWeb).
    public internal(set) var webProcessTermination: WebProcessTerminationReason? {
        get { read(\.webProcessTermination, \.webProcessTermination) }
        set { write(\.webProcessTermination, \.webProcessTermination, newValue) }
    }

    /// The page's URL as text; deprecated, as in SkipWeb. Reads `url`.
    @available(*, deprecated, message: "Use url.")
    public internal(set) var pageURL: String? {
        get { url?.absoluteString }
        set { url = newValue.flatMap(URL.init(string:)) }
    }

    private struct Fields: Sendable {
        var isLoading = false
        var isProvisionallyNavigating = false
        var url: URL?
        var pageTitle: String?
        var estimatedProgress: Double?
        var loadError: WebLoadError?
        var canGoBack = false
        var canGoForward = false
        var backList: [WebHistoryItem] = []
        var forwardList: [WebHistoryItem] = []
        var pageHTML: String?
        var scrollingDown = false
        var webProcessTermination: WebProcessTerminationReason?
    }

    private let fields = Mutex(Fields())
    private let registrar = ObservationRegistrar()
    @MainActor private weak var engine: WebEngine?
    @MainActor private var observerID: UInt64?

    /// Creates an unbound state (all fields empty). Callable on any thread.
    public init() {}

    private func read<Value, Stored: Sendable>(_ key: KeyPath<WebViewState, Value>, _ field: KeyPath<Fields, Stored>)
        -> Stored
    {
        registrar.access(self, keyPath: key)
        return fields.withLock { $0[keyPath: field] }
    }

    /// Stores `value`, notifying observers only when it changed.
    private func write<Value, Stored: Sendable & Equatable>(
        _ key: KeyPath<WebViewState, Value>, _ field: WritableKeyPath<Fields, Stored>, _ value: Stored
    ) {
        guard fields.withLock({ $0[keyPath: field] }) != value else { return }
        registrar.withMutation(of: self, keyPath: key) { fields.withLock { $0[keyPath: field] = value } }
    }

    /// Tracks `engine` from now on (and stops tracking any previous engine); refreshes at once.
    @MainActor
    public func bind(to engine: WebEngine) {
        unbind()
        self.engine = engine
        observerID = engine.addObserver { [weak self] _ in self?.refresh() }
        refresh()
    }

    /// Stops tracking the engine; the fields keep their last values.
    @MainActor
    public func unbind() {
        if let engine, let observerID { engine.removeObserver(observerID) }
        engine = nil
        observerID = nil
    }

    /// Calls `body` now and after every later change of any property, until the returned token is
    /// dropped or cancelled. Changes made in one main-actor turn are delivered together.
    @MainActor
    public func observe(_ body: @escaping @MainActor (WebViewState) -> Void) -> WebViewStateObservation {
        let token = WebViewStateObservation()
        track(body, token: token)
        return token
    }

    @MainActor
    private func track(_ body: @escaping @MainActor (WebViewState) -> Void, token: WebViewStateObservation) {
        guard token.isActive else { return }
        withObservationTracking {
            body(self)
        } onChange: { [weak self, weak token] in
            Task { @MainActor in
                guard let self, let token else { return }
                self.track(body, token: token)
            }
        }
    }

    /// Copies the engine's state; only changed fields notify observers.
    @MainActor
    func refresh() {
        guard let engine else { return }
        isLoading = engine.isLoading
        isProvisionallyNavigating = engine.isProvisionallyNavigating
        url = engine.url
        pageTitle = engine.title
        estimatedProgress = engine.estimatedProgress
        canGoBack = engine.canGoBack
        canGoForward = engine.canGoForward
        backList = engine.backList
        forwardList = engine.forwardList
        pageHTML = engine.loadedHTML
        webProcessTermination = engine.webProcessTermination
        write(\.error, \.loadError, engine.lastError)
    }
}

/// Keeps a `WebViewState.observe(_:)` callback alive; `cancel()` or dropping it stops the callbacks.
@MainActor
public final class WebViewStateObservation {
    fileprivate var isActive = true
    /// Stops the callbacks.
    public func cancel() { isActive = false }
}
