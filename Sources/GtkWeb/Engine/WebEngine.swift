public import Foundation
import GLibInterop

/// One web page: a WebKitGTK `WebKitWebView` with SkipWeb's engine API.
///
/// All members run on the main actor, where GTK and WebKit live. An engine starts parked in an
/// offscreen window (so it loads, renders and snapshots without being shown); packing it into a
/// `WebView` or any GTK container shows it.
///
/// As in SkipWeb (where it derives from `WebObjectBase`, `NSObject` on Apple platforms), the class is
/// an open `NSObject` subclass.
@MainActor
open class WebEngine: NSObject {
    /// The configuration the engine was made from, or the one a `WebView` that took this engine from
    /// the `persistentWebViewID` cache (or a navigator) was given since (see `WebView.init`). Change it,
    /// then call `applyConfiguration()`.
    public internal(set) var configuration: WebEngineConfiguration

    let handle: WebViewHandle
    let hosting: ViewHosting
    let settings: SettingsHandle
    let userContent: UserContentHandle
    let context: WebContextHandle
    /// The website data store the configuration's profile resolved to, and why it failed, if it did.
    let profileResolution: ProfileResolution
    /// Script message handlers, replies in flight, console capture.
    let bridge: ScriptBridge

    var observers: [UInt64: (WebEngineEvent) -> Void] = [:]
    private var nextObserverID: UInt64 = 0
    var pendingLoad: PendingLoad?
    /// Idle callbacks that resume finished loads (see `handle(_:)`).
    var finishResumers: [UInt64: MainLoopSource] = [:]
    var nextLoadID: UInt64 = 0
    /// The URL this engine itself was last asked to load (to recognise its main-frame navigation).
    var engineInitiatedURI: String?
    /// `load-failed` signals whose trailing FINISHED has not arrived yet.
    var unpairedFailures = 0
    /// The view's count of allowed navigation actions when the provisional navigation started, nil
    /// when none is provisional: a later action means a newer navigation replaces it.
    var navigationActionsAtStart: UInt64?
    /// The last certificate failure per https server (host and port), until a page of it commits or its certificate
    /// is allowed (`WebEngine+RefusedCertificates.swift`).
    var refusedCertificateFailures: [String: WebLoadError] = [:]
    /// Error pages asked for (`showErrorPage`) whose load has not started yet.
    var errorPageLoadsPending = 0
    var lastCommittedURL: URL?
    /// The view-level `shouldOverrideUrlLoading` closure, set by `WebView`.
    var urlLoadingOverride: ((URL, Bool) -> Bool)?
    /// Content-blocker state (ContentBlockers/WebEngine+ContentBlockers.swift).
    let contentBlocking = EngineContentBlocking()
    /// Download detection and the downloads this engine's view started (Downloads/).
    let downloads = EngineDownloads()
    /// Popup links, the view shown in, context-menu and scroll wiring (Popups/, Schemes/, Input/).
    let windowing = EngineWindowing()

    /// Whether a main-frame navigation has started but not yet committed.
    public internal(set) var isProvisionallyNavigating = false
    /// The last navigation failure, cleared when a new navigation starts.
    public internal(set) var lastError: WebLoadError?
    /// Why the web process last ended, until the next load brings a new one.
    public internal(set) var webProcessTermination: WebProcessTerminationReason?
    /// Whether the engine asks for sites' desktop versions (a desktop user agent), as decided by
    /// `prepareWebsiteMode(for:)` from `configuration.desktopWebsiteForURL`.
    public internal(set) var isDesktopWebsite = false
    /// Whether anything was asked to load in this engine (`load(url:)`, `loadHTML`, a reload after a
    /// crash). False for a fresh engine.
    public internal(set) var hasRequestedContent = false
    /// A unique identity of this engine, carried by its HTTP authentication challenges
    /// (`WebHTTPAuthenticationChallenge.id` starts with it).
    public let httpAuthenticationIdentity = UUID().uuidString
    /// The HTML given to the last `loadHTML`/`loadHTMLAndWait`, nil after a URL load (`WebViewState.pageHTML`).
    var loadedHTML: String?
    /// Answers WebKit's `authenticate` signal (WebEngine+Authentication.swift).
    var authenticationRequests: AuthenticationRequests?
    /// The host and realm of the page's own authentication challenge just cancelled, until its load fails.
    var cancelledPageAuthentication: CancelledPageAuthentication?
    /// A challenge raised before WebKit reported the start of a waiting `load(url:)`'s navigation, held
    /// back from the handler until that report (WebEngine+Authentication.swift).
    var challengeHeldUntilStart: HeldChallenge?
    /// The waiting `load(url:)` whose challenge WebKit dropped when it reported the navigation started;
    /// WebKit then fails that navigation as cancelled, and the engine loads it once more.
    var loadWhoseChallengeWasDropped: UInt64?
    /// The view's `permission-request` listener (`startAnsweringPermissions`).
    var permissionRequests: PermissionRequests?
    /// Why the configuration's handlers and user scripts were not installed, or nil when they were
    /// (see `WebEngineConfiguration.validate()`); `load(url:)` throws it.
    public internal(set) var configurationError: WebScriptBridgeError?

