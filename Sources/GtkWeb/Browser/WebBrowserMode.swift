public import Foundation

/// How to open a page outside the app's own web views (SkipWeb's `openWebBrowser` modes).
public enum WebBrowserMode {
    /// Open the URL in the desktop's default browser (GIO's default handler for the URL's scheme).
    case launchBrowser
    /// Open the URL in a small browser window of the app (see `EmbeddedBrowserWindow`).
    case embeddedBrowser(params: EmbeddedParams?)
}

/// How the embedded browser is presented. On Linux both open a separate window.
public enum WebBrowserPresentationMode {
    /// A separate window (iOS: a sliding sheet).
    case sheet
    /// A separate window (iOS: a navigation push).
    case navigation
}

/// Configuration of the embedded browser.
public struct EmbeddedParams {
    /// How the browser is presented; both modes open a window on Linux.
    public var presentationMode: WebBrowserPresentationMode
    /// Actions listed in the window's menu, called with the page's current URL.
    public var customActions: [WebBrowserAction]

    /// Creates parameters.
    public init(presentationMode: WebBrowserPresentationMode = .sheet, customActions: [WebBrowserAction] = []) {
        self.presentationMode = presentationMode
        self.customActions = customActions
    }
}

/// A custom action of the embedded browser's menu.
public struct WebBrowserAction {
    /// The menu item's label.
    public let label: String
    /// Called with the page's current URL.
    public let handler: (URL) -> Void

    /// Creates an action.
    public init(label: String, handler: @escaping (URL) -> Void) {
        self.label = label
        self.handler = handler
    }
}

/// Why a page could not be opened elsewhere.
public enum WebBrowserError: Error, Equatable, Sendable, LocalizedError {
    /// The URL has no scheme (it is relative or empty).
    case invalidURL(String)
    /// The desktop could not open the URL: no handler for its scheme, or the handler failed to start.
    case launchFailed(url: String, reason: String)

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .invalidURL(let url): "cannot open \(url.debugDescription): it has no scheme"
        case .launchFailed(let url, let reason): "the desktop could not open \(url): \(reason)"
        }
    }
}
