import Foundation

/// The result of converting an Adblock Plus / EasyList filter list: WebKit content-blocker rules plus a report
/// of every filter line that could not be converted.
public struct FilterListConversion: Sendable, Equatable {
    /// The most rules WebKitGTK compiles in one list: 150,000 (one more fails with "Too many rules in JSON
    /// array").
    public static let webKitRuleLimit = 150_000

    /// The rules, in the order WebKit must see them (`FilterListSection`): blocking, the top-level pass,
    /// untyped request exceptions, element hiding with its page-wide exceptions, blocks of pages and popups,
    /// typed request exceptions, `$important` blocks, then `$document` exceptions. Order matters because an
    /// `ignore-previous-rules` rule cancels only the rules above it, so each kind of exception sits right below
    /// what it may cancel and above what it must leave alone.
    public var rules: [ContentBlockerRule]
    /// The filter lines that were not converted, in line order, each with its reason.
    public var skipped: [SkippedFilterLine]
    /// The procedural and style-injecting cosmetic filters, which WebKit's JSON cannot express; GtkWeb applies
    /// them with a user script (`CosmeticFilterList.userScript()`).
    public var cosmeticFilters: CosmeticFilterList

    /// Creates a conversion result.
    ///
    /// - Parameters:
    ///   - rules: The WebKit rules, in list order.
    ///   - skipped: The lines that were not converted.
    ///   - cosmeticFilters: The filters for the cosmetic-filter script.
    public init(
        rules: [ContentBlockerRule], skipped: [SkippedFilterLine],
        cosmeticFilters: CosmeticFilterList = CosmeticFilterList()
    ) {
        self.rules = rules
        self.skipped = skipped
        self.cosmeticFilters = cosmeticFilters
    }

    /// The number of skipped lines for each `SkippedFilterLine.category`.
    public var skippedCountsByCategory: [String: Int] {
        skipped.reduce(into: [:]) { counts, line in counts[line.category, default: 0] += 1 }
    }

    /// The rules as the JSON array WebKit compiles (`webkit_user_content_filter_store_save`).
    ///
    /// Keys are sorted, so the same input always gives byte-identical JSON (useful for content-hash cache keys
    /// and for diffs of a checked-in list).
    ///
    /// WebKit refuses an empty array ("Empty extension"); check `rules.isEmpty` before compiling.
    ///
    /// - Parameter pretty: `true` to indent the JSON for reading; `false` (the default) writes it compact.
    /// - Returns: A JSON array of rule objects.
    public func json(pretty: Bool = false) -> String {
        ContentBlockerRuleJSON.encode(rules, pretty: pretty)
    }
}
