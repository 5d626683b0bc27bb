import Foundation

#if !FUZZING
    @testable import GtkWeb
#endif

/// Values a page sends over the bridge: any posted text is taken apart into an envelope (a marked one
/// keeps its body as the text after its second newline), its body decodes into a Swift type or fails
/// with an error `JSONText.describe` puts in words, and any string quoted by `JSONText.quote` reads back
/// as itself.
enum BridgeValuesFuzzCheck {
    struct Message: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double?
        var tags: [String]?
        var flags: [String: Bool]?
    }

    static let name = "bridge-values"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let text = fuzzText(bytes)
        let marked = ScriptMessageEnvelope(.marked(text))
        if marked.isWrapped {
            try fuzzRequire(
                text.hasSuffix(marked.bodyJSON), name, "the body of \(text.debugDescription) is not its tail")
        } else {
            try fuzzRequire(marked.bodyJSON == "null", name, "an unreadable envelope gave the body \(marked.bodyJSON)")
        }
        for body in [ScriptMessageEnvelope(.json(text)).bodyJSON, marked.bodyJSON] {
            do {
                _ = try JSONDecoder().decode(Message.self, from: Data(body.utf8))
            } catch {
                try fuzzRequire(!JSONText.describe(error).isEmpty, name, "a decoding error without words")
            }
        }
        let quoted = JSONText.quote(text)
        let readBack = try? JSONDecoder().decode(String.self, from: Data(quoted.utf8))
        try fuzzRequire(
            readBack == text, name,
            "\(text.debugDescription) quoted as \(quoted) reads back as \(String(describing: readBack))")
    }
}
