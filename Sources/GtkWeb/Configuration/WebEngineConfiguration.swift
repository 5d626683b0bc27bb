public import Foundation
public import Observation

/// How a `WebEngine` is set up: settings, delegates, profiles, scripts and content blockers. A
/// reference type, as in SkipWeb: engines read it when they are created, and
/// `WebEngine.applyConfiguration()` re-applies the settings to a live engine.
///
/// As in SkipWeb, the class is `@Observable`, open for subclassing, and not isolated to an actor: it
/// can be built and filled in on any thread, then handed to an engine on the main actor. It is not
/// `Sendable` (nor is SkipWeb's); only its members that touch WebKit are `@MainActor`.
///
/// Knobs without a WebKitGTK meaning are accepted for source compatibility and documented as such.
@Observable
open class WebEngineConfiguration {
    /// Whether the page's own scripts run. When false, `<script>` and inline handlers are off but the
    /// host's `evaluateJavaScript` keeps working, as on iOS (WebKit's `enable-javascript-markup`).
    public var javaScriptEnabled: Bool
    /// Whether page script may open windows without a user gesture
    /// (`javascript-can-open-windows-automatically`).
    public var javaScriptCanOpenWindowsAutomatically: Bool
    /// Touchpad swipe for back/forward (`enable-back-forward-navigation-gestures`). It applies while the
    /// engine's view is shown in a host window; a view parked offscreen gets no swipes, so WebKit's
    /// setting stays off there and navigations skip the page snapshot each swipe would show.
    public var allowsBackForwardNavigationGestures: Bool
    /// No effect on Linux: WebKitGTK has no pull-to-refresh.
    public var allowsPullToRefresh: Bool
    /// Whether video plays inline (`media-playback-allows-inline`).
    public var allowsInlineMediaPlayback: Bool
    /// No effect on Linux: WebKitGTK has no data detectors.
    public var dataDetectorsEnabled: Bool
    /// When false, the page cannot be scrolled: a user style sheet sets `overflow: hidden` on the root
    /// (WebKitGTK has no scroll switch). Scripts can still scroll programmatically.
    public var isScrollEnabled: Bool
    /// Page zoom; 1.0 is 100 % (`webkit_web_view_set_zoom_level`).
    public var pageZoom: CGFloat
    /// When false, the view's background is transparent (`webkit_web_view_set_background_color`).
    /// Real transparency on screen also needs an RGBA visual on the host window.
    public var isOpaque: Bool
    /// The `User-Agent` to send instead of WebKit's default.
    public var customUserAgent: String?
    /// Whether WebKit's inspector is available (`enable-developer-extras`); an addition to SkipWeb,
    /// named after iOS's `WKWebView.isInspectable`.
    public var isInspectable: Bool
    /// Receives navigation events and decides which URLs native code handles. Kept strongly.
    public var navigationDelegate: (any SkipWebNavigationDelegate)?
    /// Saves the downloads of engines made from this configuration (a GtkWeb addition). nil: downloads
    /// are only detected and reported (`onDownloadRequested`), as in SkipWeb. Kept strongly.
    public var downloadManager: WebDownloadManager?
    /// Decides whether pages may open new windows (see `SkipWebUIDelegate`); without one, popups are
    /// denied. Kept strongly.
    public var uiDelegate: (any SkipWebUIDelegate)?
    /// Handlers for custom URL schemes, by scheme name (see `URLSchemeHandler`). Read when an engine is
    /// created; a scheme WebKit owns (`http`, `file`, …) or an invalid name is skipped and reported in
    /// `WebEngine.schemeHandlerErrors` (`validateSchemeHandlers()` checks beforehand).
    public var schemeHandlers: [String: URLSchemeHandler]
    /// The actions that replace the right-click menu of links and image links; nil, or an empty list for
    /// a URL, keeps WebKit's own menu. Called each time a menu opens. Set it before creating the engine:
    /// an engine made from a configuration without actions keeps WebKit's menu.
    public var linkContextMenuActions: ((URL) -> [WebContextMenuAction])? = nil
    /// The items that replace any right-click menu, given the engine and what is under the pointer (its
    /// link, image, media, whether it is selected or editable); nil, or an empty list for a target, keeps
    /// WebKit's own menu. Called on the main actor each time a menu opens; when set,
    /// `linkContextMenuActions` is not asked. Set it before creating the engine, as
    /// `linkContextMenuActions`.
    public var contextMenuItems: ((WebEngine, WebContextMenuTarget) -> [WebContextMenuItem])? = nil
    /// Answers HTTP authentication challenges (Basic, Digest, NTLM, …; WebKitGTK's `authenticate`
    /// signal). Called on the main actor with the engine and a challenge the closure must resolve with
    /// `use(username:password:persistence:)` (or `useCredential(username:password:)`) or `cancel()`, now
    /// or later; a cancelled or dropped challenge fails its load with `.authenticationCancelled`. Without
    /// a handler WebKit continues without a credential, so the page shows the server's 401 response
    /// (WebKitGTK's own in-view sign-in dialog is never shown). A challenge that arrives before WebKit
    /// reports a `load(url:)`'s navigation started is handed over once it does: WebKitGTK cancels a
    /// challenge still open at that report on a view with no page yet, and the engine then loads the page
    /// once more, so the handler hears only the server's next challenge. Not an initializer parameter, as
    /// in SkipWeb.
    public var httpAuthenticationHandler: ((WebEngine, WebHTTPAuthenticationChallenge) -> Void)?
    /// Decides the permissions pages ask for (location, notifications, camera, microphone, …; WebKitGTK's
    /// `permission-request` signal). Called on the main actor with the engine and a request the closure
    /// must decide with `allow()` or `deny()`, now or later (a request dropped undecided is denied).
    /// Without a handler every request is denied. A GtkWeb addition, not an initializer parameter.
    public var permissionRequestHandler: ((WebEngine, WebPermissionRequest) -> Void)?
    /// Says for which URLs the engine asks for the desktop version of a site: a desktop user agent
    /// (`WebEngine.prepareWebsiteMode(for:)`, `isDesktopWebsite`). Nil, or false for a URL, keeps the
    /// configured or default user agent. Not an initializer parameter, as in SkipWeb.
    public var desktopWebsiteForURL: ((URL) -> Bool)?
    /// The page to show in the view when a main-frame load fails (a GtkWeb addition): called on the main
    /// actor with the failure (a cancelled sign-in too; not for cancelled loads, downloads or
    /// content-blocked pages), it returns the HTML to show, or nil to keep the current page (WebKit's own
    /// error page is never shown). The
    /// page is shown as the failed address (`WebEngine.loadAlternateHTML(_:forFailedURL:baseURL:)`): the
    /// engine's URL stays the failed one, Back returns to the page before it, reloading retries, and
    /// `lastError` stays set while it is shown. The HTML runs with the failed address's origin, so text
    /// from the error (its message, its URL) must be escaped. Nil by default.
    public var errorPageHTML: ((WebLoadError) -> String?)?

