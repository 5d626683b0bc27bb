import CWebKitGTK
import GLibInterop

/// What WebKit says about a window a page asks to open (the `create` signal's navigation action).
struct NewWindowAction {
    /// The URL the new window is to load; nil for `window.open()` without one (`about:blank`).
    var targetURI: String?
    /// Whether a user gesture led to the request (host-evaluated script counts as one in WebKit).
    var isUserGesture: Bool
}

/// WebKit's window properties of a new window, as plain values (a size of 0 was not asked for).
struct WindowFeatureValues {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var toolbarVisible: Bool
    var locationbarVisible: Bool
    var menubarVisible: Bool
    var resizable: Bool
}

extension WebViewHandle {
    /// Answers WebKit's `create` signal: `decide` returns the view to show the new window in, or nil to
    /// deny it (the page's `window.open` then returns null).
    ///
    /// The returned view must be related to this one (`init(relatedTo:…)`): anything else is refused
    /// here with a log line, since WebKit would abort on it. The view is lent to WebKit (`lendObject`).
    func onCreateWindow(_ decide: @escaping (NewWindowAction) -> WebViewHandle?) -> SignalConnection {
        view.connect("create") { [weak self] arguments in
            guard let self, let raw = arguments.pointer(1) else { return }
            let action = OpaquePointer(raw)
            let request = webkit_navigation_action_get_request(action)
            let uri = String(borrowingCString: webkit_uri_request_get_uri(request))
            let info = NewWindowAction(
                targetURI: (uri?.isEmpty ?? true) || uri == "about:blank" ? nil : uri,
                isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0)
            guard let child = decide(info) else { return }
            guard child.sharesContext(with: self), child !== self else {
                GLibLog.warning("a popup's view must be related to its opener's; the popup was denied")
                return
            }
            lendObject(child.view.raw, asReturnOf: arguments)
        }
    }

    /// Calls `body` once WebKit is ready to show this view as a new window (`ready-to-show`), with the
    /// window features its opener asked for (`webkit_web_view_get_window_properties`).
    func onReadyToShow(_ body: @escaping (WindowFeatureValues) -> Void) -> SignalConnection {
        view.connect("ready-to-show") { [weak self] _ in
            guard let self, let properties = webkit_web_view_get_window_properties(self.webView) else { return }
            var geometry = GdkRectangle()
            webkit_window_properties_get_geometry(properties, &geometry)
            body(
                WindowFeatureValues(
                    x: Int(geometry.x), y: Int(geometry.y), width: Int(geometry.width), height: Int(geometry.height),
                    toolbarVisible: webkit_window_properties_get_toolbar_visible(properties) != 0,
                    locationbarVisible: webkit_window_properties_get_locationbar_visible(properties) != 0,
                    menubarVisible: webkit_window_properties_get_menubar_visible(properties) != 0,
                    resizable: webkit_window_properties_get_resizable(properties) != 0))
        }
    }

    /// Calls `body` when the page asks to close this view (`close`: `window.close()` in the page, or
    /// the opener closing it).
    func onClose(_ body: @escaping () -> Void) -> SignalConnection {
        view.connect("close") { _ in body() }
    }
}
