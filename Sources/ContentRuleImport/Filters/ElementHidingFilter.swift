import Foundation

/// An element-hiding filter (`domains##selector`) or exception (`domains#@#selector`).
///
/// A generic filter becomes a `css-display-none` rule with url-filter `.*` (every load of the page), limited by
/// `unless-domain` (or `unless-top-url`), which WebKit checks against the top-level document's host. A
/// domain-specific filter becomes one rule per domain that matches the loads of documents on that domain or a
/// subdomain (`url-filter` on the document's address, `resource-type: document`): the hiding applies in each
/// frame whose own host the filter names, as in Adblock Plus, and WebKit finds it by the address it already
/// matches for blocking. An `if-domain` condition instead costs WebKit work on every load of every page for
/// each such rule, whether or not its domains match (with EasyList's 5,000 domain-specific rules in WebKitGTK
/// 2.50, about 3 ms of the web process's main thread and 7 ms of its CPU in all per load of a small page).
struct ElementHidingFilter: Equatable {
    /// The domains before the separator; empty for a generic filter.
    var domains: FilterDomains
    /// The CSS selector after the separator.
    var selector: String

    /// Whether Adblock Plus counts the filter as generic (no included domain), which `$generichide` turns off.
    var isGeneric: Bool { domains.included.isEmpty }

    /// Pseudo-classes of procedural (script-evaluated) cosmetic filtering: Adblock Plus `:-abp-…`, uBlock
    /// Origin and AdGuard extensions. Browsers' CSS engines do not know them, so WebKit cannot hide with them.
    private static let proceduralOperators = [
        ":-abp-", ":has-text(", ":contains(", ":xpath(", ":matches-css", ":matches-attr(", ":matches-path(",
        ":matches-prop(", ":matches-media(", ":min-text-length(", ":nth-ancestor(", ":upward(", ":remove(",
        ":remove-attr(", ":remove-class(", ":style(", ":watch-attr(", ":others(", ":if(", ":if-not(", ":shadow(",
        ":properties(",
    ]

    private static let abpHas = ":-abp-has("

