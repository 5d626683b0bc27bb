import Foundation

/// The cosmetic filters of a list that WebKit's content-blocker JSON cannot express: procedural hiding
/// (`#?#` with `:-abp-has()`, `:-abp-contains()` / `:has-text()`, `:-abp-properties()`) and CSS injection
/// (`##selector { style }`, `:style()`, `{remove:true;}`), for a script to apply in the page.
///
/// Plain data with no WebKit dependency; its JSON (`json()`) is what `gtkweb --import-filters` writes next to
/// the rules as `F.cosmetic.json`, and what GtkWeb's cosmetic-filter user script evaluates.
public struct CosmeticFilterList: Sendable, Equatable, Codable {
    /// The format version of the JSON; `1`.
    public var version: Int
    /// The filters, in list order.
    public var filters: [CosmeticFilter]
    /// The generic element-hiding filters, when the importer leaves them to the script
    /// (`FilterListImporter.GenericHiding.cosmeticScript`); empty otherwise.
    public var genericHiding: [GenericHidingSelector]

    /// Whether the list has neither filters nor generic hiding selectors.
    public var isEmpty: Bool { filters.isEmpty && genericHiding.isEmpty }

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - filters: The filters, in list order.
    ///   - genericHiding: The generic hiding selectors, in list order.
    public init(filters: [CosmeticFilter] = [], genericHiding: [GenericHidingSelector] = []) {
        self.version = 1
        self.filters = filters
        self.genericHiding = genericHiding
    }

    private enum CodingKeys: String, CodingKey { case version, filters, genericHiding }

    /// Decodes `{"filters": […], "version": 1}`, with an optional `genericHiding` array.
    ///
    /// - Throws: `DecodingError` for any other shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        filters = try container.decode([CosmeticFilter].self, forKey: .filters)
        genericHiding = try container.decodeIfPresent([GenericHidingSelector].self, forKey: .genericHiding) ?? []
    }

    /// Encodes the version and filters, and `genericHiding` when there are any (so a list without them reads
    /// as before).
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(filters, forKey: .filters)
        if !genericHiding.isEmpty { try container.encode(genericHiding, forKey: .genericHiding) }
        try container.encode(version, forKey: .version)
    }

    /// The list as compact JSON with sorted keys (byte-identical for the same filters).
    ///
    /// - Returns: A JSON object `{"filters": […], "version": 1}` (with `"genericHiding": […]` when it has any).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every member is a string, number, array or object of those, which JSONEncoder always encodes.
        let data = (try? encoder.encode(self)) ?? Data("{\"filters\":[],\"version\":1}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// One cosmetic filter: on which pages, which elements, and what to do with them.
public struct CosmeticFilter: Sendable, Equatable, Codable {
    /// The page hosts it applies on, each with its subdomains (`example.*` stands for any top-level domain).
    public var domains: [String]
    /// The hosts it does not apply on, each with its subdomains; they win over `domains`.
    public var excludedDomains: [String]
    /// The selector, evaluated step by step from the document.
    public var steps: [CosmeticSelectorStep]
    /// What is done to the selected elements.
    public var action: CosmeticFilterAction

    /// Creates a filter.
    ///
    /// - Parameters:
    ///   - domains: The hosts it applies on (never empty in converted lists).
    ///   - excludedDomains: The hosts it does not apply on.
    ///   - steps: The selector steps; the first is `.css` or `.properties`.
    ///   - action: What to do with the selected elements.
    public init(
        domains: [String], excludedDomains: [String] = [], steps: [CosmeticSelectorStep],
        action: CosmeticFilterAction
    ) {
        self.domains = domains
        self.excludedDomains = excludedDomains
        self.steps = steps
        self.action = action
    }
}

/// One step of a cosmetic selector. The first step selects from the document (or, inside `.has`, from the
/// element being tested); each later step narrows or moves from the elements selected so far.
public enum CosmeticSelectorStep: Sendable, Equatable, Codable {
    /// Plain CSS. First: `querySelectorAll`. Later: starting with a descendant or `>` combinator, the
    /// matching descendants of each element; otherwise the elements that also match it.
    case css(String)
    /// `:-abp-has(…)` / `:has(…)` holding a procedural operator: keeps elements in which the inner steps,
    /// evaluated from the element, select anything.
    case has([CosmeticSelectorStep])
    /// `:-abp-contains(…)` / `:has-text(…)`: keeps elements whose text content matches.
    case contains(CosmeticTextPattern)
    /// `:-abp-properties(…)`: keeps elements matched by a style-sheet rule whose declarations
    /// (`name: value;` joined by spaces) match; first, it selects all such elements.
    case properties(CosmeticTextPattern)

    private enum CodingKeys: String, CodingKey { case css, has, contains, properties }

    /// Decodes the single-key object `{"css": …}`, `{"has": […]}`, `{"contains": …}` or `{"properties": …}`.
    ///
    /// - Throws: `DecodingError` for any other shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let css = try container.decodeIfPresent(String.self, forKey: .css) {
            self = .css(css)
        } else if let inner = try container.decodeIfPresent([CosmeticSelectorStep].self, forKey: .has) {
            self = .has(inner)
        } else if let pattern = try container.decodeIfPresent(CosmeticTextPattern.self, forKey: .contains) {
            self = .contains(pattern)
        } else if let pattern = try container.decodeIfPresent(CosmeticTextPattern.self, forKey: .properties) {
            self = .properties(pattern)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown cosmetic selector step"))
        }
    }

    /// Encodes the step as a single-key object.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .css(let css): try container.encode(css, forKey: .css)
        case .has(let inner): try container.encode(inner, forKey: .has)
        case .contains(let pattern): try container.encode(pattern, forKey: .contains)
        case .properties(let pattern): try container.encode(pattern, forKey: .properties)
        }
    }
}

