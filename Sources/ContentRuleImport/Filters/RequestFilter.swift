import Foundation

/// A request filter (`||ads.example.com^$script,third-party`) or request exception (`@@||example.com/ad.js`).
struct RequestFilter: Equatable {
    /// Whether the filter starts with `@@`.
    var isException: Bool
    /// The URL pattern, without `@@` and options.
    var pattern: Substring
    /// The options after `$`.
    var options: FilterOptions

    /// Parses a request filter line.
    ///
    /// The options start at the last `$` whose remainder reads as an option list, as in Adblock Plus; a `$`
    /// inside a regex (`/ads$/`) or a URL stays part of the pattern.
    ///
    /// - Parameter line: The line without surrounding whitespace.
    /// - Returns: The parsed filter.
    /// - Throws: `FilterConversionFailure` for unknown or unsupported options.
    static func parse(_ line: Substring) throws(FilterConversionFailure) -> RequestFilter {
        var text = line
        let isException = text.hasPrefix("@@")
        if isException { text = text.dropFirst(2) }

        var pattern = text
        var options = FilterOptions()
        var searchEnd = text.endIndex
        // `$` is ASCII, so its UTF-8 position is a character boundary; bytes spare grapheme breaking.
        while let dollar = text.utf8[..<searchEnd].lastIndex(of: UInt8(ascii: "$")) {
            let remainder = text[text.index(after: dollar)...]
            if FilterOptions.looksLikeOptions(remainder) {
                pattern = text[..<dollar]
                options = try FilterOptions.parse(remainder, isException: isException)
                break
            }
            searchEnd = dollar
        }
        return RequestFilter(isException: isException, pattern: pattern, options: options)
    }

    /// Where the rules go in the list, and the rules: one, or one per branch of a regex's alternations.
    ///
    /// - Returns: The list section (which fixes its order relative to `ignore-previous-rules`) and the rules.
    /// - Throws: `FilterConversionFailure` when the filter cannot be expressed as WebKit rules.
    func rules() throws(FilterConversionFailure) -> (FilterListSection, [ContentBlockerRule]) {
        if let scope = options.pageException {
            let (section, rule) = try pageExceptionRule(scope)
            return (section, [rule])
        }

        let urlFilters =
            FilterRegexTranslator.isRegex(pattern)
            ? try FilterRegexTranslator.urlFilters(for: pattern)
            : [try FilterPatternTranslator.urlFilter(for: pattern)]
        let conditions = try options.domains.triggerConditions()
        let isUntyped = options.includedTypes.isEmpty && options.excludedTypes.isEmpty
        let resourceTypes = try FilterResourceType.webKitTypes(
            including: options.includedTypes, excluding: options.excludedTypes)

        let isUnconditional =
            urlFilters.contains(FilterPatternTranslator.matchAll) && options.domains.isEmpty
            && options.loadType == nil && options.includedTypes.isEmpty
        if isUnconditional && !isException { throw .blocksEverything }

        let section: FilterListSection
        if isException {
            section = isUntyped ? .untypedRequestExceptions : .requestExceptions
        } else if options.isImportant {
            section = .importantBlocking
        } else if resourceTypes.contains(where: FilterResourceType.isPageLoad) {
            section = .documentBlocking
        } else {
            section = .blocking
        }
        // Above the top-level pass, a filter without type options needs no `resource-type`: WebKit's default
        // (every type) plus the pass is exactly Adblock Plus's default (every type but pages and popups).
        let omitsTypes = isUntyped && (section == .blocking || section == .untypedRequestExceptions)
        let action: ContentBlockerRule.Action = isException ? .ignorePreviousRules : .block
        let rules = urlFilters.map { urlFilter in
            var trigger = ContentBlockerRule.Trigger(
                urlFilter: urlFilter, urlFilterIsCaseSensitive: options.matchCase ? true : nil,
                resourceType: omitsTypes ? nil : resourceTypes, loadType: options.loadType.map { [$0] })
            conditions.apply(to: &trigger)
            return ContentBlockerRule(trigger: trigger, action: action)
        }
        return (section, rules)
    }

    /// `@@||example.com^$document` (or `$elemhide`, `$generichide`): cancel rules on every load of the
    /// site's pages. The site becomes an `if-domain` condition, since WebKit checks that against the
    /// top-level page, while a url-filter would only see each load's own URL.
    private func pageExceptionRule(
        _ scope: FilterOptions.PageException
    ) throws(FilterConversionFailure) -> (FilterListSection, ContentBlockerRule) {
        guard options.includedTypes.isEmpty, options.excludedTypes.isEmpty, options.loadType == nil else {
            throw .contradictoryOptions("a page-wide exception cannot also be limited by request type or party")
        }
        var domains = options.domains
        if let host = FilterPatternTranslator.bareHost(of: pattern) {
            guard domains.isEmpty else {
                throw .contradictoryOptions("a page-wide exception names both a host pattern and $domain")
            }
            domains.included = [host]
        } else if !(pattern.isEmpty || pattern == "*") {
            // Not a bare host (`@@://10.0.0.$generichide`, `@@|https://site.example/forum/$document`): the
            // pattern is matched against the top-level page's URL.
            guard domains.isEmpty else {
                throw .contradictoryOptions("a page-wide exception on a URL pattern cannot also have $domain")
            }
            let pageURLs =
                FilterRegexTranslator.isRegex(pattern)
                ? try FilterRegexTranslator.urlFilters(for: pattern)
                : [try FilterPatternTranslator.urlFilter(for: pattern)]
            let trigger = ContentBlockerRule.Trigger(
                urlFilter: FilterPatternTranslator.matchAll, resourceType: Self.resourceTypes(for: scope),
                ifTopURL: pageURLs)
            return (Self.section(for: scope), ContentBlockerRule(trigger: trigger, action: .ignorePreviousRules))
        } else if domains.isEmpty {
            throw .invalidPattern("a page-wide exception must name a site or a page address")
        }
        let conditions = try domains.triggerConditions()
        var trigger = ContentBlockerRule.Trigger(
            urlFilter: FilterPatternTranslator.matchAll, resourceType: Self.resourceTypes(for: scope))
        conditions.apply(to: &trigger)
        return (Self.section(for: scope), ContentBlockerRule(trigger: trigger, action: .ignorePreviousRules))
    }

    /// The loads a page-wide exception matches. Hiding exceptions sit below the subresource blocks, so they
    /// match the page's own load only (WebKit applies hiding from it); `$document` matches every load.
    private static func resourceTypes(for scope: FilterOptions.PageException) -> [ContentBlockerRule.ResourceType]? {
        scope == .everything ? nil : [.topDocument]
    }

    /// The list section of a page-wide exception: right after the rules it cancels.
    private static func section(for scope: FilterOptions.PageException) -> FilterListSection {
        switch scope {
        case .genericElementHiding: .genericHidingExceptions
        case .elementHiding: .hidingExceptions
        case .everything: .pageExceptions
        }
    }
}
