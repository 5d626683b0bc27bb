import GLibInterop

/// An engine's links to other windows: the popup's opener, the `WebView` it is shown in, and the
/// signal handlers for popups, context menus and scrolling.
@MainActor
final class EngineWindowing {
    /// The engine whose page opened this one, for a popup.
    weak var opener: WebEngine?
    /// The `WebView` bound to the engine, if any.
    weak var hostView: WebView?
    /// How many popups this engine's page asked for, and how many the delegate allowed.
    var popupRequests = 0
    var popupsOpened = 0
    /// The installed scheme handlers, by lowercased scheme, and the ones refused.
    var schemeHandlers: [String: any URLSchemeHandler] = [:]
    var schemeHandlerErrors: [URLSchemeHandlerError] = []
    /// How many context menus WebKit asked about, and the titles of the last link menu GtkWeb replaced.
    var contextMenusSeen = 0
    var lastContextMenuTitles: [String] = []
    /// The scroll delegate's state and the page observer's channel, once a scroll delegate was set.
    var scroll: ScrollTracker?
    var scrollChannel: ScriptMessageChannel?
    /// The generic hiding handlers of the installed cosmetic-filter scripts, by handler name.
    var genericHidingChannels: [String: ScriptMessageChannel] = [:]
    /// Signal handlers attached to the view.
    var connections: [SignalConnection] = []
}
