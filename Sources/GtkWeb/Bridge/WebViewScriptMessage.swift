/// A message a page posted to a registered handler with
/// `window.webkit.messageHandlers.<name>.postMessage(value)`.
///
/// GtkWeb installs a small wrapper around `postMessage` in every frame (a document-start user
/// script in the handler's world) that JSON-encodes the value in the page and adds the sending
/// frame's URL: WebKitGTK itself tells native code neither (webkitgtk-mapping.md §11).
///
/// Trust: for a handler in the page's world, page scripts can bypass or imitate that wrapper, so
/// `sourceURL` and `isMainFrame` are what the page claims. For a handler registered in an isolated
/// world, only scripts in that world (your own user scripts) can post, and the wrapper reads the
/// frame's real location: use isolated worlds when these fields feed security decisions.
public struct WebViewScriptMessage: Equatable, Sendable {
    /// The handler's registered name.
    public let name: String
    /// The posted value as canonical JSON (`JSON.stringify` in the page): an object, array, or a
    /// fragment such as `"text"`, `42` or `null`. `undefined` (or no argument) arrives as `null`.
    public let bodyJSON: String
    /// The URL of the frame that posted, or nil when unknown: a value posted around GtkWeb's
    /// wrapper (before the first navigation after the handler was added, or by a page that calls
    /// WebKit's original `postMessage`).
    public let sourceURL: String?
    /// Whether the posting frame is the main frame; nil when unknown, as for `sourceURL`.
    public let isMainFrame: Bool?

    /// Creates a message (for tests and for forwarding).
    public init(name: String, bodyJSON: String, sourceURL: String? = nil, isMainFrame: Bool? = nil) {
        self.name = name
        self.bodyJSON = bodyJSON
        self.sourceURL = sourceURL
        self.isMainFrame = isMainFrame
    }
}
