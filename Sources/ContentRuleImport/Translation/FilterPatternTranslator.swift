import Foundation

/// Translates an Adblock Plus URL pattern (`||ads.example.com^`, `|https://`, `/banner/*/img^`) into a WebKit
/// `url-filter` regular expression.
///
/// | Adblock Plus | WebKit url-filter |
/// |---|---|
/// | `\|\|host` | `^[^:]+://([^/]+\.)?host` — any scheme, the host or any subdomain (the first `:` of a URL ends its scheme, the first `/` after `://` its authority) |
/// | `^` right after a `\|\|` host | `[/:]` — WebKit's parsed URLs always have a path or port there |
/// | `^` elsewhere | `[^a-zA-Z0-9_.%-]`, or `([^a-zA-Z0-9_.%-].*)?$` at the end ("separator or end") |
/// | `\|` at start / end | `^` / `$` |
/// | `*` | `.*` (dropped at either end, where it changes nothing) |
/// | `. + ? $ ( ) [ ] { } \` | escaped |
///
/// WebKit's regex subset has no `|` at all, so a `|` anywhere but the two ends is refused rather than escaped.
enum FilterPatternTranslator {
    /// The prefix `||` becomes: a scheme, `://`, then optional subdomain labels.
    static let hostAnchorPrefix = #"^[^:]+://([^/]+\.)?"#
    /// One Adblock Plus separator character: anything but a letter, digit, `_`, `-`, `.` or `%`.
    static let separator = "[^a-zA-Z0-9_.%-]"
    /// The characters of a lowercase host name.
    static let hostCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_")
    /// The url-filter that matches every URL.
    static let matchAll = ".*"

    /// Translates a pattern.
    ///
    /// - Parameter pattern: The pattern without `@@` and options. `/…/` regex patterns are handled by
    ///   `FilterRegexTranslator`, not here.
    /// - Returns: The url-filter; `.*` for an empty pattern.
    /// - Throws: `FilterConversionFailure.invalidPattern` for characters WebKit cannot match.
    static func urlFilter(for pattern: Substring) throws(FilterConversionFailure) -> String {
        // Bytes throughout: on ASCII text they are the characters, and this runs for every request filter.
        guard pattern.utf8.allSatisfy({ $0 < 0x80 }) else { try refuse(nonASCII: pattern) }
        var body = ArraySlice(pattern.utf8)
        var hostAnchored = false
        var startAnchored = false
        var endAnchored = false
        let bar = UInt8(ascii: "|")
        let star = UInt8(ascii: "*")
        if body.starts(with: [bar, bar]) {
            hostAnchored = true
            body = body.dropFirst(2)
        } else if body.first == bar {
            startAnchored = true
            body = body.dropFirst()
        }
        if body.last == bar {
            endAnchored = true
            body = body.dropLast()
        }
        try validateCharacters(of: body)

        // A wildcard next to an anchor cancels it; at an unanchored end it changes nothing.
        if startAnchored && body.first == star { startAnchored = false }
        if endAnchored && body.last == star { endAnchored = false }
        if !hostAnchored {
            while body.first == star { body = body.dropFirst() }
        }
        while body.last == star { body = body.dropLast() }

        if hostAnchored && (body.isEmpty || body.first == UInt8(ascii: "^") || body.first == UInt8(ascii: "/")) {
            throw .invalidPattern("'||' must be followed by a host name")
        }
        if body.isEmpty {
            return matchAll
        }

        let bytes = Array(body)
        // The host of a `||` pattern runs up to the first character that cannot be part of one.
        let hostEnd = hostAnchored ? (bytes.firstIndex(where: Self.endsHost) ?? bytes.count) : 0

        var filter: [UInt8] = []
        filter.reserveCapacity(hostAnchorPrefix.utf8.count + bytes.count * 2)
        if hostAnchored {
            filter += hostAnchorPrefix.utf8
        } else if startAnchored {
            filter.append(UInt8(ascii: "^"))
        }
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case star:
                if !(filter.count >= 2 && filter[filter.count - 2] == UInt8(ascii: ".") && filter.last == star) {
                    filter += ".*".utf8
                }
            case UInt8(ascii: "^") where hostAnchored && index == hostEnd:
                filter += "[/:]".utf8
            case UInt8(ascii: "^") where index == bytes.count - 1:
                // "A separator or the end of the address": optional separator group anchored at the end.
                if endAnchored {
                    filter += separator.utf8
                    filter.append(UInt8(ascii: "?"))
                } else {
                    filter.append(UInt8(ascii: "("))
                    filter += separator.utf8
                    filter += ".*)?".utf8
                }
                endAnchored = true
            case UInt8(ascii: "^"):
                filter += separator.utf8
            case _ where Self.needsEscape(byte):
                filter.append(UInt8(ascii: "\\"))
                filter.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where index < hostEnd:
                filter.append(byte + 32)
            default:
                filter.append(byte)
            }
        }
        if endAnchored { filter.append(UInt8(ascii: "$")) }
        return String(decoding: filter, as: UTF8.self)
    }

    /// Refuses a pattern holding bytes outside ASCII, with the reason character-by-character reading gives:
    /// the anchors it strips are whole characters (a `|` with a combining mark is none), and the first byte
    /// WebKit cannot match after them names the reason.
    private static func refuse(nonASCII pattern: Substring) throws(FilterConversionFailure) -> Never {
        var body = pattern
        if body.hasPrefix("||") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("|") {
            body = body.dropFirst()
        }
        if body.hasSuffix("|") { body = body.dropLast() }
        try validateCharacters(of: ArraySlice(body.utf8))
        throw .invalidPattern("WebKit url-filters are ASCII only (write hosts in punycode, paths percent-encoded)")
    }

    /// Whether `byte` ends the host of a `||` pattern: `/`, `^`, `:`, `?` or `#`. (A switch: a `Set` lookup
    /// hashes the byte, and this runs for every byte of every filter.)
    private static func endsHost(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "#"): true
        default: false
        }
    }

    /// Whether `byte` is special in a regex and is written escaped: `. + ? $ ( ) [ ] { } \`.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "$"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "\\"):
            true
        default: false
        }
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
        let lowered = host.lowercased()
        guard !lowered.isEmpty, lowered.allSatisfy({ hostCharacters.contains($0) }), !lowered.hasPrefix("."),
            !lowered.hasSuffix(".")
        else { return nil }
        return lowered
    }

    private static func validateCharacters(of body: ArraySlice<UInt8>) throws(FilterConversionFailure) {
        for byte in body {
            guard byte < 0x80 else {
                throw .invalidPattern(
                    "WebKit url-filters are ASCII only (write hosts in punycode, paths percent-encoded)")
            }
            if byte <= 0x20 || byte == 0x7F {
                throw .invalidPattern("a URL pattern cannot contain whitespace or control characters")
            }
            if byte == UInt8(ascii: "|") {
                throw .invalidPattern("'|' is only an anchor at either end, and WebKit regexes cannot contain '|'")
            }
        }
    }
}
