/// A posted message taken apart: the body's JSON and, when it came through GtkWeb's wrapper
/// (`BridgeScripts.messageWrapper`), the posting frame's URL, origin and main-frame flag.
struct ScriptMessageEnvelope {
    var bodyJSON: String
    var sourceURL: String?
    var origin: String?
    var isMainFrame: Bool?

    /// Whether the message carried this engine's token, i.e. came through the wrapper.
    var isWrapped: Bool { origin != nil }

    /// Reads `payload`. A string that started with the engine's marker (`marker(token:)`) is the
    /// wrapper's envelope, `flag origin "\n" href "\n" json` after the marker; any other value was
    /// posted around the wrapper and is taken as the body itself (`undefined` becomes `null`).
    init(_ payload: ScriptMessagePayload) {
        switch payload {
        case .json(let json):
            bodyJSON = json ?? "null"
        case .marked(let text):
            self =
                Self.parse(text)
                ?? ScriptMessageEnvelope(bodyJSON: "null", sourceURL: nil, origin: nil, isMainFrame: nil)
        }
    }

    private init(bodyJSON: String, sourceURL: String?, origin: String?, isMainFrame: Bool?) {
        self.bodyJSON = bodyJSON
        self.sourceURL = sourceURL
        self.origin = origin
        self.isMainFrame = isMainFrame
    }

    /// The envelope's marker: U+0001, then the token.
    static func marker(token: String) -> String { "\u{1}" + token }

    /// Splits the envelope on its bytes, read through a span: a search of the text's UTF-8 view cost more
    /// than the rest of a message's delivery (callgrind, a page's `postMessage(i)` to a delegate).
    private static func parse(_ text: String) -> ScriptMessageEnvelope? {
        let utf8 = text.utf8
        let bytes = utf8.span
        guard !bytes.isEmpty else { return nil }
        let newline = UInt8(ascii: "\n")
        var originEnd = 1
        while originEnd < bytes.count, bytes[originEnd] != newline { originEnd += 1 }
        var hrefEnd = originEnd + 1
        while hrefEnd < bytes.count, bytes[hrefEnd] != newline { hrefEnd += 1 }
        guard hrefEnd < bytes.count else { return nil }
        func piece(_ start: Int, _ end: Int) -> String {
            let first = utf8.index(utf8.startIndex, offsetBy: start)
            return String(Substring(utf8[first..<utf8.index(utf8.startIndex, offsetBy: end)]))
        }
        return ScriptMessageEnvelope(
            bodyJSON: piece(hrefEnd + 1, bytes.count), sourceURL: piece(originEnd + 1, hrefEnd),
            origin: piece(1, originEnd), isMainFrame: bytes[0] == UInt8(ascii: "1"))
    }
}
