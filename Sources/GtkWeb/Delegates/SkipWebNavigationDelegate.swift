public import Foundation

/// Receives an engine's navigation events and decides which URLs native code handles instead.
///
/// Set it on `WebEngineConfiguration.navigationDelegate`; the configuration keeps it (strongly, as an
/// existential, so a struct or enum conformer is stored by value), and every engine made from the
/// configuration reports to it. All methods have empty defaults.
///
/// Each method runs on the main actor, and a conformer's implementations are inferred `@MainActor`; the
/// protocol itself is not isolated, as in SkipWeb, so a conformer can be created and stored anywhere.
public protocol SkipWebNavigationDelegate {
    /// A main-frame navigation started; `webEngine.url` is its first concrete URL.
    @MainActor func webEngineDidStartProvisionalNavigation(_ webEngine: WebEngine)

    /// Return true to keep the engine from loading `url` because native code handles it (a `mailto:`
    /// link, an app deep link). Asked for every navigation and new-window request, redirects included.
    @MainActor func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool

    /// Return true to keep the engine from starting `action` because native code handles it: a link
    /// clicked with the middle button or Control opens in a new tab, with Shift in a new window. Asked
    /// before `webEngine(_:shouldOverrideURLLoading:)`, for every navigation and new-window request
    /// (redirects are not asked). A GtkWeb addition; the default returns false.
    @MainActor func webEngine(_ webEngine: WebEngine, shouldOverride action: WebNavigationAction) -> Bool

    /// The new page's first bytes arrived and it replaced the old one.
    @MainActor func webEngineDidCommitNavigation(_ webEngine: WebEngine)

    /// The main-frame navigation finished loading.
    @MainActor func webEngineDidFinishNavigation(_ webEngine: WebEngine)

    /// The main-frame navigation failed. Cancellations by a newer navigation are not reported.
    ///
    /// `error` is always a `WebLoadError` (SkipWeb declares the parameter as `Error`): cast it with
    /// `error as? WebLoadError` to read its `kind`, WebKit's `domain` and `code`, and the failing URL.
    @MainActor func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error)

    /// The engine's web process ended. `reload()` brings the page back in a new process.
    @MainActor func webEngine(_ webEngine: WebEngine, webContentProcessDidTerminate reason: WebProcessTerminationReason)

    /// A content blocker blocked a main-frame navigation to `url`: the page did not change. Called after
    /// `webEngine(_:didFailNavigation:)` (with an error of kind `.contentBlocked`). An addition to SkipWeb,
    /// whose view reports this as `onContentRuleBlockedNavigation`.
    @MainActor func webEngine(_ webEngine: WebEngine, didBlockNavigationTo url: URL)

    /// A main-frame response is a download (see `WebDownloadRequest.shouldTreatResponseAsDownload`), or
    /// the page started one (a link with the `download` attribute); the navigation was cancelled. The
    /// delegate form of `WebView`'s `onDownloadRequested`, called after it. To save the file, set
    /// `WebEngineConfiguration.downloadManager`.
    @MainActor func webEngine(_ webEngine: WebEngine, didRequestDownload request: WebDownloadRequest)
}

@MainActor
extension SkipWebNavigationDelegate {
    public func webEngineDidStartProvisionalNavigation(_ webEngine: WebEngine) {}
    public func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool { false }
    public func webEngine(_ webEngine: WebEngine, shouldOverride action: WebNavigationAction) -> Bool {
        false
    }
    public func webEngineDidCommitNavigation(_ webEngine: WebEngine) {}
    public func webEngineDidFinishNavigation(_ webEngine: WebEngine) {}
    public func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error) {}
    public func webEngine(
        _ webEngine: WebEngine, webContentProcessDidTerminate reason: WebProcessTerminationReason
    ) {}
    public func webEngine(_ webEngine: WebEngine, didBlockNavigationTo url: URL) {}
    public func webEngine(_ webEngine: WebEngine, didRequestDownload request: WebDownloadRequest) {}
}
