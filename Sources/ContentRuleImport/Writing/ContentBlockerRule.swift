import Foundation

/// One rule of a WebKit content-blocker list: the JSON object that WebKitGTK's
/// `webkit_user_content_filter_store_save` compiles, in the same format as Safari's `WKContentRuleList`.
///
/// The Codable representation uses WebKit's hyphenated keys (`url-filter`, `if-domain`, …), so encoding an
/// array of rules produces a list WebKit accepts and decoding reads one written by hand.
public struct ContentBlockerRule: Sendable, Codable, Equatable, Hashable {
    /// When the rule applies.
    public var trigger: Trigger
    /// What the rule does when it applies.
    public var action: Action

    /// Creates a rule from a trigger and an action.
    ///
    /// - Parameters:
    ///   - trigger: The conditions a load must meet.
    ///   - action: What WebKit does with a load that meets them.
    public init(trigger: Trigger, action: Action) {
        self.trigger = trigger
        self.action = action
    }

    /// The conditions of a rule (the JSON `trigger` object).
    ///
    /// WebKit accepts at most one of `if-domain`, `unless-domain`, `if-top-url` and `unless-top-url` in a
    /// trigger; it rejects the whole list otherwise ("A trigger cannot have more than one condition").
    public struct Trigger: Sendable, Codable, Equatable, Hashable {
        /// A regular expression, in WebKit's subset, matched against the full URL of each load (`url-filter`).
        ///
        /// The subset has `.`, character classes, groups, `*`, `+`, `?`, and `^`/`$` only at the very start/end;
        /// it has no `|`, no `{n,m}`, no `\d`/`\w`/`\b`, no backreferences or lookarounds, and ASCII only.
        public var urlFilter: String
        /// Whether `urlFilter` is matched case-sensitively (`url-filter-is-case-sensitive`); WebKit's default,
        /// when the key is absent, is `false`.
        public var urlFilterIsCaseSensitive: Bool?
        /// Domains of the top-level document on which the rule applies (`if-domain`); a leading `*` also
        /// matches subdomains. Lowercase, punycode.
        public var ifDomain: [String]?
        /// Domains of the top-level document on which the rule does not apply (`unless-domain`).
        public var unlessDomain: [String]?
        /// Regexes, in the url-filter subset, of top-level document URLs on which the rule applies
        /// (`if-top-url`).
        public var ifTopURL: [String]?
        /// Regexes of top-level document URLs on which the rule does not apply (`unless-top-url`).
        public var unlessTopURL: [String]?
        /// The kinds of load the rule applies to (`resource-type`); absent means every kind.
        public var resourceType: [ResourceType]?
        /// Whether the rule applies to first-party loads, third-party loads or both (`load-type`).
        public var loadType: [LoadType]?

        /// Creates a trigger.
        ///
        /// - Parameters:
        ///   - urlFilter: The regular expression matched against each load's URL.
        ///   - urlFilterIsCaseSensitive: `true` to match case-sensitively; `nil` leaves WebKit's default.
        ///   - ifDomain: Top-level document domains the rule is limited to.
        ///   - unlessDomain: Top-level document domains the rule is excluded from.
        ///   - resourceType: The kinds of load the rule is limited to.
        ///   - loadType: First- or third-party loads the rule is limited to.
        ///   - ifTopURL: Top-level document URL regexes the rule is limited to.
        ///   - unlessTopURL: Top-level document URL regexes the rule is excluded from.
        public init(
            urlFilter: String, urlFilterIsCaseSensitive: Bool? = nil, ifDomain: [String]? = nil,
            unlessDomain: [String]? = nil, resourceType: [ResourceType]? = nil, loadType: [LoadType]? = nil,
            ifTopURL: [String]? = nil, unlessTopURL: [String]? = nil
        ) {
            self.ifTopURL = ifTopURL
            self.unlessTopURL = unlessTopURL
            self.urlFilter = urlFilter
            self.urlFilterIsCaseSensitive = urlFilterIsCaseSensitive
            self.ifDomain = ifDomain
            self.unlessDomain = unlessDomain
            self.resourceType = resourceType
            self.loadType = loadType
        }

        private enum CodingKeys: String, CodingKey {
            case urlFilter = "url-filter"
            case urlFilterIsCaseSensitive = "url-filter-is-case-sensitive"
            case ifDomain = "if-domain"
            case unlessDomain = "unless-domain"
            case resourceType = "resource-type"
            case loadType = "load-type"
            case ifTopURL = "if-top-url"
            case unlessTopURL = "unless-top-url"
        }
    }

    /// What a rule does (the JSON `action` object).
    public struct Action: Sendable, Codable, Equatable, Hashable {
        /// The kind of action.
        public var type: ActionType
        /// The CSS selector of the elements to hide; only for `css-display-none`.
        public var selector: String?

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - type: The kind of action.
        ///   - selector: The CSS selector, required by `css-display-none` and ignored otherwise.
        public init(type: ActionType, selector: String? = nil) {
            self.type = type
            self.selector = selector
        }

        /// An action that blocks the load.
        public static let block = Action(type: .block)
        /// An action that strips cookies from the load.
        public static let blockCookies = Action(type: .blockCookies)
        /// An action that cancels every earlier rule of the same list that matched this load.
        public static let ignorePreviousRules = Action(type: .ignorePreviousRules)

        /// An action that hides the elements matching `selector`.
        ///
        /// - Parameter selector: A CSS selector list. WebKit drops (without failing the list) a rule whose
        ///   selector it cannot parse.
        /// - Returns: A `css-display-none` action.
        public static func cssDisplayNone(_ selector: String) -> Action {
            Action(type: .cssDisplayNone, selector: selector)
        }
    }
}