    /// Whether engines made from this configuration are for WebKit's automation (WebDriver): their view
    /// is created with `is-controlled-by-automation`, the one kind of view a `WebAutomation` request may
    /// answer with. Read when an engine is created; popup child engines are never controlled. Not an
    /// initializer parameter (GtkWeb's addition; SkipWeb has none).
    public var isControlledByAutomation = false

    // MARK: Profiles
    /// Which website data store engines made from this configuration use (see `WebProfile`). Read when
    /// an engine is created; changing it later does not move a live engine.
    public var profile: WebProfile
    /// The store a popup child must share with its opener, set by
    /// `WebEngine.popupChildMirroredConfiguration()`; wins over `profile` when set.
    var inheritedProfile: ProfileResolution?
    // MARK: Content blockers (API in ContentBlockers/WebEngineConfiguration+ContentBlockers.swift)
    /// The content blockers of engines made from this configuration. After changing it on a live
    /// engine's configuration (including to nil), call `WebEngine.reapplyContentBlockers()`.
    /// Ignored when `contentBlockerRuntime` is set.
    public var contentBlockers: WebContentBlockerConfiguration?
    /// A runtime shared with other configurations: its prepared rules are used instead of
    /// `contentBlockers`.
    public var contentBlockerRuntime: WebContentBlockerRuntime?
    /// The problems of the last content-blocker preparation (`prepareContentBlockers()`, an engine's
    /// `awaitContentBlockerSetup()` or `reapplyContentBlockers()`).
    public internal(set) var contentBlockerSetupErrors: [WebContentBlockerError] = []
    /// A folder set through `contentBlockerCacheDirectory`, overriding the profile cache root.
    @MainActor package static var contentBlockerCacheOverride: URL?
    /// The runtime that serves `contentBlockers` (made on first use).
    var implicitContentBlockerRuntime: WebContentBlockerRuntime?
    // END content blockers
    // MARK: JavaScript bridge

    /// Scripts every document runs; see `WebViewUserScript`. A live engine picks up changes with
    /// `WebEngine.updateUserScripts()`.
    public var userScripts: [WebViewUserScript]
    /// Handler names pages can post to (`window.webkit.messageHandlers.<name>.postMessage(value)`),
    /// delivered to `scriptMessageDelegate`. Each must be a JavaScript identifier, unique, and not
    /// start with `gtkweb`; `validate()` says which is not. A live engine picks up changes with
    /// `WebEngine.refreshMessageHandlers()`.
    public var scriptMessageHandlerNames: [String]
    /// Receives the messages posted to `scriptMessageHandlerNames`. Kept strongly.
    public var scriptMessageDelegate: (any WebViewScriptMessageDelegate)?
    /// Storage of the deprecated `messageHandlers`.
    @ObservationIgnored var legacyMessageHandlers: [String: WebViewMessageHandler]
    /// Whether console output, uncaught errors and unhandled rejections of every frame reach
    /// `consoleDelegate`, or, without one, GLib debug messages of the `GtkWeb` domain. On by default, as
    /// in SkipWeb. Without a delegate the capture scripts are installed only when GLib would show those
    /// messages (`G_MESSAGES_DEBUG` names `GtkWeb` or `all` when the engine is made or
    /// `applyConfiguration()` runs), so pages pay nothing for output no one reads.
    public var capturesConsoleOutput: Bool
    /// Receives captured console output; see `WebConsoleMessage`. Kept strongly.
    public var consoleDelegate: (any WebConsoleDelegate)?

