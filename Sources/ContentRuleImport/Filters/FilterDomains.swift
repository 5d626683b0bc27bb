import Foundation

/// The page domains a filter is limited to: `$domain=a.com|~b.com` on a request filter, or the
/// `a.com,~b.com` before `##` on an element-hiding filter.
///
/// Adblock Plus matches a listed domain and its subdomains, which WebKit writes as `*a.com`. WebKit checks
/// these against the top-level document's host.
///
/// An entry with a wildcard top-level domain (`example.*`: example.com, example.co.uk, …) has no `if-domain`
/// form; a list holding one becomes an `if-top-url` / `unless-top-url` condition instead, one regex per entry,
/// matched against the top-level document's URL. `example.*` is read as `example.` followed by one or two
/// labels (Adblock Plus means one public suffix, a list this importer does not carry).
struct FilterDomains: Equatable {
    /// The conditions of a trigger; at most one is non-nil, as WebKit requires.
    struct Conditions: Equatable {
        var ifDomain: [String]?
        var unlessDomain: [String]?
        var ifTopURL: [String]?
        var unlessTopURL: [String]?

        /// Sets these conditions on `trigger`.
        func apply(to trigger: inout ContentBlockerRule.Trigger) {
            trigger.ifDomain = ifDomain
            trigger.unlessDomain = unlessDomain
            trigger.ifTopURL = ifTopURL
            trigger.unlessTopURL = unlessTopURL
        }
    }

    /// Domains the filter applies on (lowercase, without a leading `*`; `example.*` for a wildcard top-level
    /// domain), in first-seen order.
    var included: [String] = []
    /// Domains the filter does not apply on (lowercase, without `~` or `*`), in first-seen order.
    var excluded: [String] = []

    /// Whether no domain is listed, i.e. the filter applies everywhere.
    var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// Parses a domain list.
    ///
    /// - Parameters:
    ///   - list: The list text, such as `a.com|~b.com`.
    ///   - separator: `|` for `$domain=`, `,` for element hiding.
    /// - Returns: The included and excluded domains.
    /// - Throws: `FilterConversionFailure.invalidDomain` for an entry WebKit cannot match.
    static func parse(_ list: Substring, separator: Character) throws(FilterConversionFailure) -> FilterDomains {
        var domains = FilterDomains()
        // Some lists name thousands of sites: split on bytes where the list is ASCII (there bytes are the
        // characters), and drop repeats with sets rather than by searching the arrays.
        let entries: [Substring]
        if let separatorByte = separator.asciiValue, list.utf8.allSatisfy({ $0 < 0x80 }) {
            entries = list.utf8.split(separator: separatorByte, omittingEmptySubsequences: false).map(Substring.init)
        } else {
            entries = list.split(separator: separator, omittingEmptySubsequences: false)
        }
        var seenIncluded: Set<String> = []
        var seenExcluded: Set<String> = []
        for rawEntry in entries {
            var entry = rawEntry.trimmingSpaces
            let isExcluded = entry.hasPrefix("~")
            if isExcluded { entry.removeFirst() }
            let domain = try validated(entry)
            if isExcluded {
                if seenExcluded.insert(domain).inserted { domains.excluded.append(domain) }
            } else if seenIncluded.insert(domain).inserted {
                domains.included.append(domain)
            }
        }
        return domains
    }

    /// The trigger conditions for these domains: WebKit's `*domain` form, or top-URL regexes when an entry
    /// has a wildcard top-level domain.
    ///
    /// - Returns: At most one non-nil condition.
    /// - Throws: `FilterConversionFailure.mixedDomainConditions` when both kinds are listed.
    func triggerConditions() throws(FilterConversionFailure) -> Conditions {
        if !included.isEmpty && !excluded.isEmpty { throw .mixedDomainConditions }
        var conditions = Conditions()
        if included.contains(where: Self.hasWildcardTLD) {
            conditions.ifTopURL = included.map(Self.hostRegex)
        } else if !included.isEmpty {
            conditions.ifDomain = included.map { "*" + $0 }
        }
        if excluded.contains(where: Self.hasWildcardTLD) {
            conditions.unlessTopURL = excluded.map(Self.hostRegex)
        } else if !excluded.isEmpty {
            conditions.unlessDomain = excluded.map { "*" + $0 }
        }
        return conditions
    }

    private static func hasWildcardTLD(_ domain: String) -> Bool { domain.hasSuffix(".*") }

    /// A regex, in WebKit's url-filter subset, matching URLs whose host is `domain` or a subdomain of it
    /// (`example.*`: `example` under any top-level domain, or any two labels such as `co.uk`).
    static func hostRegex(_ domain: String) -> String {
        let (name, tail) =
            hasWildcardTLD(domain)
            ? (domain.dropLast(2), #"\.[a-z0-9-]+(\.[a-z0-9-]+)?"#) : (domain[...], "")
        let escaped = name.replacingOccurrences(of: ".", with: #"\."#)
        return FilterPatternTranslator.hostAnchorPrefix + escaped + tail + "[/:]"
    }

    /// Whether `domain` is `parent` or one of its subdomains.
    static func domain(_ domain: String, isWithin parent: String) -> Bool {
        domain == parent || domain.hasSuffix("." + parent)
    }

    /// Whether `byte` is one of `FilterPatternTranslator.hostCharacters`: `a`–`z`, `0`–`9`, `.`, `-`, `_`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private static func validated(_ entry: String) throws(FilterConversionFailure) -> String {
        guard !entry.isEmpty else { throw .invalidDomain(entry, why: "empty entry in the domain list") }
        if entry.hasPrefix("/") {
            throw .invalidDomain(entry, why: "regular-expression domains cannot be expressed in WebKit")
        }
        var name = entry
        let hasWildcardTLD = entry.hasSuffix(".*")
        if hasWildcardTLD { name.removeLast(2) }
        guard name.unicodeScalars.allSatisfy(\.isASCII) else {
            throw .invalidDomain(entry, why: "WebKit needs punycode (ASCII) domains")
        }
        let domain = name.lowercased()
        // ASCII (checked above), so bytes are the characters.
        guard !domain.isEmpty, domain.utf8.allSatisfy(isHostByte),
            !domain.hasPrefix("."),
            !domain.hasSuffix(".")
        else {
            throw .invalidDomain(entry, why: "not a host name")
        }
        return hasWildcardTLD ? domain + ".*" : domain
    }
}
