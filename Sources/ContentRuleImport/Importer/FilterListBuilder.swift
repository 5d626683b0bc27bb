import Foundation

/// Collects the rules of a filter list line by line, then puts them in WebKit order.
///
/// Element-hiding filters are held back until the end, because an element-hiding exception (`#@#`) anywhere
/// in the list changes them: WebKit has no exception rule that cancels one selector only, so the exception
/// is folded into the hiding rules themselves (see `applyHidingExceptions`).
struct FilterListBuilder {
    private struct Line {
        var list: Int
        var number: Int
        var text: String
    }

    private struct HidingEntry {
        var line: Line
        var filter: ElementHidingFilter
        var isCancelled = false
    }

    private var rulesBySection: [FilterListSection: [ContentBlockerRule]] = [:]
    private var hiding: [HidingEntry] = []
    private var hidingExceptions: [(line: Line, filter: ElementHidingFilter)] = []
    private var skipped: [SkippedFilterLine] = []
    private var cosmeticFilters: [CosmeticFilter] = []
    private var cosmeticExceptions: [(line: Line, exception: CosmeticFilter)] = []
    /// Sites of `@@||site^$elemhide` and `$document` exceptions (and their `$domain=` forms), which also turn
    /// off the cosmetic script's filters there.
    private var cosmeticExceptionSites: [String] = []
    /// Whether generic hiding goes to the cosmetic script (`FilterListImporter.GenericHiding.cosmeticScript`).
    private let genericHidingInScript: Bool
    private var genericHiding: [GenericHidingSelector] = []

    /// A builder writing generic hiding as WebKit rules, or, with `genericHidingInScript`, for the script.
    init(genericHidingInScript: Bool = false) {
        self.genericHidingInScript = genericHidingInScript
    }

    /// Converts one line, or records why it cannot be converted.
    ///
    /// - Parameters:
    ///   - text: The line without surrounding whitespace.
    ///   - lineNumber: Its 1-based number.
    ///   - listIndex: The index of its list among the lists converted together.
    mutating func add(_ text: String, lineNumber: Int, listIndex: Int) {
        let line = Line(list: listIndex, number: lineNumber, text: text)
        do throws(FilterConversionFailure) {
            switch try FilterRule.parse(text) {
            case nil:
                return
            case .request(let filter)?:
                let (section, rules) = try filter.rules()
                rulesBySection[section, default: []] += rules
                cosmeticExceptionSites += filter.elementHidingExceptionSites
            case .elementHiding(let filter)?:
                hiding.append(HidingEntry(line: line, filter: filter))
            case .elementHidingException(let filter)?:
                hidingExceptions.append((line, filter))
            case .cosmetic(let filter)?:
                if !cosmeticFilters.contains(filter) { cosmeticFilters.append(filter) }
            case .cosmeticException(let exception)?:
                cosmeticExceptions.append((line, exception))
            }
        } catch {
            skip(line, error)
        }
    }

    /// The finished conversion: element-hiding exceptions applied, sections in order, duplicates removed.
    ///
    /// - Returns: The rules in WebKit order and the skipped lines in line order.
    mutating func finish() -> FilterListConversion {
        applyHidingExceptions()
        applyCosmeticExceptions()
        for entry in hiding where !entry.isCancelled {
            if genericHidingInScript && entry.filter.isGeneric {
                genericHiding.append(
                    GenericHidingSelector(
                        selector: entry.filter.selector, excludedDomains: entry.filter.domains.excluded))
                continue
            }
            do throws(FilterConversionFailure) {
                let section: FilterListSection = entry.filter.isGeneric ? .genericHiding : .specificHiding
                rulesBySection[section, default: []] += try entry.filter.rules()
            } catch {
                skip(entry.line, error)
            }
        }
        if !genericHiding.isEmpty {
            rulesBySection[.genericHiding, default: []].append(
                ContentBlockerRule(
                    trigger: ContentBlockerRule.Trigger(urlFilter: FilterPatternTranslator.matchAll),
                    action: .cssDisplayNone(GenericHidingSelector.probeSelector)))
        }

        restrictHidingToDocumentLoads()
        for section in [FilterListSection.genericHiding, .specificHiding] {
            rulesBySection[section] = HidingRuleGrouping.grouped(rulesBySection[section, default: []])
        }
        if rulesBySection[.blocking, default: []].contains(where: { $0.trigger.resourceType == nil }) {
            rulesBySection[.topLevelPass] = [Self.topLevelPass]
        }
        var rules: [ContentBlockerRule] = []
        for section in FilterListSection.allCases {
            // Taken out of the dictionary, so that the merging works on the only copy, in place.
            // Repeating a rule within a section changes nothing; URLFilterMerging drops the copies.
            let sectionRules = DomainRuleMerging.merged(rulesBySection.removeValue(forKey: section) ?? [])
            rules += URLFilterMerging.merged(sectionRules)
        }
        let orderedSkips = skipped.enumerated()
            .sorted {
                ($0.element.listIndex, $0.element.lineNumber, $0.offset)
                    < ($1.element.listIndex, $1.element.lineNumber, $1.offset)
            }
            .map(\.element)
        let cosmetic = cosmeticFilters.map { $0.excluding(sites: cosmeticExceptionSites) }
        return FilterListConversion(
            rules: rules, skipped: orderedSkips,
            cosmeticFilters: CosmeticFilterList(filters: cosmetic, genericHiding: genericHiding))
    }