    /// Creates an engine and its web view.
    ///
    /// Initializes GTK and the main-loop bridge if the host has not (see `GtkWebRuntime`).
    ///
    /// The view is created on the WebKit context of `configuration.profile` (creating the profile's
    /// folders if needed). Like SkipWeb's, this initializer does not throw: when the profile is invalid
    /// or its folders cannot be used, the engine records the `WebProfileError` and `load(url:)`,
    /// `loadHTMLAndWait`, the cookie setters and `removeData` throw it (`loadHTML` does nothing,
    /// `cookies(for:)` returns none); nothing touches the disk. See `profileError`.
    public convenience init(configuration: WebEngineConfiguration = WebEngineConfiguration()) {
        self.init(configuration: configuration, relatedTo: nil)
    }

    /// Creates an engine; with `opener`, its view is related to the opener's (a popup, see
    /// `GtkCreateWindowParams`).
    init(configuration: WebEngineConfiguration, relatedTo opener: WebEngine?) {
        precondition(GtkWebRuntime.initialize(), "GtkWeb needs a display: GTK could not be initialized")
        self.configuration = configuration
        profileResolution = ProfileRegistry.shared.resolve(configuration)
        context = profileResolution.context.web
        settings = SettingsHandle()
        userContent = UserContentHandle()
        settings.apply(configuration.engineSettings)
        userContent.setStyleSheets(configuration.engineStyleSheets)
        if let opener {
            handle = WebViewHandle(relatedTo: opener.handle, userContent: userContent, settings: settings)
        } else {
            handle = WebViewHandle(
                context: context, userContent: userContent, settings: settings,
                automation: configuration.isControlledByAutomation)
        }
        hosting = ViewHosting(handle: handle)
        hosting.onWindowChange = { [settings] shown in settings.isShownInWindow = shown }
        bridge = ScriptBridge(userContent: userContent)
        super.init()
        handle.zoomLevel = Double(configuration.pageZoom)
        handle.setOpaque(configuration.isOpaque)
        handle.onEvent = { [weak self] event in self?.handle(event) }
        handle.shouldBlockNavigation = { [weak self] read in self?.shouldBlock(read) ?? false }
        handle.decideResponse = { [weak self] response, details in
            self?.decideResponse(response, details: details) ?? .show
        }
        startObservingDownloads()
        ProfileRegistry.shared.register(self, profileResolution)
        // Content blockers: attached now if prepared, else before the first `load(url:)`.
        startContentBlockerSetup()
        // The JavaScript bridge: handlers, console capture, user scripts.
        bridge.engine = self
        applyScriptConfiguration()
        connectWindowSignals()
        installSchemeHandlers()
        startAnsweringAuthentication()
        startAnsweringPermissions()
    }

    /// Re-applies the configuration's settings, zoom, opacity and style sheets to this live engine.
    public func applyConfiguration() {
        settings.apply(effectiveSettings)
        userContent.setStyleSheets(configuration.engineStyleSheets)
        handle.zoomLevel = Double(configuration.pageZoom)
        handle.setOpaque(configuration.isOpaque)
    }

    // MARK: - State

