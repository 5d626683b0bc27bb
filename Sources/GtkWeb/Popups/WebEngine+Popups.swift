import Foundation
import GLibInterop

extension WebEngine {
    /// Makes a popup's engine: a view related to `opener`'s, on the opener's store.
    convenience init(popupOf opener: WebEngine, configuration: WebEngineConfiguration) {
        // A related view always lives on its opener's context; make the profile bookkeeping agree.
        if opener.profileError == nil { configuration.inheritedProfile = opener.profileResolution }
        self.init(configuration: configuration, relatedTo: opener)
        windowing.opener = opener
    }

    /// The engine whose page opened this one, when it is a popup that is still open.
    public var openerEngine: WebEngine? { windowing.opener }

    /// How many new windows this engine's page has asked for, and how many the UI delegate opened.
    public var popupCounts: (requested: Int, opened: Int) { (windowing.popupRequests, windowing.popupsOpened) }

    /// Calls `body` once, when WebKit is ready to show this popup's engine (`ready-to-show`), with the
    /// window features its opener asked for: a host that made the engine in
    /// `SkipWebUIDelegate.webView(_:createWebViewWith:platformContext:)` decides here whether it becomes
    /// a tab or a small window. Never called for an engine that is not a popup.
    public func whenReadyToShow(_ body: @escaping @MainActor (WebWindowFeatures) -> Void) {
        // WebKit emits `ready-to-show` twice for a window its own "Open Link in New Window" item opens;
        // a host shows the popup once.
        var isShown = false
        windowing.connections.append(
            handle.onReadyToShow { values in
                guard !isShown else { return }
                isShown = true
                body(
                    WebWindowFeatures(
                        width: values.width > 0 ? values.width : nil, height: values.height > 0 ? values.height : nil,
                        isToolbarVisible: values.toolbarVisible, isLocationbarVisible: values.locationbarVisible,
                        isMenubarVisible: values.menubarVisible, isResizable: values.resizable))
            })
    }

    /// Connects the view's `create` and `close` signals to the UI delegate.
    func connectWindowSignals() {
        windowing.connections.append(
            handle.onCreateWindow { [weak self] action in self?.openWindow(for: action)?.handle })
        windowing.connections.append(handle.onClose { [weak self] in self?.reportClose() })
        connectContextMenu()
    }

    /// The view to hand the UI delegate: the `WebView` showing this engine, or a wrapper made now.
    var delegateView: WebView { windowing.hostView ?? WebView(wrapping: self) }

    /// Asks the UI delegate for a popup's engine; nil denies the popup.
    private func openWindow(for action: NewWindowAction) -> WebEngine? {
        windowing.popupRequests += 1
        guard let delegate = configuration.uiDelegate else { return nil }
        let request = WebWindowRequest(
            sourceURL: url, targetURL: action.targetURI.flatMap { URL(string: $0) },
            isUserGesture: action.isUserGesture, isDialog: nil, isMainFrame: true)
        let context = GtkCreateWindowParams(opener: self, request: request)
        guard let child = delegate.webView(delegateView, createWebViewWith: request, platformContext: context) else {
            return nil
        }
        guard context.made(child) else {
            GLibLog.warning(
                "SkipWebUIDelegate returned an engine not made by platformContext.makeChildWebEngine(configuration:);"
                    + " WebKit accepts only a view related to the opener, so the popup was denied")
            return nil
        }
        windowing.popupsOpened += 1
        return child
    }

    /// The page asked to close this view: tell the opener's delegate, if this is a popup.
    private func reportClose() {
        guard let opener = windowing.opener, let delegate = opener.configuration.uiDelegate else { return }
        delegate.webViewDidClose(opener.delegateView, child: self)
    }
}

extension WebView {
    /// A view around an engine that no `WebView` shows, for delegate calls that need one.
    convenience init(wrapping engine: WebEngine) {
        let navigator = WebViewNavigator()
        navigator.webEngine = engine
        self.init(navigator: navigator)
    }
}
