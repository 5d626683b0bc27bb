import Foundation

extension CosmeticFilter {
    /// Parses a procedural or style-injecting cosmetic filter.
    ///
    /// - Parameters:
    ///   - domains: The text before the separator (`a.com,~b.com`).
    ///   - selector: The text after it.
    /// - Returns: The filter.
    /// - Throws: `FilterConversionFailure` for a filter without an included domain (Adblock Plus applies
    ///   procedural filters on named sites only), a domain that is not a host, or a selector
    ///   `CosmeticSelectorParser` refuses.
    static func parse(domains: Substring, selector: Substring) throws(FilterConversionFailure) -> CosmeticFilter {
        let isGeneric = domains.isEmpty || domains == "*"
        let parsedDomains = isGeneric ? FilterDomains() : try FilterDomains.parse(domains, separator: ",")
        guard !parsedDomains.included.isEmpty else {
            throw .unsupportedSyntax(
                "generic procedural or style filter",
                "Procedural and style-injecting filters apply only on the sites they name; this one names none.")
        }
        let (steps, action) = try CosmeticSelectorParser.parse(selector.trimmingSpaces)
        return CosmeticFilter(
            domains: parsedDomains.included, excludedDomains: parsedDomains.excluded, steps: steps, action: action)
    }

    /// Parses an exception to procedural or style-injecting filters (`a.com#@?#…`, or `#@#` before such a
    /// selector).
    ///
    /// - Parameters:
    ///   - domains: The text before the separator; empty (or `*`) for an exception on every site.
    ///   - selector: The text after it, as the filters it cancels write it.
    /// - Returns: The exception as a filter whose `domains` are the excepted sites.
    /// - Throws: `FilterConversionFailure` for `~domain` entries (an exception cannot be narrowed that way
    ///   here), a domain that is not a host, or a selector `CosmeticSelectorParser` refuses.
    static func parseException(
        domains: Substring, selector: Substring
    ) throws(FilterConversionFailure) -> CosmeticFilter {
        let isGeneric = domains.isEmpty || domains == "*"
        let parsedDomains = isGeneric ? FilterDomains() : try FilterDomains.parse(domains, separator: ",")
        guard parsedDomains.excluded.isEmpty else {
            throw .unappliedHidingException("exceptions limited with ~domain are not supported")
        }
        let (steps, action) = try CosmeticSelectorParser.parse(selector.trimmingSpaces)
        return CosmeticFilter(domains: parsedDomains.included, steps: steps, action: action)
    }
}
