import ContentRuleImport

/// The generic hiding selectors of a cosmetic-filter list, indexed by what a page must have for each to
/// match (`GenericHidingKey`): a class, an id, an element name or an attribute name, an attribute value
/// that holds a given text, or nothing known. `GenericHidingLookup` answers the page's `GenericHidingEngine`
/// from it.
///
/// - `classes`, `ids`: the names whose whole selector is `.name` or `#name` (lowercase ASCII): the selector
///   is rebuilt from the name, so that the most common filters cost a name each;
/// - `keyed`: the selectors keyed by a name (`cad-box`, `iads`, `ta`, `adata-ad-slot`);
/// - `valued`: per attribute, the selectors keyed by a text its value must hold (`href` holding
///   `//ads.example/`; for `class` and `id`, a text one class or the id holds), found in what the page
///   reports in one pass (`SubstringMatcher`);
/// - `always`: selectors with no key (selector lists, names escaping non-ASCII characters), applied on every page;
/// - `excluded`: the excluded domains of the selectors that have any.
struct GenericHidingIndex: Sendable {
    /// The selectors keyed by the texts that one attribute's values must hold.
    struct ValueKeys: Sendable {
        var matcher: SubstringMatcher
        /// Per needle of `matcher`, its selectors.
        var selectors: [[String]]
    }

    private(set) var classes: Set<String> = []
    private(set) var ids: Set<String> = []
    private(set) var keyed: [String: [String]] = [:]
    private(set) var valued: [String: ValueKeys] = [:]
    private(set) var always: [String] = []
    private(set) var excluded: [String: [String]] = [:]

    init(_ selectors: [GenericHidingSelector]) {
        var needles: [String: [String: [String]]] = [:]
        var order: [String: [String]] = [:]
        for entry in selectors {
            let selector = entry.selector
            if !entry.excludedDomains.isEmpty { excluded[selector, default: []] += entry.excludedDomains }
            if let name = Self.simpleName(selector) {
                if selector.hasPrefix(".") { classes.insert(String(name)) } else { ids.insert(String(name)) }
                continue
            }
            switch GenericHidingKey(of: selector) {
            case .name(let key):
                keyed[key, default: []].append(selector)
            case .value(let attribute, let needle):
                if needles[attribute]?[needle] == nil { order[attribute, default: []].append(needle) }
                needles[attribute, default: [:]][needle, default: []].append(selector)
            case nil:
                always.append(selector)
            }
        }
        for (attribute, texts) in order {
            valued[attribute] = ValueKeys(
                matcher: SubstringMatcher(texts), selectors: texts.map { needles[attribute]?[$0] ?? [] })
        }
    }

    /// The attributes, other than `class` and `id`, whose values the page must report (the keys of `valued`),
    /// and those whose names it must report (the `a` keys of `keyed`), sorted.
    var reportedAttributes: (values: [String], names: [String]) {
        (
            valued.keys.filter { $0 != "class" && $0 != "id" }.sorted(),
            keyed.keys.filter { $0.hasPrefix("a") }.map { String($0.dropFirst()) }.sorted()
        )
    }

    /// The element names whose presence keys a selector (the `t` keys of `keyed`), sorted: the page reports
    /// no other element name.
    var reportedTags: [String] {
        keyed.keys.filter { $0.hasPrefix("t") }.map { String($0.dropFirst()) }.sorted()
    }

    /// The selectors that a page whose top-level host is `host` may match when it has these element names,
    /// ids and classes (lowercase), attribute names (`attributes`) and attribute values (`values`, by
    /// attribute), plus `always` when `withAlways`, plus every selector keyed by a value of the attributes of
    /// `unreported` (whose values were too long to report); a selector excluded on `host` (or a parent domain
    /// of it, or `example.*` for any top-level domain) is left out.
    func selectors(
        host: String, tags: [String], ids pageIDs: [String], classes pageClasses: [String],
        attributes: [String] = [], values: [String: [String]] = [:], unreported: [String] = [], withAlways: Bool
    ) -> [String] {
        var out: [String] = []
        func add(_ selector: String) {
            if let domains = excluded[selector], domains.contains(where: { Self.host(host, isOn: $0) }) { return }
            out.append(selector)
        }
        func more(_ key: String) {
            for selector in keyed[key] ?? [] { add(selector) }
        }
        if withAlways { always.forEach(add) }
        for tag in tags { more("t" + tag) }
        for id in pageIDs {
            if ids.contains(id) { add("#" + id) }
            more("i" + id)
        }
        for name in pageClasses {
            if classes.contains(name) { add("." + name) }
            more("c" + name)
        }
        for name in attributes { more("a" + name) }
        var texts = values
        if !pageClasses.isEmpty { texts["class", default: []] += pageClasses }
        if !pageIDs.isEmpty { texts["id", default: []] += pageIDs }
        for (attribute, list) in texts.sorted(by: { $0.key < $1.key }) {
            guard let keys = valued[attribute] else { continue }
            var sent = [Bool](repeating: false, count: keys.selectors.count)
            if unreported.contains(attribute) { sent = sent.map { _ in true } }
            for text in list { keys.matcher.forEachMatch(in: text) { sent[$0] = true } }
            for (number, isSent) in sent.enumerated() where isSent { keys.selectors[number].forEach(add) }
        }
        for attribute in Set(unreported).sorted() where texts[attribute] == nil {
            valued[attribute]?.selectors.joined().forEach(add)
        }
        return out
    }

    /// Whether `host` is `domain` or a subdomain of it; `example.*` stands for `example` under any one- or
    /// two-label public suffix (`example.com`, `www.example.co.uk`).
    static func host(_ host: String, isOn domain: String) -> Bool {
        guard domain.hasSuffix(".*") else { return host == domain || host.hasSuffix("." + domain) }
        let base = domain.dropLast(2)
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let baseLabels = base.split(separator: ".", omittingEmptySubsequences: false)
        for suffixCount in 1...2 where labels.count >= baseLabels.count + suffixCount {
            let end = labels.count - suffixCount
            let start = end - baseLabels.count
            guard labels[start..<end].elementsEqual(baseLabels),
                labels[end...].allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isHostLabelByte) })
            else { continue }
            return true
        }
        return false
    }

    private static func isHostLabelByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    /// `name` when `selector` is exactly `.name` or `#name` with `name` of lowercase ASCII letters, digits,
    /// `-` and `_`.
    static func simpleName(_ selector: String) -> Substring? {
        guard let first = selector.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "#") else {
            return nil
        }
        let name = selector.dropFirst()
        guard !name.isEmpty, name.utf8.allSatisfy(isLowerNameByte) else { return nil }
        return name
    }

    private static func isLowerNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
