/// A posted message taken apart: the body's JSON and, when it came through GtkWeb's wrapper
/// (`BridgeScripts.messageWrapper`), the posting frame's URL, origin and main-frame flag.
struct ScriptMessageEnvelope {
    var bodyJSON: String
    var sourceURL: String?
    var origin: String?
    var isMainFrame: Bool?

    /// Whether the message carried this engine's token, i.e. came through the wrapper.
    var isWrapped: Bool { origin != nil }

    /// Reads `payload`. A string that starts with `"\u{1}" + token` is the wrapper's envelope
    /// `flag origin "\n" href "\n" json`; any other value was posted around the wrapper and is
    /// taken as the body itself (a string becomes a JSON string; `undefined` becomes `null`).
    init(_ payload: ScriptMessagePayload, token: String) {
        switch payload {
        case .json(let json):
            bodyJSON = json ?? "null"
        case .string(let text):
            if let parsed = Self.parse(text, token: token) {
                self = parsed
            } else {
                bodyJSON = JSONText.quote(text)
            }
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

    private static func parse(_ text: String, token: String) -> ScriptMessageEnvelope? {
        let bytes = text.utf8
        guard bytes.first == 1 else { return nil }
        var index = bytes.index(after: bytes.startIndex)
        for byte in token.utf8 {
            guard index != bytes.endIndex, bytes[index] == byte else { return nil }
            index = bytes.index(after: index)
        }
        guard index != bytes.endIndex else { return nil }
        let flag = bytes[index]
        let originStart = bytes.index(after: index)
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
