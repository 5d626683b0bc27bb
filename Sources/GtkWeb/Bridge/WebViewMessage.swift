public import Foundation

/// A message delivered to a closure of the deprecated `WebEngineConfiguration.messageHandlers`.
///
/// SkipWeb's iOS type also carries WebKit's `WKFrameInfo`, which has no WebKitGTK equivalent; the
/// frame's URL and main-frame flag are here directly. Prefer `WebViewScriptMessage`.
public struct WebViewMessage: Equatable {
    private let id = UUID()
    /// The handler's registered name.
    public let name: String
    /// The posted value, decoded from JSON with `JSONSerialization` (fragments allowed): `String`,
    /// `NSNumber`, `[Any]`, `[String: Any]` or `NSNull`.
    public let body: Any
    /// The posted value as JSON (see `WebViewScriptMessage.bodyJSON`).
    public let bodyJSON: String
    /// Whether the posting frame is the main frame; true when unknown (see `WebViewScriptMessage`).
    public let isMainFrame: Bool
    /// The posting frame's URL, when known.
    public let requestURL: URL?
    /// The URL of the engine's main document when the message arrived.
    public let mainDocumentURL: URL?

    init(_ message: WebViewScriptMessage, mainDocumentURL: URL?) {
        name = message.name
        bodyJSON = message.bodyJSON
        // The wrapper produced the JSON, so it parses; NSNull keeps a body that somehow does not.
        body =
            (try? JSONSerialization.jsonObject(with: Data(message.bodyJSON.utf8), options: .fragmentsAllowed))
            ?? NSNull()
        isMainFrame = message.isMainFrame ?? true
        requestURL = message.sourceURL.flatMap(URL.init(string:))
        self.mainDocumentURL = mainDocumentURL
    }

    /// Two messages are equal when they are the same delivery (as in SkipWeb).
    public static func == (lhs: WebViewMessage, rhs: WebViewMessage) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name
    }
}
