public import Foundation
public import Observation

/// The observable state of the page an engine shows, for hosts to draw their chrome from.
///
/// `WebViewState` is `@Observable`: read its properties inside `withObservationTracking`, or call
/// `observe(_:)`, which calls back after every change (the convenient form for GTK code). A `WebView`
/// binds its state to its engine; hosts using a bare `WebEngine` call `bind(to:)`.
@Observable
@MainActor
public final class WebViewState {
    /// Whether a load is in progress.
    public internal(set) var isLoading = false
    /// Whether a main-frame navigation has started but not committed.
    public internal(set) var isProvisionallyNavigating = false
    /// The page's URL.
    public internal(set) var url: URL?
    /// The page's title.
    public internal(set) var pageTitle: String?
    /// Load progress from 0 to 1.
    public internal(set) var estimatedProgress: Double = 0
    /// The last navigation failure (a `WebLoadError`), cleared when a new navigation starts.
    public internal(set) var error: (any Error)?
    /// Whether there is a page to go back to.
    public internal(set) var canGoBack = false
    /// Whether there is a page to go forward to.
    public internal(set) var canGoForward = false
    /// Pages behind the current one, oldest first.
    public internal(set) var backList: [WebHistoryItem] = []
    /// Pages ahead of the current one, nearest first.
    public internal(set) var forwardList: [WebHistoryItem] = []
    /// Why the web process ended, until a new load brings it back (an addition to SkipWeb).
    public internal(set) var webProcessTermination: WebProcessTerminationReason?

    /// Deprecated: use `url`.
    @available(*, deprecated, renamed: "url")
    public var pageURL: URL? { url }

    @ObservationIgnored private weak var engine: WebEngine?
    @ObservationIgnored private var observerID: UInt64?

    /// Creates an unbound state (all fields empty).
    public init() {}

    /// Tracks `engine` from now on (and stops tracking any previous engine); refreshes at once.
    public func bind(to engine: WebEngine) {
        unbind()
        self.engine = engine
        observerID = engine.addObserver { [weak self] _ in self?.refresh() }
        refresh()
    }

    /// Stops tracking the engine; the fields keep their last values.
    public func unbind() {
        if let engine, let observerID { engine.removeObserver(observerID) }
        engine = nil
        observerID = nil
    }

    /// Calls `body` now and after every later change of any property, until the returned token is
    /// dropped or cancelled. Changes made in one main-actor turn are delivered together.
    public func observe(_ body: @escaping @MainActor (WebViewState) -> Void) -> WebViewStateObservation {
        let token = WebViewStateObservation()
        track(body, token: token)
        return token
    }

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

    /// Copies the engine's state, assigning only what changed so observers see real changes only.
    func refresh() {
        guard let engine else { return }
        update(\.isLoading, engine.isLoading)
        update(\.isProvisionallyNavigating, engine.isProvisionallyNavigating)
        update(\.url, engine.url)
        update(\.pageTitle, engine.title)
        update(\.estimatedProgress, engine.estimatedProgress)
        update(\.canGoBack, engine.canGoBack)
        update(\.canGoForward, engine.canGoForward)
        update(\.backList, engine.backList)
        update(\.forwardList, engine.forwardList)
        update(\.webProcessTermination, engine.webProcessTermination)
        let newError = engine.lastError
        if (error as? WebLoadError) != newError { error = newError }
    }

    private func update<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<WebViewState, Value>, _ value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }
}

/// Keeps a `WebViewState.observe(_:)` callback alive; `cancel()` or dropping it stops the callbacks.
@MainActor
public final class WebViewStateObservation {
    fileprivate var isActive = true
    /// Stops the callbacks.
    public func cancel() { isActive = false }
}
