import Foundation

/// One filter line of an Adblock Plus / EasyList list, classified and parsed.
enum FilterRule: Equatable {
    /// A request filter (`||ads.example.com^$script`) or request exception (`@@…`).
    case request(RequestFilter)
    /// An element-hiding filter (`##.ad`, `example.com##.ad`).
    case elementHiding(ElementHidingFilter)
    /// An element-hiding exception (`example.com#@#.ad`).
    case elementHidingException(ElementHidingFilter)
    /// A procedural or style-injecting filter (`example.com#?#div:-abp-contains(Ad)`,
    /// `example.com##.bar {height: 0}`), applied by GtkWeb's cosmetic-filter script.
    case cosmetic(CosmeticFilter)
    /// An exception to procedural or style-injecting filters (`example.com#@?#div:-abp-contains(Ad)`, or
    /// `#@#` before such a selector): `domains` are the excepted sites, empty for everywhere.
    case cosmeticException(CosmeticFilter)

    /// The separators of cosmetic and content filters, longest first where one is a prefix of another, and
    /// what to report for those WebKit cannot express (`nil`: supported).
    private static let cosmeticMarkers: [(marker: String, unsupported: String?)] = [
        ("#@$?#", "AdGuard extended-CSS injection exceptions (#@$?#) cannot be expressed in WebKit."),
        ("#@%#", "AdGuard JavaScript/scriptlet exceptions (#@%#) cannot be expressed in WebKit."),
        ("#@?#", nil),
        ("#@$#", "CSS injection / snippet exceptions (#@$#) cannot be expressed in WebKit."),
        ("#$?#", "AdGuard extended-CSS injection (#$?#) cannot be expressed in WebKit."),
        ("#%#", "AdGuard JavaScript/scriptlet injection (#%#) cannot be expressed in WebKit content blockers."),
        ("#?#", "Extended-CSS (procedural) hiding (#?#) needs script; WebKit can only hide plain CSS selectors."),
        ("#$#", "CSS injection / Adblock Plus snippets (#$#) cannot be expressed in WebKit content blockers."),
        ("#@#", nil),
        ("##", nil),
        ("$@$", "HTML filtering exceptions ($@$) cannot be expressed in WebKit."),
        ("$$", "HTML filtering ($$) rewrites the page source, which WebKit content blockers cannot do."),
    ]

    /// Longer lines are refused: real filters stay far below (EasyList's longest is about 5,500 bytes).
    static let maximumLineLength = 65_536

    /// Whether `byte` cannot appear in the domain list before a cosmetic separator; seeing one means the
    /// `#` or `$` belongs to a request filter instead (as in Adblock Plus).
    private static func isNonDomainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "|"), UInt8(ascii: "@"), UInt8(ascii: "\""), UInt8(ascii: "!"),
            UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "&"),
            UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: " "), UInt8(ascii: "\t"):
            true
        default: false
        }
    }

    /// Parses one line.
    ///
    /// - Parameter line: The line without surrounding whitespace.
    /// - Returns: The parsed filter, or `nil` for blank lines, `!` comments and `[Adblock Plus 2.0]` headers.
    /// - Throws: `FilterConversionFailure` when the line is a filter that cannot be converted.
    static func parse(_ line: String) throws(FilterConversionFailure) -> FilterRule? {
        if line.isEmpty || line.hasPrefix("!") { return nil }
        if line.hasPrefix("[") && line.hasSuffix("]") { return nil }
        if line.utf8.count > maximumLineLength {
            throw .unsupportedSyntax(
                "line too long", "The line is longer than 64 KiB, which no real filter is; it is not converted.")
        }

        if let (separatorStart, marker, unsupported) = cosmeticSeparator(in: line) {
            let domainText = line[..<separatorStart]
            let selector = line[line.index(separatorStart, offsetBy: marker.count)...]
            if let unsupported {
                // `#?#` filters whose only procedural operator is `:-abp-has(` are plain CSS with `:has(`.
                guard marker == "#?#" else { throw .unsupportedSyntax("\(marker) filter", unsupported) }
                do {
                    return .elementHiding(try ElementHidingFilter.parse(domains: domainText, selector: selector))
                } catch .unsupportedSyntax("procedural selector", _) {
                    return .cosmetic(try CosmeticFilter.parse(domains: domainText, selector: selector))
                }
            }
            let isException = marker != "##"
            let filter: ElementHidingFilter
            do {
                filter = try ElementHidingFilter.parse(domains: domainText, selector: selector)
            } catch .unsupportedSyntax(let label, let why) {
                // uBlock Origin also writes procedural operators and style injection after `##` (and `#@#`).
                guard label == "procedural selector" || label == "CSS style injection" else {
                    throw .unsupportedSyntax(label, why)
                }
                return isException
                    ? .cosmeticException(try CosmeticFilter.parseException(domains: domainText, selector: selector))
                    : .cosmetic(try CosmeticFilter.parse(domains: domainText, selector: selector))
            }
            return isException ? .elementHidingException(filter) : .elementHiding(filter)
        }
        return .request(try RequestFilter.parse(line[...]))
    }

    /// The first cosmetic separator in the line whose preceding text can be a domain list.
    private static func cosmeticSeparator(
        in line: String
    ) -> (start: String.Index, marker: String, unsupported: String?)? {
        // Bytes: every character looked for is ASCII, so its UTF-8 position is also a character boundary.
        let utf8 = line.utf8
        var searchStart = utf8.startIndex
        let isMarkerStart: (UInt8) -> Bool = { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "$") }
        while let index = utf8[searchStart...].firstIndex(where: isMarkerStart) {
            let rest = utf8[index...]
            if let match = cosmeticMarkers.first(where: { rest.starts(with: $0.marker.utf8) }) {
                guard !utf8[..<index].contains(where: isNonDomainByte) else { return nil }
                return (index, match.marker, match.unsupported)
            }
            searchStart = utf8.index(after: index)
        }
        return nil
    }
}