    /// Cancels every rule above it on a page's own navigation and on popups, which Adblock Plus filters
    /// without `$document` or `$popup` never block (see `FilterListSection`).
    static let topLevelPass = ContentBlockerRule(
        trigger: ContentBlockerRule.Trigger(
            urlFilter: FilterPatternTranslator.matchAll, resourceType: [.popup, .topDocument]),
        action: .ignorePreviousRules)

    /// Limits the hiding rules that page-wide hiding exceptions may cancel to document loads.
    ///
    /// Those exceptions match only the page's own load, so that they leave the subresource blocks above them
    /// alone; a hiding rule that subresource loads also triggered would come back on the excepted page.
    /// Without such exceptions the hiding rules stay unrestricted, and WebKit can share the generic ones as
    /// one style sheet.
    private mutating func restrictHidingToDocumentLoads() {
        let exceptsAll = !rulesBySection[.hidingExceptions, default: []].isEmpty
        let exceptsGeneric = exceptsAll || !rulesBySection[.genericHidingExceptions, default: []].isEmpty
        for (section, restricted) in [(FilterListSection.genericHiding, exceptsGeneric), (.specificHiding, exceptsAll)]
        where restricted {
            for index in rulesBySection[section, default: []].indices {
                rulesBySection[section]?[index].trigger.resourceType = [.document]
            }
        }
    }

    /// Folds each `domains#@#selector` exception into the `##selector` filters of this list:
    /// - no domains: the hiding filters for that selector are dropped;
    /// - a generic hiding filter gets the exception's domains as `unless-domain`;
    /// - a domain-specific one loses the domains the exception covers (and is dropped if none is left).
    ///
    /// Exceptions that cannot be folded are reported: those with `~domain`s, those for a subdomain of a
    /// hiding filter's domain (that would need `if-domain` and `unless-domain` in one trigger), and those
    /// with no matching hiding filter in this list (WebKit lists cannot cancel each other's rules).
    private mutating func applyHidingExceptions() {
        let indicesBySelector = Dictionary(grouping: hiding.indices) { hiding[$0].filter.selector }
        for (line, exception) in hidingExceptions {
            let matching = (indicesBySelector[exception.selector] ?? []).filter { !hiding[$0].isCancelled }
            let excepted = exception.domains.included
            if !exception.domains.excluded.isEmpty {
                skip(line, .unappliedHidingException("exceptions limited with ~domain are not supported"))
                continue
            }
            if matching.isEmpty {
                skip(
                    line,
                    .unappliedHidingException(
                        "this list has no ##\(exception.selector) filter to cancel, and WebKit rule lists cannot "
                            + "cancel each other's rules"))
                continue
            }
            if let conflict = narrowerDomain(excepted, in: matching) {
                skip(
                    line,
                    .unappliedHidingException(
                        "'\(conflict.excepted)' is a subdomain of '\(conflict.hidden)' in the hiding filter, and a "
                            + "WebKit trigger cannot hold if-domain and unless-domain together"))
                continue
            }
            for index in matching {
                if excepted.isEmpty {
                    hiding[index].isCancelled = true
                } else if hiding[index].filter.isGeneric {
                    for domain in excepted where !hiding[index].filter.domains.excluded.contains(domain) {
                        hiding[index].filter.domains.excluded.append(domain)
                    }
                } else {
                    hiding[index].filter.domains.included.removeAll { hidden in
                        excepted.contains { FilterDomains.domain(hidden, isWithin: $0) }
                    }
                    if hiding[index].filter.domains.included.isEmpty { hiding[index].isCancelled = true }
                }
            }
        }
    }

    /// Folds each `domains#@?#selector` exception into the procedural and style filters with the same
    /// selector, as `#@#` does for element hiding: without domains they are dropped, otherwise the excepted
    /// sites that overlap their domains become excluded domains (which win and cover subdomains). An
    /// exception with no such filter in this list is reported.
    private mutating func applyCosmeticExceptions() {
        for (line, exception) in cosmeticExceptions {
            guard cosmeticFilters.contains(where: { $0.isCancelled(by: exception) }) else {
                skip(
                    line,
                    .unappliedHidingException(
                        "this list has no procedural or style filter with this selector to cancel"))
                continue
            }
            if exception.domains.isEmpty {
                cosmeticFilters.removeAll { $0.isCancelled(by: exception) }
            } else {
                cosmeticFilters = cosmeticFilters.map {
                    $0.isCancelled(by: exception) ? $0.excluding(sites: exception.domains) : $0
                }
            }
        }
    }

    /// An excepted domain that lies strictly inside a domain of one of the domain-specific hiding filters.
    private func narrowerDomain(
        _ excepted: [String], in matching: [Int]
    ) -> (excepted: String, hidden: String)? {
        for index in matching where !hiding[index].filter.isGeneric {
            for hidden in hiding[index].filter.domains.included {
                if let domain = excepted.first(where: { $0 != hidden && FilterDomains.domain($0, isWithin: hidden) }) {
                    return (domain, hidden)
                }
            }
        }
        return nil
    }

    private mutating func skip(_ line: Line, _ failure: FilterConversionFailure) {
        skipped.append(
            SkippedFilterLine(
                lineNumber: line.number, line: line.text, reason: failure.reason, category: failure.category,
                listIndex: line.list))
    }
}
