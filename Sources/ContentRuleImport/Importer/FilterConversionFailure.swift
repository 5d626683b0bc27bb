import Foundation

/// Why one filter line cannot become WebKit rules. `reason` is the sentence reported in `SkippedFilterLine`.
enum FilterConversionFailure: Error, Equatable {
    /// Syntax with no WebKit equivalent (scriptlets, procedural cosmetics, HTML filtering, …): a short label
    /// naming the construct, and the sentence to report.
    case unsupportedSyntax(String, String)
    /// A known option WebKit content blockers cannot express.
    case unsupportedOption(String, why: String)
    /// An option this importer does not know.
    case unknownOption(String)
    /// Options that contradict each other, such as `third-party` with `~third-party`.
    case contradictoryOptions(String)
    /// A domain list with both `a.com` and `~b.com`: WebKit allows only one of `if-domain`/`unless-domain`.
    case mixedDomainConditions
    /// A domain WebKit cannot match (wildcard TLD, regex, non-ASCII, empty, …).
    case invalidDomain(String, why: String)
    /// A URL pattern that cannot be written in WebKit's regex subset.
    case invalidPattern(String)
    /// A `/regex/` filter outside WebKit's regex subset.
    case unsupportedRegex(String)
    /// The options leave no resource type WebKit can match.
    case noResourceTypes(String)
    /// A blocking rule with no condition at all: it would block every load of every page.
    case blocksEverything
    /// An element-hiding exception that cannot be applied to the hiding rules of this list.
    case unappliedHidingException(String)

    /// A short label that groups lines skipped for the same reason, such as `option $csp` or
    /// `scriptlet (##+js)`; the reason sentence without the line's details.
    var category: String {
        switch self {
        case .unsupportedSyntax(let label, _): label
        case .unsupportedOption(let name, _): "option $\(name)"
        case .unknownOption: "unknown option"
        case .contradictoryOptions: "contradictory options"
        case .mixedDomainConditions: "mixed included and excluded domains"
        case .invalidDomain: "domain WebKit cannot match"
        case .invalidPattern: "URL pattern WebKit cannot match"
        case .unsupportedRegex: "regex outside WebKit's subset"
        case .noResourceTypes: "no WebKit resource type"
        case .blocksEverything: "blocks everything"
        case .unappliedHidingException: "unapplied element-hiding exception"
        }
    }

    /// A sentence saying what is wrong and, where useful, why WebKit cannot express it.
    var reason: String {
        switch self {
        case .unsupportedSyntax(_, let why):
            return why
        case .unsupportedOption(let name, let why):
            return "Option '$\(name)' is not supported: \(why)."
        case .unknownOption(let name):
            return "Unknown option '$\(name)'."
        case .contradictoryOptions(let why):
            return "Contradictory options: \(why)."
        case .mixedDomainConditions:
            return "The domain list mixes included and excluded (~) domains; a WebKit trigger holds either "
                + "if-domain or unless-domain, not both."
        case .invalidDomain(let domain, let why):
            return "Domain '\(domain)' cannot be used: \(why)."
        case .invalidPattern(let why):
            return "URL pattern cannot be converted: \(why)."
        case .unsupportedRegex(let why):
            return "Regular-expression filter is outside WebKit's url-filter subset: \(why)."
        case .noResourceTypes(let why):
            return "No WebKit resource type is left to match: \(why)."
        case .blocksEverything:
            return "The filter would block every request on every page; refusing to convert it."
        case .unappliedHidingException(let why):
            return "Element-hiding exception cannot be applied: \(why)."
        }
    }
}
