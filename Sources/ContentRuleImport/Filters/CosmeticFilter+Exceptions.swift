import Foundation

extension RequestFilter {
    /// The sites on which this filter turns off all element hiding: the host of `@@||site^$elemhide` or
    /// `$document`, or the included `$domain=` entries of `@@$elemhide,domain=site`; empty for other filters.
    var elementHidingExceptionSites: [String] {
        guard isException, let scope = options.pageException, scope >= .elementHiding else { return [] }
        if let host = FilterPatternTranslator.bareHost(of: pattern) { return options.domains.isEmpty ? [host] : [] }
        return pattern.isEmpty || pattern == "*" ? options.domains.included : []
    }
}

extension CosmeticFilter {
    /// Whether `exception` (`#@?#`) is about this filter: the same selector steps and action.
    func isCancelled(by exception: CosmeticFilter) -> Bool {
        steps == exception.steps && action == exception.action
    }

    /// The filter with each of `sites` that overlaps its domains added to `excludedDomains` (which win over
    /// `domains` and cover subdomains), so that a page-wide element-hiding exception also holds for it.
    func excluding(sites: [String]) -> CosmeticFilter {
        var filter = self
        for site in sites where !filter.excludedDomains.contains(site) {
            if domains.contains(where: { Self.overlap(site, $0) }) { filter.excludedDomains.append(site) }
        }
        return filter
    }

    /// Whether a page can be on both `site` and `domain` (one within the other; `example.*` for any ending).
    private static func overlap(_ site: String, _ domain: String) -> Bool {
        guard domain.hasSuffix(".*") else {
            return FilterDomains.domain(site, isWithin: domain) || FilterDomains.domain(domain, isWithin: site)
        }
        let base = String(domain.dropLast(2))
        return site.hasPrefix(base + ".") || site.contains("." + base + ".")
            || FilterDomains.domain(base, isWithin: site)
    }
}
