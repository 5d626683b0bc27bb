import ContentRuleImport
import Foundation

/// The generic hiding selectors of a cosmetic-filter list, indexed for `GenericHidingEngine` by what a page
/// must have for each to match: a class, an id or an element name (lowercase), or nothing known.
///
/// Its JSON, the engine's first argument:
/// - `c`, `i`: the class and id names whose whole selector is `.name` or `#name` (lowercase ASCII), joined by
///   spaces: the selector is rebuilt from the name, so that the most common filters cost a name each;
/// - `k`: the other selectors by key (`c`, `i` or `t` and the lowercase name: `cad-box`, `iads`, `ta`): the
///   first id, else the first class, else the first element name that every element the selector matches
///   must have (or, left of a combinator, an ancestor or sibling of it), outside brackets and parentheses;
/// - `a`: selectors with no such key (`[data-ad-slot]`, selector lists), applied on every page;
/// - `x`: the excluded domains of the selectors that have any.
struct GenericHidingIndex: Encodable {
    private(set) var c = ""
    private(set) var i = ""
    private(set) var k: [String: [String]] = [:]
    private(set) var a: [String] = []
    private(set) var x: [String: [String]] = [:]

    init(_ selectors: [GenericHidingSelector]) {
        var classes: [Substring] = []
        var ids: [Substring] = []
        for entry in selectors {
            let selector = entry.selector
            if !entry.excludedDomains.isEmpty { x[selector, default: []] += entry.excludedDomains }
            if let name = Self.simpleName(selector) {
                if selector.hasPrefix(".") { classes.append(name) } else { ids.append(name) }
            } else if let key = Self.key(of: selector) {
                k[key, default: []].append(selector)
            } else {
                a.append(selector)
            }
        }
        c = classes.joined(separator: " ")
        i = ids.joined(separator: " ")
    }

    /// The index as compact JSON with sorted keys.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, arrays and dictionaries of strings always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
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
