/// What a page must have for a generic hiding selector to match, as `GenericHidingIndex` files it: found
/// outside parentheses and in no selector list, in any compound of the selector (the element's own, or, left
/// of a combinator, an ancestor's or sibling's), so that a page without it cannot match the selector.
enum GenericHidingKey: Equatable {
    /// A name the page must have: `i`, `c`, `t` or `a` and the lowercase id, class, element name or
    /// attribute name (`iads`, `cad-box`, `ta`, `adata-ad-slot`).
    case name(String)
    /// An attribute (lowercase) whose value, on some element, must contain `needle` (ASCII letters compared
    /// without case): `[href^="https://ads.example/"]` needs an `href` holding `https://ads.example/`. For
    /// `class` and `id` the needle has no white space, so that one class (or the id) holds it.
    case value(attribute: String, needle: String)

    /// The most selective key of `selector`: an id, else a class, else an attribute value, else an
    /// attribute name, else the first element name of a compound; nil when it has none or is a list.
    init?(of selector: String) {
        let bytes = Array(selector.utf8)
        var depth = 0
        var quote: UInt8?
        var firstClass: String?
        var firstValue: GenericHidingKey?
        var firstAttribute: String?
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
            case UInt8(ascii: "["):
                if depth == 0, let condition = Self.attribute(in: bytes, from: index + 1) {
                    if let needle = condition.needle {
                        if firstValue == nil { firstValue = .value(attribute: condition.name, needle: needle) }
                    } else if firstAttribute == nil {
                        firstAttribute = "a" + condition.name
                    }
                }
                depth += 1
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return nil }
            case UInt8(ascii: "."), UInt8(ascii: "#"):
                if depth == 0, let name = Self.name(in: bytes, from: index + 1) {
                    if byte == UInt8(ascii: "#") {
                        self = .name("i" + name)
                        return
                    }
                    if firstClass == nil { firstClass = "c" + name }
                }
            default:
                if depth == 0, compoundStart, firstTag == nil, Self.isLetter(byte),
                    let name = Self.name(in: bytes, from: index)
                {
                    firstTag = "t" + name
                }
            }
            let isSeparator =
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "~")
            compoundStart = depth == 0 && isSeparator
            index += 1
        }
        if let firstClass {
            self = .name(firstClass)
        } else if let firstValue {
            self = firstValue
        } else if let name = firstAttribute ?? firstTag {
            self = .name(name)
        } else {
            return nil
        }
    }

    /// The attribute condition whose text starts at `start` (after `[`): its lowercase name, and the value
    /// it needs contained, nil for a bare `[name]` or an empty value. Nil for what it does not read: a
    /// namespace, an escape, a name that does not start with a letter, `class` or `id` without a value or
    /// with white space in it.
    private static func attribute(in bytes: [UInt8], from start: Int) -> (name: String, needle: String?)? {
        var index = start
        func skipSpace() { while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 } }
        skipSpace()
        guard index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "_"),
            let name = name(in: bytes, from: index)
        else { return nil }
        index += name.utf8.count
        skipSpace()
        guard index < bytes.count else { return nil }
        let named = name == "class" || name == "id"
        if bytes[index] == UInt8(ascii: "]") { return named ? nil : (name, nil) }
        if bytes[index] != UInt8(ascii: "=") {
            guard "~|^$*".utf8.contains(bytes[index]), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "=")
            else { return nil }
            index += 1
        }
        index += 1
        skipSpace()
        guard index < bytes.count else { return nil }
        let value: ArraySlice<UInt8>
        let open = bytes[index]
        if open == UInt8(ascii: "\"") || open == UInt8(ascii: "'") {
            guard let close = bytes[(index + 1)...].firstIndex(where: { $0 == open || $0 == UInt8(ascii: "\\") }),
                bytes[close] == open
            else { return nil }
            value = bytes[(index + 1)..<close]
            index = close + 1
        } else {
            var end = index
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            value = bytes[index..<end]
            index = end
        }
        skipSpace()
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "i") || bytes[index] | 0x20 == UInt8(ascii: "s") {
            index += 1
            skipSpace()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        if named {
            guard !value.isEmpty, !value.contains(where: { $0 <= UInt8(ascii: " ") }) else { return nil }
        }
        return (name, value.isEmpty ? nil : String(decoding: value, as: UTF8.self).lowercased())
    }

    /// The lowercase name at `start` (letters, digits, `-`, `_`, and CSS escapes of ASCII characters:
    /// `\[`, `\31 `), or nil when there is none or it holds a non-ASCII character, whose lowercase the engine
    /// would not find the same way.
    private static func name(in bytes: [UInt8], from start: Int) -> String? {
        var name: [UInt8] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if isNameByte(byte) {
                name.append(byte)
                index += 1
            } else if byte == UInt8(ascii: "\\") {
                guard let (character, next) = escape(in: bytes, from: index + 1) else { return nil }
                name.append(character)
                index = next
            } else if byte >= 0x80 {
                return nil
            } else {
                break
            }
        }
        guard !name.isEmpty else { return nil }
        return String(decoding: name, as: UTF8.self).lowercased()
    }

    /// The ASCII character a CSS escape stands for, whose text (after the backslash) starts at `start`, and
    /// where the escape ends: up to six hex digits and one optional white space, or any other character
    /// itself. Nil for a character that is not ASCII, NUL, a line break or the end of the selector.
    private static func escape(in bytes: [UInt8], from start: Int) -> (UInt8, Int)? {
        guard start < bytes.count else { return nil }
        var end = start
        var value = 0
        while end < bytes.count, end - start < 6, let digit = hexValue(bytes[end]) {
            value = value * 16 + digit
            end += 1
        }
        guard end > start else {
            let byte = bytes[start]
            guard byte < 0x80, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"), byte != 0x0C else { return nil }
            return (byte, start + 1)
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard value > 0, value < 0x80 else { return nil }
        return (UInt8(value), end)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }
}
