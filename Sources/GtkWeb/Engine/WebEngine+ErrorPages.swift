public import Foundation

extension WebEngine {
    /// Whether the view shows the page of a failed load (`WebEngineConfiguration.errorPageHTML`, or
    /// `loadAlternateHTML(_:forFailedURL:baseURL:)` called on a failure): `lastError` is set and names the
    /// address the engine shows.
    public var isShowingErrorPage: Bool {
        guard let failed = lastError?.failingURL else { return false }
        return failed == url
    }

    /// Shows `html` in the view as the page of `failedURL`, an address that failed to load: the page's URL
    /// stays `failedURL`, and reloading it (`reload()`, or `location.reload()` in the page) retries that
    /// address. Relative URLs in `html` resolve against `baseURL`.
    ///
    /// WebKit keeps the failed address in the back/forward list only when this is called while it
    /// reports the failure: from `SkipWebNavigationDelegate.webEngine(_:didFailNavigation:)`. Prefer
    /// `WebEngineConfiguration.errorPageHTML`, which does that for every failed load. Called at any other
    /// time it works as `loadHTML(_:baseURL:)` with the page's URL set to `failedURL`. An engine whose
    /// profile failed (`profileError`) loads nothing.
    public func loadAlternateHTML(_ html: String, forFailedURL failedURL: URL, baseURL: URL? = nil) {
        guard profileError == nil else { return }
        loadedHTML = html
        handle.loadAlternateHTML(html, contentURI: failedURL.absoluteString, baseURI: baseURL?.absoluteString)
    }

    /// Asks the configuration's `errorPageHTML` for the page that shows `error`, and shows it, while WebKit
    /// reports the failure. The error page's own load keeps `lastError` (it presents that error).
    func showErrorPage(for error: WebLoadError) {
        guard let page = configuration.errorPageHTML, let url = error.failingURL, let html = page(error) else {
            return
        }
        errorPageLoadsPending += 1
        loadAlternateHTML(html, forFailedURL: url, baseURL: url)
    }
}

extension WebLoadError {
    /// Whether a failure gets `WebEngineConfiguration.errorPageHTML`'s page: not a content-blocked page,
    /// nor a load WebKit interrupted because the engine or a delegate took it over.
    var showsErrorPage: Bool {
        switch kind {
        case .contentBlocked, .cancelled: false
        case .policy: code != Self.webKitInterruptedByPolicyCode
        default: true
        }
    }

    /// WebKit's "frame load was interrupted by policy change" (`WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE`).
    static let webKitInterruptedByPolicyCode = 102
}