    /// The current page's URL.
    public var url: URL? { handle.uri.flatMap { URL(string: $0) } }
    /// The current page's title.
    public var title: String? { handle.title }
    /// Whether a load is in progress.
    public var isLoading: Bool { handle.isLoading }
    /// Load progress from 0 to 1.
    public var estimatedProgress: Double { handle.estimatedProgress }
    /// Whether there is a page to go back to.
    public var canGoBack: Bool { handle.canGoBack }
    /// Whether there is a page to go forward to.
    public var canGoForward: Bool { handle.canGoForward }
    /// Pages behind the current one, oldest first.
    public var backList: [WebHistoryItem] { handle.history.back.compactMap(WebHistoryItem.init) }
    /// Pages ahead of the current one, nearest first.
    public var forwardList: [WebHistoryItem] { handle.history.forward.compactMap(WebHistoryItem.init) }
    /// The current history entry.
    public var currentItem: WebHistoryItem? { handle.history.current.flatMap(WebHistoryItem.init) }
    /// Page zoom currently applied.
    public var pageZoom: CGFloat { CGFloat(handle.zoomLevel) }
    /// Whether the view paints an opaque background (`configuration.isOpaque` as applied).
    public var isOpaque: Bool { handle.isOpaque }
    /// Whether WebKit's inspector is enabled for this engine (developer extras).
    public var isInspectable: Bool { settings.developerExtras }
    /// The User-Agent the engine sends.
    public var userAgent: String { settings.userAgent }

    /// Whether the engine's view is shown in a window (packed into a host), rather than parked offscreen.
    public var isAttachedToWindow: Bool { hosting.isAttachedToWindow }

    /// A no-op on Linux, kept for SkipWeb compatibility (Android waits for a visual-state callback;
    /// WebKit reports navigation completion after the page is drawn).
    public func waitForPendingVisualUpdates() async {}

    // MARK: - Hosting

    /// The engine's `GtkWidget *`, to pack into a host's own GTK container.
    ///
    /// Escape hatch: the pointer is valid while the engine lives. Prefer `attach(toContainer:)`, which
    /// also takes the view out of its offscreen parking window; do not destroy the widget yourself.
    public var unsafeWidget: UnsafeMutableRawPointer { hosting.widget }

    /// Moves the engine's view into `container`, a `GtkContainer *` of the host's widget tree.
    ///
    /// With the GTK4 trait (GTK 4 has no `GtkContainer`), `container` is a `GtkBox *` (the view is
    /// appended) or any widget with a `child` property — `GtkWindow`, `GtkScrolledWindow`, `GtkFrame`,
    /// `GtkOverlay`, `AdwBin`, … (the view becomes its child): the two ways a GTK 4 parent takes any child
    /// widget. Another kind of widget is refused with a GLib warning and the view stays where it was.
    public func unsafeAttach(toContainer container: UnsafeMutableRawPointer) { hosting.attach(to: container) }

    /// Takes the view out of the host's widget tree and parks it offscreen again; the page stays. With the
    /// GTK4 trait the parked view has no window (GTK 4 has no offscreen window): it keeps its last size,
    /// and the page sees itself hidden (`document.hidden`; `requestAnimationFrame` paused, timers throttled).
    public func detachFromContainer() { hosting.park() }

    /// Opens WebKit's inspector for this page (needs `configuration.isInspectable`).
    public func showInspector() { handle.showInspector() }

    // MARK: - Observation (internal: state, navigator, view)

    /// Registers `body` for every engine event; returns a token for `removeObserver`.
    @discardableResult
    func addObserver(_ body: @escaping (WebEngineEvent) -> Void) -> UInt64 {
        nextObserverID += 1
        observers[nextObserverID] = body
        return nextObserverID
    }

    func removeObserver(_ id: UInt64) { observers[id] = nil }

    func notify(_ event: WebEngineEvent) {
        for observer in observers.values { observer(event) }
    }
}

/// What an engine tells its observers (the state object, the view wrapper).
enum WebEngineEvent {
    case stateChanged
    case provisionalNavigationStarted
    case committed
    case finished
    case failed(WebLoadError)
    case webProcessTerminated(WebProcessTerminationReason)
}
