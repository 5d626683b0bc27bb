public import Foundation

/// A `load(url:)` call waiting for its navigation to finish or fail.
@MainActor
final class PendingLoad {
    let id: UInt64
    let url: URL?
    /// Whether the navigation started after this load was issued; only then does a finish count.
    var sawStart = false
    /// Whether the engine issued this load a second time (`reissueLoadWhoseChallengeWasDropped()`).
    var reissued = false
    private var continuation: CheckedContinuation<Void, any Error>?

    init(id: UInt64, url: URL?, continuation: CheckedContinuation<Void, any Error>) {
        self.id = id
        self.url = url
        self.continuation = continuation
    }

    /// Resumes the waiting call once; later calls are ignored.
    func resume(with error: (any Error)?) {
        guard let continuation else { return }
        self.continuation = nil
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

extension WebEngine {
    /// Schemes WebKit loads by itself.
    static let builtInSchemes: Set<String> = ["http", "https", "file", "about", "data", "blob"]

    /// Loads `url` and returns when the main-frame navigation has finished.
    ///
    /// - Throws: `WebLoadError` with kind `.invalidURL` (empty, relative or host-less URL),
    ///   `.unsupportedScheme`, or `.policy` for a port browsers refuse (`BlockedPorts`: WebKit would show
    ///   `about:blank` without reporting a failure) before anything is loaded, so the current page stays; `.cancelled` when a
    ///   newer navigation or `stopLoading()` replaces this one, or when the page stops it (`window.stop()`;
    ///   reported to the delegate too); otherwise the failure WebKit reported. WebKitGTK sometimes cancels a
    ///   repeated load of a server whose certificate it refused: that load throws the refusal again.
    ///   Cancelling the calling task stops the load and throws `CancellationError`.
    ///   A URL that the navigation delegate takes over returns without loading.
    ///   `WebProfileError` first, as a preflight, when the engine's profile could not be used;
    ///   `WebScriptBridgeError` when the engine's configuration is invalid (`configurationError`).
    ///   Waits first for the engine's content blockers to be compiled or loaded and attached
    ///   (`awaitContentBlockerSetup()`), so that they apply to this load.
    public func load(url: URL) async throws {
        try throwProfileErrorIfNeeded()
        if let configurationError { throw configurationError }
        try validate(url)
        try await waitForContentBlockerSetupBeforeLoading()
        prepareWebsiteMode(for: url)
        let uri = url.absoluteString
        try await startLoad(url: url) { [weak self, handle] in
            self?.loadedHTML = nil
            handle.load(uri: uri)
        }
    }

    /// Loads `html` as the page's content, with relative URLs resolved against `baseURL`.
    ///
    /// Returns at once; the load proceeds like any navigation (state and delegate report it).
    /// WebKitGTK loads such content as substitute data (`webkit_web_view_load_bytes`): it replaces the
    /// current history entry instead of adding one, so `canGoBack` does not change.
    /// - Parameters:
    ///   - html: the page's content.
    ///   - baseURL: the page's address, against which relative URLs resolve; nil for none.
    ///   - mimeType: the content's type; `text/html` by default.
    public func loadHTML(_ html: String, baseURL: URL? = nil, mimeType: String = "text/html") {
        guard profileError == nil else { return }  // an engine whose profile failed loads nothing
        loadedHTML = html
        issueLoad(url: baseURL) { [handle] in
            handle.load(data: Array(html.utf8), mimeType: mimeType, encoding: "UTF-8", baseURI: baseURL?.absoluteString)
        }
    }

    /// Like `loadHTML(_:baseURL:mimeType:)`, but returns when the page has finished loading.
    /// Waits first for content-blocker setup, as `load(url:)` does.
    /// - Throws: `WebLoadError` as for `load(url:)`; the engine's `WebProfileError` or
    ///   `configurationError` first.
    public func loadHTMLAndWait(_ html: String, baseURL: URL? = nil, mimeType: String = "text/html") async throws {
        try throwProfileErrorIfNeeded()
        if let configurationError { throw configurationError }
        try await waitForContentBlockerSetupBeforeLoading()
        try await startLoad(url: baseURL) { [weak self, handle] in
            self?.loadedHTML = html
            handle.load(data: Array(html.utf8), mimeType: mimeType, encoding: "UTF-8", baseURI: baseURL?.absoluteString)
        }
    }

    /// Reloads the page. After the web process ended, this starts a new one and loads the last page.
    public func reload() {
        if webProcessTermination != nil, handle.uri == nil || handle.uri?.isEmpty == true, let last = lastCommittedURL {
            issueLoad(url: last) { [handle] in handle.load(uri: last.absoluteString) }
        } else {
            replacingProvisionalNavigation()
            handle.reload()
        }
    }

    /// Stops the current load; a waiting `load(url:)` throws `.cancelled`.
    public func stopLoading() {
        cancelPendingLoad("the load was stopped")
        replacingProvisionalNavigation()  // the cancellation WebKit reports is this stop's, not a failure
        handle.stopLoading()
    }

    /// Goes one page back, if possible.
    public func goBack() {
        replacingProvisionalNavigation()
        handle.goBack()
    }
    /// Goes one page forward, if possible.
    public func goForward() {
        replacingProvisionalNavigation()
        handle.goForward()
    }

    /// Goes to `item`, an entry of `backList` or `forwardList`. Does nothing if it left the history.
    public func go(to item: WebHistoryItem) {
        replacingProvisionalNavigation()
        handle.go(toEntry: item.id)
    }

    /// Goes `offset` entries through the history (negative: back). Does nothing out of range.
    public func go(offset: Int) {
        replacingProvisionalNavigation()
        handle.go(offset: offset)
    }

    /// Ends the web process on purpose (for tests and memory pressure). The delegate and state report
    /// `.terminatedByHost`; `reload()` brings the page back.
    public func terminateWebProcess() { handle.terminateWebProcess() }

    // MARK: - Internals

    func validate(_ url: URL) throws {
        let text = url.absoluteString
        guard !text.isEmpty else {
            throw WebLoadError(kind: .invalidURL, message: "the URL is empty", failingURL: nil)
        }
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            throw WebLoadError(kind: .invalidURL, message: "'\(text)' is relative: it has no scheme", failingURL: url)
        }
        if scheme == "http" || scheme == "https", url.host?.isEmpty ?? true {
            throw WebLoadError(kind: .invalidURL, message: "'\(text)' has no host", failingURL: url)
        }
        if BlockedPorts.refuses(scheme: scheme, port: url.port) {
            throw WebLoadError(
                kind: .policy, message: "port \(url.port ?? 0) is one browsers refuse to load from", failingURL: url)
        }
        if !canLoad(scheme: scheme) {
            // Native code may take it (mailto:, app links); otherwise WebKit could not show it.
            if configuration.navigationDelegate?.webEngine(self, shouldOverrideURLLoading: url) == true
                || urlLoadingOverride?(url, true) == true
            {
                return
            }
            throw WebLoadError(
                kind: .unsupportedScheme, message: "the engine cannot load '\(scheme):' URLs", failingURL: url)
        }
    }

    func startLoad(url: URL?, _ begin: @escaping () -> Void) async throws {
        if let url, let scheme = url.scheme?.lowercased(), !canLoad(scheme: scheme) {
            return  // validated above: handed to native code
        }
        nextLoadID += 1
        let id = nextLoadID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                cancelPendingLoad("superseded by a newer navigation")
                pendingLoad = PendingLoad(id: id, url: url, continuation: continuation)
                engineInitiatedURI = url?.absoluteString
                hasRequestedContent = true
                replacingProvisionalNavigation()
                begin()
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.abandonLoad(id: id) }
        }
    }

    /// Starts a load nobody waits for, cancelling a waiting one.
    private func issueLoad(url: URL?, _ begin: () -> Void) {
        cancelPendingLoad("superseded by a newer navigation")
        engineInitiatedURI = url?.absoluteString
        hasRequestedContent = true
        replacingProvisionalNavigation()
        begin()
    }

    /// Marks the provisional navigation, if any, as replaced by the one the engine starts now: WebKit
    /// cancels it before the newer one is decided, and that cancellation is not a failure.
    func replacingProvisionalNavigation() { navigationActionsAtStart = nil }

    private func cancelPendingLoad(_ reason: String) {
        guard let pending = pendingLoad else { return }
        pendingLoad = nil
        pending.resume(with: WebLoadError.cancelled(reason, url: pending.url))
    }

    private func abandonLoad(id: UInt64) {
        guard let pending = pendingLoad, pending.id == id else { return }
        pendingLoad = nil
        pending.resume(with: CancellationError())
        replacingProvisionalNavigation()
        handle.stopLoading()
    }
}
