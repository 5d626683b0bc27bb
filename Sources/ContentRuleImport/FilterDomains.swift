import Foundation

/// The page domains a filter is limited to: `$domain=a.com|~b.com` on a request filter, or the
/// `a.com,~b.com` before `##` on an element-hiding filter.
///
/// Adblock Plus matches a listed domain and its subdomains, which WebKit writes as `*a.com`. WebKit checks
/// these against the top-level document's host.
struct FilterDomains: Equatable {
    /// Domains the filter applies on (lowercase, without `*`), in first-seen order.
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
        for rawEntry in list.split(separator: separator, omittingEmptySubsequences: false) {
            var entry = rawEntry.trimmingCharacters(in: .whitespaces)
            let isExcluded = entry.hasPrefix("~")
            if isExcluded { entry.removeFirst() }
            let domain = try validated(entry)
            if isExcluded {
                if !domains.excluded.contains(domain) { domains.excluded.append(domain) }
            } else if !domains.included.contains(domain) {
                domains.included.append(domain)
            }
        }
        return domains
    }

    /// The trigger conditions for these domains, in WebKit's `*domain` form.
    ///
    /// - Returns: `if-domain` and `unless-domain` values; at most one of them is non-nil.
    /// - Throws: `FilterConversionFailure.mixedDomainConditions` when both kinds are listed.
    func triggerConditions() throws(FilterConversionFailure) -> (ifDomain: [String]?, unlessDomain: [String]?) {
        if !included.isEmpty && !excluded.isEmpty { throw .mixedDomainConditions }
        return (
            included.isEmpty ? nil : included.map { "*" + $0 },
            excluded.isEmpty ? nil : excluded.map { "*" + $0 }
        )
    }

    /// Whether `domain` is `parent` or one of its subdomains.
    static func domain(_ domain: String, isWithin parent: String) -> Bool {
        domain == parent || domain.hasSuffix("." + parent)
    }

    private static func validated(_ entry: String) throws(FilterConversionFailure) -> String {
        guard !entry.isEmpty else { throw .invalidDomain(entry, why: "empty entry in the domain list") }
        if entry.hasPrefix("/") {
            throw .invalidDomain(entry, why: "regular-expression domains cannot be expressed in WebKit")
        }
        if entry.hasSuffix(".*") {
            throw .invalidDomain(entry, why: "wildcard top-level domains (example.*) cannot be expressed in WebKit")
        }
        guard entry.unicodeScalars.allSatisfy(\.isASCII) else {
            throw .invalidDomain(entry, why: "WebKit needs punycode (ASCII) domains")
        }
        let domain = entry.lowercased()
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_")
        guard domain.allSatisfy({ allowed.contains($0) }), !domain.hasPrefix("."), !domain.hasSuffix(".") else {
            throw .invalidDomain(entry, why: "not a host name")
        }
        return domain
    }
}