    /// Parses the two halves of a cosmetic line.
    ///
    /// - Parameters:
    ///   - domains: The text before the separator (`a.com,~b.com`, empty or `*` for generic).
    ///   - selector: The text after the separator.
    /// - Returns: The filter.
    /// - Throws: `FilterConversionFailure` for domains WebKit cannot match, a domain list mixing included
    ///   and excluded domains, or a selector that is not plain CSS.
    static func parse(domains: Substring, selector: Substring) throws(FilterConversionFailure) -> ElementHidingFilter {
        let isGeneric = domains.isEmpty || domains == "*"
        let parsedDomains = isGeneric ? FilterDomains() : try FilterDomains.parse(domains, separator: ",")

        var selector = selector.trimmingSpaces
        if selector.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}" }) {
            throw .unsupportedSyntax(
                "control characters or invalid UTF-8",
                "The selector holds control characters or bytes that are not UTF-8; WebKit would refuse it.")
        }
        // Adblock Plus's `:-abp-has(` is CSS's `:has(`, which WebKit evaluates natively.
        if selector.containsBytes(Self.abpHas) {
            selector = selector.replacingOccurrences(of: Self.abpHas, with: ":has(")
        }
        guard !selector.isEmpty else {
            throw .unsupportedSyntax("empty selector", "Element-hiding filter has an empty selector.")
        }
        if selector.hasPrefix("+js(") || selector.hasPrefix("%#") {
            throw .unsupportedSyntax(
                "scriptlet (##+js)", "Scriptlet injection (##+js) cannot be expressed in WebKit content blockers.")
        }
        if selector.hasPrefix("^") {
            throw .unsupportedSyntax(
                "HTML filtering (##^)", "HTML filtering (##^) rewrites the page source, which WebKit cannot do.")
        }
        if selector.utf8.contains(UInt8(ascii: ":")),
            let found = proceduralOperators.first(where: { selector.containsBytes($0) })
        {
            throw .unsupportedSyntax(
                "procedural selector",
                "Procedural cosmetic operator '\(found)' needs script; WebKit can only hide plain CSS selectors.")
        }
        if selector.contains(where: { $0 == "{" || $0 == "}" }) {
            throw .unsupportedSyntax(
                "CSS style injection", "CSS style injection cannot be expressed; WebKit can only hide elements.")
        }
        guard isPlausibleSelector(selector) else {
            // WebKit would drop the rule without failing the list; report it here instead.
            throw .unsupportedSyntax(
                "invalid selector",
                "The selector is not valid CSS (unbalanced brackets, parentheses or quotes, or a dangling "
                    + "combinator); WebKit would ignore the rule.")
        }
        // Last, so that a procedural or style filter on mixed domains goes to the cosmetic script instead.
        _ = try parsedDomains.triggerConditions()
        return ElementHidingFilter(domains: parsedDomains, selector: selector)
    }

    /// A cheap structural check of a selector: balanced `[]`, `()` and quotes, no leading or trailing
    /// combinator or comma. WebKit's CSS parser has the final word, but it drops bad rules silently.
    static func isPlausibleSelector(_ selector: String) -> Bool {
        // Reading ASCII selectors (nearly all) as bytes is several times faster than as characters, and gives
        // the same answer: there the bytes are the characters.
        selector.utf8.allSatisfy { $0 < 0x80 }
            ? isPlausible(codes: selector.utf8.lazy.map { Optional($0) })
            : isPlausible(codes: selector.lazy.map(\.asciiValue))
    }

    /// `isPlausibleSelector(_:)` on the selector's characters as ASCII codes, `nil` for any other character.
    private static func isPlausible(codes: some BidirectionalCollection<UInt8?>) -> Bool {
        let isCombinator = { (code: UInt8?) in
            code == UInt8(ascii: ",") || code == UInt8(ascii: ">") || code == UInt8(ascii: "+")
                || code == UInt8(ascii: "~")
        }
        if let first = codes.first, isCombinator(first) { return false }
        if let last = codes.last, isCombinator(last) { return false }
        var open: [UInt8] = []
        var quote: UInt8?
        var escaped = false
        for code in codes {
            if escaped {
                escaped = false
            } else if code == UInt8(ascii: "\\") {
                escaped = true
            } else if let currentQuote = quote {
                if code == currentQuote { quote = nil }
            } else if let code, code == UInt8(ascii: "\"") || code == UInt8(ascii: "'") {
                quote = code
            } else if let code, code == UInt8(ascii: "[") || code == UInt8(ascii: "(") {
                open.append(code)
            } else if code == UInt8(ascii: "]") || code == UInt8(ascii: ")") {
                guard open.popLast() == (code == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "(")) else {
                    return false
                }
            }
        }
        return open.isEmpty && quote == nil && !escaped
    }

    /// The `css-display-none` rules for this filter: for a generic filter one, with its excluded domains as
    /// conditions; for a domain-specific one, one per included domain, matching the document loads of that
    /// domain and its subdomains.
    ///
    /// - Returns: The rules hiding `selector` where the filter applies.
    /// - Throws: `FilterConversionFailure.mixedDomainConditions` when the domains need both conditions.
    func rules() throws(FilterConversionFailure) -> [ContentBlockerRule] {
        let conditions = try domains.triggerConditions()
        guard !domains.included.isEmpty else {
            var trigger = ContentBlockerRule.Trigger(urlFilter: FilterPatternTranslator.matchAll)
            conditions.apply(to: &trigger)
            return [ContentBlockerRule(trigger: trigger, action: .cssDisplayNone(selector))]
        }
        return domains.included.map { domain in
            ContentBlockerRule(
                trigger: ContentBlockerRule.Trigger(
                    urlFilter: FilterDomains.hostRegex(domain), resourceType: [.document]),
                action: .cssDisplayNone(selector))
        }
    }
}
