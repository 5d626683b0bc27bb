public import Foundation

/// A page's request for a new window (`window.open`, a link with `target=_blank`), as handed to
/// `SkipWebUIDelegate.webView(_:createWebViewWith:platformContext:)`.
///
/// On Linux `targetURL` is known when the request arrives (WebKit's navigation action carries it);
/// it is nil for `window.open()` without a URL. `isMainFrame` is always true (a new window is a main
/// frame) and `isDialog` is nil: WebKitGTK has no dialog flag.
public struct WebWindowRequest {
    /// The opener page's URL.
    public let sourceURL: URL?
    /// The URL the new window is to load.
    public let targetURL: URL?
    /// Whether a user gesture led to the request. Script the host runs with `evaluateJavaScript`
    /// counts as a gesture in WebKit.
    public let isUserGesture: Bool?
    /// Whether the window is a dialog; nil on Linux (unknown).
    public let isDialog: Bool?
    /// Whether the request targets a main frame.
    public let isMainFrame: Bool?

    /// Creates a request description.
    public init(sourceURL: URL?, targetURL: URL?, isUserGesture: Bool?, isDialog: Bool?, isMainFrame: Bool?) {
        self.sourceURL = sourceURL
        self.targetURL = targetURL
        self.isUserGesture = isUserGesture
        self.isDialog = isDialog
        self.isMainFrame = isMainFrame
    }
}