    /// Closures called with the messages posted to their handler names (SkipWeb's older API, with
    /// SkipWeb's closure type). For each message a task started at once on the main actor calls the
    /// closure (a closure written in main-actor code runs there); names follow the rules of
    /// `scriptMessageHandlerNames` and must not repeat one of them.
    @available(*, deprecated, message: "Use scriptMessageHandlerNames and scriptMessageDelegate.")
    public var messageHandlers: [String: WebViewMessageHandler] {
        get { legacyMessageHandlers }
        set { legacyMessageHandlers = newValue }
    }

    // MARK: -

    /// Creates a configuration; every parameter has SkipWeb's default and SkipWeb's position, followed
    /// by GtkWeb's additions (`isInspectable`, `consoleDelegate`), which SkipWeb code never passes.
    public init(
        javaScriptEnabled: Bool = true,
        javaScriptCanOpenWindowsAutomatically: Bool = false,
        allowsBackForwardNavigationGestures: Bool = true,
        allowsPullToRefresh: Bool = true,
        allowsInlineMediaPlayback: Bool = true,
        dataDetectorsEnabled: Bool = true,
        isScrollEnabled: Bool = true,
        pageZoom: CGFloat = 1.0,
        isOpaque: Bool = true,
        customUserAgent: String? = nil,
        profile: WebProfile = .default,
        userScripts: [WebViewUserScript] = [],
        scriptMessageHandlerNames: [String] = [],
        scriptMessageDelegate: (any WebViewScriptMessageDelegate)? = nil,
        messageHandlers: [String: WebViewMessageHandler] = [:],
        schemeHandlers: [String: URLSchemeHandler] = [:],
        uiDelegate: (any SkipWebUIDelegate)? = nil,
        navigationDelegate: (any SkipWebNavigationDelegate)? = nil,
        contentBlockers: WebContentBlockerConfiguration? = nil,
        capturesConsoleOutput: Bool = true,
        contentBlockerRuntime: WebContentBlockerRuntime? = nil,
        isInspectable: Bool = false,
        consoleDelegate: (any WebConsoleDelegate)? = nil
    ) {
        self.javaScriptEnabled = javaScriptEnabled
        self.javaScriptCanOpenWindowsAutomatically = javaScriptCanOpenWindowsAutomatically
        self.allowsBackForwardNavigationGestures = allowsBackForwardNavigationGestures
        self.allowsPullToRefresh = allowsPullToRefresh
        self.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        self.dataDetectorsEnabled = dataDetectorsEnabled
        self.isScrollEnabled = isScrollEnabled
        self.pageZoom = pageZoom
        self.isOpaque = isOpaque
        self.customUserAgent = customUserAgent
        self.profile = profile
        self.userScripts = userScripts
        self.scriptMessageHandlerNames = scriptMessageHandlerNames
        self.scriptMessageDelegate = scriptMessageDelegate
        self.navigationDelegate = navigationDelegate
        self.contentBlockers = contentBlockers
        self.capturesConsoleOutput = capturesConsoleOutput
        self.contentBlockerRuntime = contentBlockerRuntime
        self.legacyMessageHandlers = messageHandlers
        self.schemeHandlers = schemeHandlers
        self.uiDelegate = uiDelegate
        self.isInspectable = isInspectable
        self.consoleDelegate = consoleDelegate
    }

    /// Whether this is the default `WebView.init` made because its caller gave no configuration (and no
    /// engine was made from it yet): such a view leaves the configuration of an engine it reuses alone.
    @ObservationIgnored var isWebViewDefault = false

    /// A default configuration marked as not chosen by the caller: the default of `WebView.init`'s
    /// `configuration` parameter.
    @usableFromInline static func webViewDefault() -> WebEngineConfiguration {
        let configuration = WebEngineConfiguration()
        configuration.isWebViewDefault = true
        return configuration
    }

    /// The WebKit settings this configuration asks for.
    var engineSettings: EngineSettings {
        EngineSettings(
            pageScriptsEnabled: javaScriptEnabled,
            canOpenWindowsAutomatically: javaScriptCanOpenWindowsAutomatically,
            backForwardGestures: allowsBackForwardNavigationGestures,
            inlineMediaPlayback: allowsInlineMediaPlayback,
            userAgent: customUserAgent,
            developerExtras: isInspectable)
    }

    /// The user style sheets the engine itself adds for this configuration.
    var engineStyleSheets: [String] {
        isScrollEnabled ? [] : ["html, body { overflow: hidden !important; }"]
    }
}
