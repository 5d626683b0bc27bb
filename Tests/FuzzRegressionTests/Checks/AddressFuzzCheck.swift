import Foundation

#if !FUZZING
    @testable import GtkWebShell
#endif

/// The address bar's parser: any typed text is refused (nil) or becomes a URL with a scheme; text with a
/// space inside is never an address; a typed absolute path becomes a `file:` URL; parsing is
/// deterministic.
enum AddressFuzzCheck {
    static let name = "address"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let typed = fuzzText(bytes)
        guard let url = AddressParser.url(from: typed) else { return }
        let shown = typed.debugDescription
        let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        try fuzzRequire(!trimmed.contains(" "), name, "\(shown), with a space, became \(url)")
        try fuzzRequire(!(url.scheme ?? "").isEmpty, name, "\(shown) became \(url), without a scheme")
        if trimmed.hasPrefix("/") {
            try fuzzRequire(url.isFileURL, name, "the path \(shown) became \(url)")
        }
        try fuzzRequire(AddressParser.url(from: typed) == url, name, "two parses of \(shown) differ")
        try fuzzRequire(
            URL(string: url.absoluteString) != nil, name, "\(shown) became \(url), which does not parse back")
    }
}
