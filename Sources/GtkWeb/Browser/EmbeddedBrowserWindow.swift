public import Foundation

/// A small browser window of the app (`WebBrowserMode.embeddedBrowser`): a header bar with the page's
/// title, back, forward and reload buttons, and the custom actions in a menu, around its own engine.
///
/// The window stays open while this object lives; release it (or call `close()`) to close it.
@MainActor
public final class EmbeddedBrowserWindow {
    /// The engine showing the page (default configuration, default profile).
    public let engine: WebEngine
    private var chrome: EmbeddedBrowserWindowView?
    private var observer: UInt64?

    init(url: URL, params: EmbeddedParams, configuration: WebEngineConfiguration = WebEngineConfiguration()) {
        let engine = WebEngine(configuration: configuration)
        self.engine = engine
        let actions = params.customActions.map { action in
            (
                label: action.label,
                run: { [weak engine] in
                    if let url = engine?.url { action.handler(url) }
                }
            )
        }
        chrome = EmbeddedBrowserWindowView(
            width: 800, height: 600, onBack: { [weak engine] in engine?.goBack() },
            onForward: { [weak engine] in engine?.goForward() }, onReload: { [weak engine] in engine?.reload() },
            actions: actions, content: { engine.unsafeAttach(toContainer: $0) })
        chrome?.setTitle(url.absoluteString)
        chrome?.setNavigation(canGoBack: false, canGoForward: false)
        observer = engine.addObserver { [weak self] _ in self?.refresh() }
        WebViewNavigator.start(url, in: engine)
    }

    isolated deinit {
        if let observer { engine.removeObserver(observer) }
        // Out of the window before it is destroyed, so the view is not destroyed with it.
        engine.detachFromContainer()
    }

    /// The title shown in the header bar: the page's title, or its URL while it has none.
    public var title: String? { chrome?.title }

    /// The labels of the custom-action menu, in order.
    public var actionLabels: [String] { chrome?.menuLabels ?? [] }

    /// Runs the custom action at `index` as choosing it in the menu does (with the page's current URL).
    public func performAction(at index: Int) { chrome?.activateMenuItem(at: index) }

    /// Whether the back and forward buttons are enabled.
    public var navigationButtonsEnabled: (back: Bool, forward: Bool) {
        chrome?.navigationEnabled ?? (false, false)
    }

    /// The window's position on screen and size. With the GTK4 trait x and y are those of X11, and 0 on
    /// Wayland, which does not tell an application where its window is.
    public var frame: (x: Int, y: Int, width: Int, height: Int) { chrome?.frame ?? (0, 0, 0, 0) }

    /// Closes the window; the engine is parked offscreen and stays usable.
    public func close() {
        engine.detachFromContainer()
        chrome = nil
    }

    private func refresh() {
        if let title = engine.title, !title.isEmpty {
            chrome?.setTitle(title)
        } else if let url = engine.url {
            chrome?.setTitle(url.absoluteString)
        }
        chrome?.setNavigation(canGoBack: engine.canGoBack, canGoForward: engine.canGoForward)
    }
}

extension WebViewNavigator {
    /// Starts loading `url` in `engine`, logging a failure (a window has nobody to throw to).
    @MainActor
    static func start(_ url: URL, in engine: WebEngine) {
        let navigator = WebViewNavigator()
        navigator.webEngine = engine
        navigator.load(url: url)
    }
}
