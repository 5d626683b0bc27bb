import Foundation

/// Translates an Adblock Plus URL pattern (`||ads.example.com^`, `|https://`, `/banner/*/img^`) into a WebKit
/// `url-filter` regular expression.
///
/// | Adblock Plus | WebKit url-filter |
/// |---|---|
/// | `\|\|host` | `^[^:/]+://([^/:]+\.)?host` — any scheme, the host or any subdomain |
/// | `^` right after a `\|\|` host | `[/:]` — WebKit's parsed URLs always have a path or port there |
/// | `^` elsewhere | `[^a-zA-Z0-9_.%-]`, or `([^a-zA-Z0-9_.%-].*)?$` at the end ("separator or end") |
/// | `\|` at start / end | `^` / `$` |
/// | `*` | `.*` (dropped at either end, where it changes nothing) |
/// | `. + ? $ ( ) [ ] { } \` | escaped |
///
/// WebKit's regex subset has no `|` at all, so a `|` anywhere but the two ends is refused rather than escaped.
enum FilterPatternTranslator {
    /// The prefix `||` becomes: a scheme, `://`, then optional subdomain labels.
    static let hostAnchorPrefix = #"^[^:/]+://([^/:]+\.)?"#
    /// One Adblock Plus separator character: anything but a letter, digit, `_`, `-`, `.` or `%`.
    static let separator = "[^a-zA-Z0-9_.%-]"
    /// The url-filter that matches every URL.
    static let matchAll = ".*"

    /// Translates a pattern.
    ///
    /// - Parameter pattern: The pattern without `@@` and options. `/…/` regex patterns are handled by
    ///   `FilterRegexTranslator`, not here.
    /// - Returns: The url-filter; `.*` for an empty pattern.
    /// - Throws: `FilterConversionFailure.invalidPattern` for characters WebKit cannot match.
    static func urlFilter(for pattern: Substring) throws(FilterConversionFailure) -> String {
        var body = pattern
        var hostAnchored = false
        var startAnchored = false
        var endAnchored = false
        if body.hasPrefix("||") {
            hostAnchored = true
            body = body.dropFirst(2)
        } else if body.hasPrefix("|") {
            startAnchored = true
            body = body.dropFirst()
        }
        if body.hasSuffix("|") {
            endAnchored = true
            body = body.dropLast()
        }
        try validateCharacters(of: body)

        // A wildcard next to an anchor cancels it; at an unanchored end it changes nothing.
        if startAnchored && body.hasPrefix("*") { startAnchored = false }
        if endAnchored && body.hasSuffix("*") { endAnchored = false }
        if !hostAnchored {
            while body.hasPrefix("*") { body = body.dropFirst() }
        }
        while body.hasSuffix("*") { body = body.dropLast() }

        if hostAnchored && (body.isEmpty || body.first == "^" || body.first == "/") {
            throw .invalidPattern("'||' must be followed by a host name")
        }
        if body.isEmpty {
            return matchAll
        }

        // The host of a `||` pattern runs up to the first character that cannot be part of one.
        let hostEnd: Substring.Index =
            hostAnchored ? (body.firstIndex { "/^:?#".contains($0) } ?? body.endIndex) : body.startIndex

        var filter = hostAnchored ? hostAnchorPrefix : (startAnchored ? "^" : "")
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            let next = body.index(after: index)
            switch character {
            case "*":
                if !filter.hasSuffix(".*") { filter += ".*" }
            case "^" where hostAnchored && index == hostEnd:
                filter += "[/:]"
            case "^" where next == body.endIndex:
                // "A separator or the end of the address": optional separator group anchored at the end.
                filter += endAnchored ? separator + "?" : "(" + separator + ".*)?"
                endAnchored = true
            case "^":
                filter += separator
            case ".", "+", "?", "$", "(", ")", "[", "]", "{", "}", "\\":
                filter += "\\" + String(character)
            default:
                filter += index < hostEnd ? character.lowercased() : String(character)
            }
            index = next
        }
        if endAnchored { filter += "$" }
        return filter
    }

    /// The host of a pattern that names nothing but a host (`||example.com^`, `||example.com`,
    /// `||example.com/`), lowercased; `nil` for any other pattern.
    ///
    /// Page-wide exceptions (`@@||example.com^$document`) become `if-domain` conditions, which only such
    /// patterns can express.
    static func bareHost(of pattern: Substring) -> String? {
        guard pattern.hasPrefix("||") else { return nil }
        var host = pattern.dropFirst(2)
        if host.hasSuffix("|") { host = host.dropLast() }
        if host.hasSuffix("^") || host.hasSuffix("/") { host = host.dropLast() }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_")
        let lowered = host.lowercased()
        guard !lowered.isEmpty, lowered.allSatisfy({ allowed.contains($0) }), !lowered.hasPrefix("."),
            !lowered.hasSuffix(".")
        else { return nil }
        return lowered
    }

    private static func validateCharacters(of body: Substring) throws(FilterConversionFailure) {
        for scalar in body.unicodeScalars {
            guard scalar.isASCII else {
                throw .invalidPattern(
                    "WebKit url-filters are ASCII only (write hosts in punycode, paths percent-encoded)")
            }
            if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F {
                throw .invalidPattern("a URL pattern cannot contain whitespace or control characters")
            }
            if scalar == "|" {
                throw .invalidPattern("'|' is only an anchor at either end, and WebKit regexes cannot contain '|'")
            }
        }
    }
}
