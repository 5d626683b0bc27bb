/// What a page asked of a window it opened: the features of `window.open(url, name, "width=…,height=…")`,
/// from WebKit's window properties (`WebKitWindowProperties`). A GtkWeb addition to SkipWeb.
///
/// WebKit knows them only once the popup is ready to show, after the UI delegate made its engine:
/// read them with `WebEngine.whenReadyToShow(_:)`. The visibility flags are the page's own (`location=no`
/// hides the location bar); WebKitGTK's defaults, when the page names none, are no toolbar, a location
/// bar and a menu bar. The size is WebKit's frame for the new window, computed before the popup is in a
/// window of its own: a size the page asked for comes out fitted to that (often WebKit's 100 px
/// minimum), so treat it as a hint.
public struct WebWindowFeatures: Sendable, Equatable {
    /// WebKit's width for the new window (see above); nil when it has none.
    public var width: Int?
    /// WebKit's height for the new window; nil when it has none.
    public var height: Int?
    /// Whether the page wants a toolbar.
    public var isToolbarVisible: Bool
    /// Whether the page wants a location bar.
    public var isLocationbarVisible: Bool
    /// Whether the page wants a menu bar.
    public var isMenubarVisible: Bool
    /// Whether the window may be resized.
    public var isResizable: Bool

    /// Creates a description of the features.
    public init(
        width: Int?, height: Int?, isToolbarVisible: Bool = true, isLocationbarVisible: Bool = true,
        isMenubarVisible: Bool = true, isResizable: Bool = true
    ) {
        self.width = width
        self.height = height
        self.isToolbarVisible = isToolbarVisible
        self.isLocationbarVisible = isLocationbarVisible
        self.isMenubarVisible = isMenubarVisible
        self.isResizable = isResizable
    }

    /// Whether the page asked for a dialog-like window rather than a tab: it hid the location bar or
    /// the menu bar (`window.open(url, name, "location=no")`, `"menubar=no,…"`).
    public var isDialog: Bool { !isLocationbarVisible || !isMenubarVisible }
}
