/// The tags and texts of a bookmark file, one after the other, in a single forward pass over its bytes
/// (already checked to be UTF-8).
struct NetscapeBookmarkScanner {
    /// A start or end tag: its lower-cased name (`/dl` for an end tag) and, for `a` and `h3`, its
    /// attributes by lower-cased name with entities decoded.
    struct Tag {
        var name: String
        var attributes: [String: String] = [:]
    }

    private let bytes: [UInt8]
    private var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let slash = UInt8(ascii: "/")

    /// The next tag after the current place, skipping text and comments; nil at the end, or where the
    /// file is cut off inside a tag.
    mutating func nextTag() -> Tag? {
        while index < bytes.count {
            guard bytes[index] == Self.lessThan else {
                index += 1
                continue
            }
            if matches("<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { return nil }
                index = end + 3
                continue
            }
            var cursor = index + 1
            let isEnd = cursor < bytes.count && bytes[cursor] == Self.slash
            if isEnd { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart || (cursor < bytes.count && bytes[cursor] == UInt8(ascii: "!")) else {
                index += 1  // a lone '<' in text
                continue
            }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            guard let close = tagEnd(from: cursor) else { return nil }
            var tag = Tag(name: isEnd ? "/" + name : name)
            if !isEnd, name == "a" || name == "h3" { tag.attributes = attributes(cursor..<close) }
            index = close + 1
            return tag
        }
        return nil
    }

    /// The text from here to the next tag, entities decoded and blanks collapsed; the end tag `</name>`
    /// is consumed when it is the tag that follows.
    mutating func text(closing name: String) -> String {
        let start = index
        while index < bytes.count, bytes[index] != Self.lessThan { index += 1 }
        let text = HTMLText.decode(bytes[start..<index])
        if matches("</" + name, at: index), let close = tagEnd(from: index + 2 + name.utf8.count) {
            index = close + 1
        }
        return text
    }

    /// The index of the `>` ending a tag whose attributes start at `start` (quotes respected).
    private func tagEnd(from start: Int) -> Int? {
        var cursor = start
        var quote: UInt8?
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == Self.greaterThan {
                return cursor
            }
            cursor += 1
        }
        return nil
    }

    private func attributes(_ range: Range<Int>) -> [String: String] {
        var result: [String: String] = [:]
        var cursor = range.lowerBound
        let end = range.upperBound
        while cursor < end {
            while cursor < end, Self.isBlank(bytes[cursor]) || bytes[cursor] == Self.slash { cursor += 1 }
            let nameStart = cursor
            while cursor < end, !Self.isBlank(bytes[cursor]), bytes[cursor] != UInt8(ascii: "=") { cursor += 1 }
            guard cursor > nameStart else { break }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            while cursor < end, Self.isBlank(bytes[cursor]) { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else {
                result[name] = result[name] ?? ""
                continue
            }
            cursor += 1
            while cursor < end, Self.isBlank(bytes[cursor]) { cursor += 1 }
            var valueStart = cursor
            var valueEnd: Int
            if cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                let quote = bytes[cursor]
                valueStart = cursor + 1
                valueEnd = valueStart
                while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
                cursor = min(end, valueEnd + 1)
            } else {
                valueEnd = cursor
                while valueEnd < end, !Self.isBlank(bytes[valueEnd]) { valueEnd += 1 }
                cursor = valueEnd
            }
            if result[name] == nil { result[name] = HTMLText.decode(bytes[valueStart..<valueEnd], collapsing: false) }
        }
        return result
    }

    private func matches(_ text: String, at position: Int) -> Bool {
        var cursor = position
        for byte in text.utf8 {
            guard cursor < bytes.count, Self.lowercased(bytes[cursor]) == byte else { return false }
            cursor += 1
        }
        return true
    }

    private func find(_ text: String, from position: Int) -> Int? {
        var cursor = position
        while cursor < bytes.count {
            if matches(text, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

/// HTML character references in bookmark files: the named ones exporters write and numeric ones.
enum HTMLText {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "#39": "'", "nbsp": "\u{00A0}",
    ]

    /// `bytes` as text, references decoded (an unknown or invalid one is kept as written, a numeric
    /// one naming no character becomes U+FFFD); with `collapsing`, runs of blanks become one space and
    /// the ends are trimmed.
    static func decode(_ bytes: ArraySlice<UInt8>, collapsing: Bool = true) -> String {
        let result =
            bytes.contains(UInt8(ascii: "&")) ? decodeReferences(bytes) : String(decoding: bytes, as: UTF8.self)
        guard collapsing else { return result }
        // "\r\n" is one Character in Swift, equal to neither "\r" nor "\n": Windows line ends are blanks too.
        return result.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
    }

    /// `bytes` as text with its references decoded. By scalar, not by `Character`: a combining mark after
    /// `&` or `;` makes one `Character` of it, yet the `&` and `;` still delimit the reference.
    private static func decodeReferences(_ bytes: ArraySlice<UInt8>) -> String {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var decoded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&",
                let semicolon = scalars[(index + 1)..<min(scalars.count, index + 13)].firstIndex(of: ";"),
                let value = reference(String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))[...])
            {
                decoded.append(contentsOf: value.unicodeScalars)
                index = semicolon + 1
            } else {
                decoded.append(scalars[index])
                index += 1
            }
        }
        return String(decoded)
    }

    private static func reference(_ name: Substring) -> String? {
        if let known = named[name.lowercased()] { return known }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32? =
            digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return String(Character(scalar))
    }
}
