import Foundation

/// A generic element-hiding filter (`##.ad`, `~news.example##.ad`) for GtkWeb's cosmetic-filter script, as
/// `FilterListImporter(genericHiding: .cosmeticScript)` writes it instead of a `css-display-none` rule.
///
/// The script hides what `selector` matches on every page but those of `excludedDomains`, where the list
/// also enables generic hiding: its rules hold one `css-display-none` rule for `probeSelector` in place of
/// the generic ones, which `$generichide`, `$elemhide`, `$document` exceptions and whitelists cancel exactly
/// as they would have cancelled the generic rules, and the script hides nothing where WebKit cancelled it.
public struct GenericHidingSelector: Sendable, Equatable, Codable {
    /// The CSS selector.
    public var selector: String
    /// Page hosts where it does not apply, each with its subdomains (`example.*` for any top-level domain):
    /// the filter's `~domain`s and the domains of `domain#@#selector` exceptions. Checked against the
    /// top-level page's host, as WebKit checks `unless-domain`.
    public var excludedDomains: [String]

    /// The selector of the rule that tells the script where generic hiding applies: the `::before` of the
    /// document's `head`, which no page shows (the `head` is never displayed), is hidden on exactly the
    /// pages where WebKit would have applied the generic hiding rules. The script reads its computed
    /// `display` without changing the document.
    public static let probeSelector = "head::before"

    /// The probe rule's selector in lists converted before `probeSelector`: an element of this name, which
    /// the script adds to the document for a moment when the `probeSelector` rule is not in force.
    public static let elementProbeSelector = "gtkweb-generic-hiding-probe"

    /// Creates a generic hiding selector.
    ///
    /// - Parameters:
    ///   - selector: The CSS selector.
    ///   - excludedDomains: The hosts where it does not apply.
    public init(selector: String, excludedDomains: [String] = []) {
        self.selector = selector
        self.excludedDomains = excludedDomains
    }

    private enum CodingKeys: String, CodingKey { case selector, excludedDomains }

    /// Decodes `{"selector": …}` with an optional `excludedDomains` array.
    ///
    /// - Throws: `DecodingError` when `selector` is missing or not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selector = try container.decode(String.self, forKey: .selector)
        excludedDomains = try container.decodeIfPresent([String].self, forKey: .excludedDomains) ?? []
    }

    /// Encodes the selector, and `excludedDomains` when there are any.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selector, forKey: .selector)
        if !excludedDomains.isEmpty { try container.encode(excludedDomains, forKey: .excludedDomains) }
    }
}
