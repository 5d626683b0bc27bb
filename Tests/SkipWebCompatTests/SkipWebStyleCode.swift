// SkipWeb app code, written from SkipWeb's signatures (shared/reference/skipweb-api.md) and README:
// SkipWeb's labels, argument order, types and isolation, compiled against `import SkipWeb` in Swift 6
// mode. This file is the proof by compilation: if GtkWeb drifts from SkipWeb's shape, the build fails.
// Only what SkipWeb declares is used here; GtkWeb's additions are not. Other SkipWeb areas (downloads,
// snapshots, popups, scroll delegate, scheme handlers) belong beside these, in files of their own.
import Foundation
import SkipWeb

// MARK: Navigation delegate: a struct (SkipWeb's protocol has no AnyObject), SkipWeb's parameter types.

/// A value-type navigation delegate implementing every method SkipWeb declares, with SkipWeb's
/// parameter names and types (`didFailNavigation error: Error`).
struct SkipWebStyleNavigationDelegate: SkipWebNavigationDelegate {
    let log: SkipWebCallLog
    var overriddenScheme = "skipweb-app"

    func webEngineDidStartProvisionalNavigation(_ engine: WebEngine) { log.record("start") }
    func webEngine(_ engine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool {
        guard url.scheme == overriddenScheme else { return false }
        log.record("override")
        return true
    }
    func webEngineDidCommitNavigation(_ engine: WebEngine) { log.record("commit") }
    func webEngineDidFinishNavigation(_ engine: WebEngine) { log.record("finish") }
    func webEngine(_ engine: WebEngine, didFailNavigation error: Error) {
        log.record("fail")
        log.failures.append(error)
    }
    func webEngine(_ engine: WebEngine, webContentProcessDidTerminate reason: WebProcessTerminationReason) {
        log.record("terminate")
    }
}

/// A script-message delegate as in SkipWeb's README.
@MainActor
final class SkipWebStyleScriptSink: WebViewScriptMessageDelegate {
    let log: SkipWebCallLog
    init(log: SkipWebCallLog) { self.log = log }
    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {
        log.record("message \(message.name) \(message.bodyJSON)")
    }
}

/// What the delegates and callbacks heard, in order.
@MainActor
final class SkipWebCallLog {
    var calls: [String] = []
    var failures: [any Error] = []
    func record(_ call: String) { calls.append(call) }
}

// MARK: Configuration built off the main actor, with SkipWeb's full initializer in SkipWeb's order.

/// A nonisolated type whose default property values create SkipWeb objects (no main actor needed).
struct SkipWebStyleTabModel {
    var configuration = WebEngineConfiguration()
    var navigator = WebViewNavigator(initialURL: URL(string: "https://skip.dev")!)
    var state = WebViewState()
}

/// SkipWeb's engine is an open `NSObject` subclass.
@MainActor
final class SkipWebStyleEngine: WebEngine {
    var tabTitle: String { title ?? description }
}

/// SkipWeb allows subclassing the configuration.
final class SkipWebStyleConfiguration: WebEngineConfiguration {
    var appName = "SkipWebStyle"
}

/// Closures of SkipWeb's type for the deprecated `messageHandlers:` parameter.
nonisolated func skipWebStyleMessageHandlers() -> [String: ((WebViewMessage) async -> Void)] {
    ["legacy": { message in _ = message.body }]
}

/// Every SkipWeb initializer parameter GtkWeb has, by label and in SkipWeb's order, built in a
/// nonisolated function. (`schemeHandlers:` and `uiDelegate:` sit between `messageHandlers:` and
/// `navigationDelegate:` once they exist.)
nonisolated func makeSkipWebStyleConfiguration(
    navigationDelegate: (any SkipWebNavigationDelegate)?, scriptMessageDelegate: (any WebViewScriptMessageDelegate)?
) -> WebEngineConfiguration {
    let configuration = WebEngineConfiguration(
        javaScriptEnabled: true,
        javaScriptCanOpenWindowsAutomatically: false,
        allowsBackForwardNavigationGestures: true,
        allowsPullToRefresh: true,
        allowsInlineMediaPlayback: true,
        dataDetectorsEnabled: true,
        isScrollEnabled: true,
        pageZoom: 1.0,
        isOpaque: true,
        customUserAgent: nil,
        profile: .ephemeral,
        userScripts: [
            WebViewUserScript(
                source: "window.skipWebStyle = true", injectionTime: UserScriptInjectionTime.atDocumentStart,
                forMainFrameOnly: true, world: ContentWorld.page, allowedDomains: Set())
        ],
        scriptMessageHandlerNames: ["native"],
        scriptMessageDelegate: scriptMessageDelegate,
        messageHandlers: skipWebStyleMessageHandlers(),
        navigationDelegate: navigationDelegate,
        contentBlockers: nil,
        capturesConsoleOutput: true,
        contentBlockerRuntime: nil
    )
    // Configuration properties that are not initializer parameters in SkipWeb.
    configuration.desktopWebsiteForURL = { url in url.host == "desktop.example" }
    configuration.javaScriptEnabled = true
    return configuration
}

/// The authentication handler, set where an app's UI code runs (the challenge is main-actor bound).
@MainActor
func installSkipWebStyleAuthentication(on configuration: WebEngineConfiguration, log: SkipWebCallLog) {
    configuration.httpAuthenticationHandler = { engine, challenge in
        log.record("challenge \(challenge.host) \(challenge.realm ?? "-") retry=\(challenge.isRetry)")
        challenge.onResolved = { log.record("resolved") }
        if challenge.isRetry {
            challenge.cancel()
        } else {
            challenge.useCredential(username: "skip", password: "web")
        }
    }
}

// MARK: Exhaustive switches over SkipWeb's error cases (no `default:`).

func describeSkipWebStyle(_ error: WebProfileError) -> String {
    switch error {
    case .unsupportedOnAndroid: "unsupported"
    case .invalidProfileName: "invalid name"
    case .profileSetupFailed: "setup failed"
    }
}

func describeSkipWebStyle(_ error: WebCookieError) -> String {
    switch error {
    case .invalidCookieName: "name"
    case .missingCookieDomain: "domain"
    case .invalidCookie: "cookie"
    }
}

func describeSkipWebStyle(_ error: WebDataRemovalError) -> String {
    switch error {
    case .unsupportedModifiedSinceOnAndroid: "modifiedSince"
    }
}

func describeSkipWebStyle(_ error: WebContentBlockerError) -> String {
    switch error {
    case .storeUnavailable(let message): "store \(message)"
    case .fileReadFailed(let path, _): "read \(path)"
    case .fileEncodingFailed(let path): "encoding \(path)"
    case .compilationFailed(let path, _): "compile \(path)"
    case .cacheLookupFailed(let identifier, _): "lookup \(identifier)"
    case .staleRuleRemovalFailed(let identifier, _): "stale \(identifier)"
    case .metadataReadFailed(let message): "metadata read \(message)"
    case .metadataWriteFailed(let message): "metadata write \(message)"
    case .operationTimedOut(let message): "timeout \(message)"
    }
}

// MARK: Navigator, state, history, cookies, engine, view: SkipWeb's forms.

/// Created and read off the main actor, as SkipWeb's `Sendable` navigator and state allow.
nonisolated func skipWebStyleBackgroundObjects() async -> (WebViewNavigator, WebViewState) {
    let navigator = await Task.detached { WebViewNavigator(initialURL: URL(string: "https://skip.dev")) }.value
    navigator.initialHTML = nil
    let state = await Task.detached { WebViewState() }.value
    let progress: Double = state.estimatedProgress ?? 0
    if let progress = state.estimatedProgress { _ = progress }
    _ = progress
    return (navigator, state)
}

@MainActor
func skipWebStyleEngineCalls(engine: WebEngine, navigator: WebViewNavigator, state: WebViewState) async throws {
    // History items: a class with String URLs.
    if let item = engine.backList.first {
        _ = URL(string: item.url)
        _ = URL(string: item.initialURL)
        _ = item === engine.backList.first
        navigator.go(item)
    }
    // `pageURL` is SkipWeb's deprecated String.
    let pageURL: String? = state.pageURL
    _ = pageURL
    let html: String? = state.pageHTML
    let scrollingDown: Bool = state.scrollingDown
    _ = (html, scrollingDown)

    // applySetCookieHeaders as a `([String], URL) async throws -> Void` value.
    let engineApply: ([String], URL) async throws -> Void = engine.applySetCookieHeaders
    let navigatorApply: ([String], URL) async throws -> Void = navigator.applySetCookieHeaders
    _ = (engineApply, navigatorApply)

    // Website mode, content requests, page-load waiting, authentication identity.
    engine.prepareWebsiteMode(for: URL(string: "https://desktop.example/")!)
    let desktop: Bool = engine.isDesktopWebsite
    let requested: Bool = engine.hasRequestedContent
    let identity: String = engine.httpAuthenticationIdentity
    _ = (desktop, requested, identity)
    try await engine.awaitPageLoaded { navigator.load(url: URL(string: "https://skip.dev")!) }

    // URL helpers.
    let url = URL(string: "https://m.news.skip.dev/a")!
    _ = (url.normalizedHost(stripWWWSubdomainOnly: true), url.normalizedHost(), url.baseDomain, url.domainURL)
}

/// `WebView` with SkipWeb's labels in SkipWeb's order (`state:` takes the state object on Linux, where
/// SwiftUI's `Binding` does not exist).
@MainActor
func makeSkipWebStyleViews(
    configuration: WebEngineConfiguration, url: URL, state: WebViewState, log: SkipWebCallLog
) -> [WebView] {
    let full = WebView(
        configuration: configuration,
        navigator: WebViewNavigator(),
        url: url,
        html: nil,
        state: state,
        onNavigationCommitted: { log.record("view commit") },
        onNavigationFinished: { log.record("view finish") },
        onNavigationFailed: { log.record("view fail") },
        onContentRuleBlockedNavigation: { url in log.record("view blocked \(url)") },
        shouldOverrideUrlLoading: { url, isMainFrame in url.scheme == "mailto" && isMainFrame },
        persistentWebViewID: nil)
    let deprecated = WebView(
        configuration: configuration,
        onNavigationFailed: {},
        shouldOverrideUrlLoading: { url in url.scheme == "mailto" },
        persistentWebViewID: nil)
    let warmed = WebView.preparePersistentEngine(id: "skipweb-style-tab", configuration: configuration)
    let tab = WebView(configuration: configuration, persistentWebViewID: "skipweb-style-tab")
    precondition(tab.engine === warmed)
    WebView.removePersistentWebViews(ids: ["skipweb-style-tab"])
    return [full, deprecated, tab]
}

/// SkipWeb's Android content-blocking types, declared on every platform.
struct SkipWebStyleAndroidProvider: AndroidContentBlockingProvider {
    var persistentCosmeticRules: [AndroidCosmeticRule] {
        [AndroidCosmeticRule(hiddenSelectors: [".ad"], frameScope: .allFrames, preferredTiming: .pageLifecycle)]
    }
    func requestDecision(for request: AndroidBlockableRequest) -> AndroidRequestBlockDecision {
        request.resourceTypeHint == .script ? .block : .allow
    }
    func navigationCosmeticRules(for page: AndroidPageContext) -> [AndroidCosmeticRule] { [] }
}
