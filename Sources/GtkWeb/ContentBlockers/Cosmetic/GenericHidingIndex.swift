import ContentRuleImport

/// The generic hiding selectors of a cosmetic-filter list, indexed by what a page must have for each to
/// match: a class, an id or an element name (lowercase), or nothing known. `GenericHidingLookup` answers the
/// page's `GenericHidingEngine` from it.
///
/// - `classes`, `ids`: the names whose whole selector is `.name` or `#name` (lowercase ASCII): the selector
///   is rebuilt from the name, so that the most common filters cost a name each;
/// - `keyed`: the other selectors by key (`c`, `i` or `t` and the lowercase name: `cad-box`, `iads`, `ta`):
///   the first id, else the first class, else the first element name that every element the selector
///   matches must have (or, left of a combinator, an ancestor or sibling of it), outside brackets and
///   parentheses;
/// - `always`: selectors with no such key (`[data-ad-slot]`, selector lists), applied on every page;
/// - `excluded`: the excluded domains of the selectors that have any.
struct GenericHidingIndex: Sendable {
    private(set) var classes: Set<String> = []
    private(set) var ids: Set<String> = []
    private(set) var keyed: [String: [String]] = [:]
    private(set) var always: [String] = []
    private(set) var excluded: [String: [String]] = [:]

    init(_ selectors: [GenericHidingSelector]) {
        for entry in selectors {
            let selector = entry.selector
            if !entry.excludedDomains.isEmpty { excluded[selector, default: []] += entry.excludedDomains }
            if let name = Self.simpleName(selector) {
                if selector.hasPrefix(".") { classes.insert(String(name)) } else { ids.insert(String(name)) }
            } else if let key = Self.key(of: selector) {
                keyed[key, default: []].append(selector)
            } else {
                always.append(selector)
            }
        }
    }

    /// The selectors that a page whose top-level host is `host` may match when it has these element names,
    /// ids and classes (lowercase), in that order, plus `always` when `withAlways`; a selector excluded on
    /// `host` (or a parent domain of it, or `example.*` for any top-level domain) is left out.
    func selectors(
        host: String, tags: [String], ids pageIDs: [String], classes pageClasses: [String], withAlways: Bool
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

    /// The key the page must have for `selector` to match (`i`, `c` or `t` and a lowercase name), or nil.
    static func key(of selector: String) -> String? {
        let bytes = Array(selector.utf8)
        var depth = 0
        var quote: UInt8?
        var firstClass: String?
        var firstTag: String?
        var index = 0
        var compoundStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"):
                index += 2
                compoundStart = false
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return nil }
            case UInt8(ascii: "."), UInt8(ascii: "#"):
                if depth == 0, let name = name(in: bytes, from: index + 1) {
                    if byte == UInt8(ascii: "#") { return "i" + name }
                    if firstClass == nil { firstClass = "c" + name }
                }
            default:
                if depth == 0, compoundStart, firstTag == nil, isLetter(byte), let name = name(in: bytes, from: index) {
                    firstTag = "t" + name
                }
            }
            let isSeparator =
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "~")
            compoundStart = depth == 0 && isSeparator
            index += 1
        }
        return firstClass ?? firstTag
    }

    /// The lowercase name at `start` (letters, digits, `-`, `_`), or nil when there is none or it goes on
    /// with an escape or a non-ASCII character, whose lowercase the engine would not find the same way.
    private static func name(in bytes: [UInt8], from start: Int) -> String? {
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\\") || bytes[end] >= 0x80 { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }

    private static func isLowerNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
