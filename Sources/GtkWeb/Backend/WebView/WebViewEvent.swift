import GLibInterop

/// What a web view reports to its engine. Raised by `WebViewHandle` from WebKit's signals.
enum WebViewEvent {
    /// `load-changed` STARTED: a main-frame provisional navigation began.
    case started
    /// `load-changed` REDIRECTED.
    case redirected
    /// `load-changed` COMMITTED: the first bytes of the new page arrived.
    case committed
    /// `load-changed` FINISHED.
    case finished
    /// `load-failed` (or `load-failed-with-tls-errors`).
    case failed(uri: String?, error: GLibError)
    /// One of the observed properties changed: title, URI, progress, loading flag or history.
    case changed
    /// `web-process-terminated`; WebKit's reason code (0 crashed, 1 memory limit, 2 by API).
    case terminated(reason: Int)
}

/// A navigation WebKit asks permission for (`decide-policy`, navigation or new-window action).
struct NavigationActionInfo {
    var uri: String?
    var isUserGesture: Bool
    var isRedirect: Bool
    /// Whether WebKit asked for a new window (`target=_blank`, `window.open`).
    var isNewWindow: Bool
    /// The target frame name, when the link named one.
    var frameName: String?
    /// Whether the user clicked a link (`WEBKIT_NAVIGATION_TYPE_LINK_CLICKED`).
    var isLinkClick = false
    /// The mouse button that started it (1 left, 2 middle, 3 right), 0 when none did.
    var mouseButton = 0
    /// The modifier keys held.
    var modifiers: WebKeyModifiers = []
}

/// A history entry as WebKit stores it.
struct HistoryEntry {
    /// Identity of WebKit's list item (its address, stable while the item is in the list).
    var id: UInt
    var uri: String
    var originalURI: String
    var title: String?
}