/// A text pattern: a literal substring, or a JavaScript regular expression with its flags.
public struct CosmeticTextPattern: Sendable, Equatable, Codable {
    /// The substring, or the regular expression's source.
    public var source: String
    /// Whether `source` is a regular expression.
    public var isRegex: Bool
    /// The regular expression's flags (`i`, …); empty for a substring.
    public var flags: String

    /// Creates a pattern.
    ///
    /// - Parameters:
    ///   - source: The substring or regular-expression source.
    ///   - isRegex: Whether it is a regular expression.
    ///   - flags: Its flags.
    public init(source: String, isRegex: Bool = false, flags: String = "") {
        self.source = source
        self.isRegex = isRegex
        self.flags = flags
    }
}

/// What a cosmetic filter does to the elements it selects.
public enum CosmeticFilterAction: Sendable, Equatable, Codable {
    /// `display: none !important` on the element.
    case hide
    /// Removes the element from the document (uBlock Origin's `{remove:true;}` and `:remove()`).
    case remove
    /// Sets these declarations on the element (`color: red !important; height: 0`).
    case style(String)

    private enum CodingKeys: String, CodingKey { case hide, remove, style }

    /// Decodes `{"hide": true}`, `{"remove": true}` or `{"style": "…"}`.
    ///
    /// - Throws: `DecodingError` for any other shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let style = try container.decodeIfPresent(String.self, forKey: .style) {
            self = .style(style)
        } else if try container.decodeIfPresent(Bool.self, forKey: .remove) == true {
            self = .remove
        } else if try container.decodeIfPresent(Bool.self, forKey: .hide) == true {
            self = .hide
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown cosmetic filter action"))
        }
    }

    /// Encodes the action as a single-key object.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hide: try container.encode(true, forKey: .hide)
        case .remove: try container.encode(true, forKey: .remove)
        case .style(let style): try container.encode(style, forKey: .style)
        }
    }
}
