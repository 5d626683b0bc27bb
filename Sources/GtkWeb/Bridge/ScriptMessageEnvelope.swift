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

    private static func parse(_ text: String) -> ScriptMessageEnvelope? {
        let bytes = text.utf8
        guard let flag = bytes.first else { return nil }
        let originStart = bytes.index(after: bytes.startIndex)
        let newline = UInt8(ascii: "\n")
        guard let originEnd = bytes[originStart...].firstIndex(of: newline) else { return nil }
        let hrefStart = bytes.index(after: originEnd)
        guard let hrefEnd = bytes[hrefStart...].firstIndex(of: newline) else { return nil }
        return ScriptMessageEnvelope(
            bodyJSON: String(text[bytes.index(after: hrefEnd)...]),
            sourceURL: String(text[hrefStart..<hrefEnd]),
            origin: String(text[originStart..<originEnd]),
            isMainFrame: flag == UInt8(ascii: "1"))
    }
}
