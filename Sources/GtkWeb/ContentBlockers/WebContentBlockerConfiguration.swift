/// Which content blockers an engine uses: WebKit content-blocker rule lists (the JSON format of Safari's
/// `WKContentRuleList`, which WebKitGTK compiles too) and the sites they do not apply to.
///
/// Set it on `WebEngineConfiguration.contentBlockers`, or share one prepared set between engines with a
/// `WebContentBlockerRuntime`. Each list is compiled once into a cache under
/// `WebEngineConfiguration.contentBlockerCacheDirectory` and loaded from there on later launches.
///
/// Whitelists, as SkipWeb defines them: entries are trimmed, lowercased, de-duplicated and sorted;
/// `example.com` matches only that host and `*.example.com` only its subdomains. They are enforced by
/// rules appended in memory to each list (the files on disk are never modified). An entry that is not
/// a host name (`http://x`, `*.`, `a b`) is dropped and reported as a `WebContentBlockerError`.
public struct WebContentBlockerConfiguration {
    /// Paths of WebKit content-blocker JSON files, applied in this order. A list whose JSON is an empty
    /// array is ignored; a file that cannot be read or compiled is reported and the others still apply.
    public var ruleListPaths: [String]
    /// Page hosts on which no rule of any list applies: `example.com` (that host only) or
    /// `*.example.com` (its subdomains only). Matched against the top-level page.
    public var whitelistedDomains: [String]
    /// Pages from which popups are never blocked by `popup` rules, at site level: `example.com` covers
    /// `example.com` and all its subdomains (such as `www.example.com`); `*.example.com` only the
    /// subdomains. Other rules still apply to those pages.
    public var popupWhitelistedSourceDomains: [String]
    /// SkipWeb's Android mode; accepted and ignored on Linux.
    public var androidMode: AndroidContentBlockingMode

    /// SkipWeb's name for `ruleListPaths` (on Linux, WebKitGTK reads the same JSON as iOS).
    public var iOSRuleListPaths: [String] {
        get { ruleListPaths }
        set { ruleListPaths = newValue }
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - ruleListPaths: WebKit content-blocker JSON files, applied in order.
    ///   - whitelistedDomains: page hosts on which no rule applies (`example.com`, `*.example.com`).
    ///   - popupWhitelistedSourceDomains: sites whose pages may open popups that `popup` rules would block.
    ///   - androidMode: accepted for SkipWeb compatibility; no effect on Linux.
    public init(
        ruleListPaths: [String] = [],
        whitelistedDomains: [String] = [],
        popupWhitelistedSourceDomains: [String] = [],
        androidMode: AndroidContentBlockingMode = .disabled
    ) {
        self.ruleListPaths = ruleListPaths
        self.whitelistedDomains = whitelistedDomains
        self.popupWhitelistedSourceDomains = popupWhitelistedSourceDomains
        self.androidMode = androidMode
    }

    /// Creates a configuration with SkipWeb's parameter name for the rule lists.
    ///
    /// - Parameters:
    ///   - iOSRuleListPaths: WebKit content-blocker JSON files, applied in order.
    ///   - whitelistedDomains: page hosts on which no rule applies (`example.com`, `*.example.com`).
    ///   - popupWhitelistedSourceDomains: sites whose pages may open popups that `popup` rules would block.
    ///   - androidMode: accepted for SkipWeb compatibility; no effect on Linux.
    public init(
        iOSRuleListPaths: [String],
        whitelistedDomains: [String] = [],
        popupWhitelistedSourceDomains: [String] = [],
        androidMode: AndroidContentBlockingMode = .disabled
    ) {
        self.init(
            ruleListPaths: iOSRuleListPaths, whitelistedDomains: whitelistedDomains,
            popupWhitelistedSourceDomains: popupWhitelistedSourceDomains, androidMode: androidMode)
    }

    /// What a preparation depends on: equal keys give the same compiled lists.
    var preparationKey: ContentBlockerPreparationKey {
        ContentBlockerPreparationKey(
            ruleListPaths: ruleListPaths,
            whitelistedDomains: DomainEntry.normalize(whitelistedDomains, field: .whitelist),
            popupWhitelistedSourceDomains: DomainEntry.normalize(popupWhitelistedSourceDomains, field: .popupWhitelist))
    }
}

/// The inputs of one preparation: the lists and the normalized whitelists (with their rejected entries).
struct ContentBlockerPreparationKey: Sendable, Equatable {
    var ruleListPaths: [String]
    var whitelistedDomains: DomainEntry.Normalized
    var popupWhitelistedSourceDomains: DomainEntry.Normalized
}
