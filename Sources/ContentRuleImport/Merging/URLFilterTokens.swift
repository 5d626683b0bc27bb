import Foundation

/// A url-filter cut into the pieces `URLFilterUnion` may vary: words of literal letters, digits and `_`,
/// single literal separators (`-`, `/`, `\.`), and everything else (classes, groups, quantified atoms,
/// `.`, anchors), which it leaves alone.
///
/// A quantifier belongs to the atom before it, so a word or separator followed by `*`, `+` or `?` counts as
/// "other": changing its last character would change what the quantifier repeats.
struct URLFilterTokens {
    /// One piece: the bytes `start..<end` of the filter.
    struct Token: Equatable {
        /// What the piece is.
        enum Kind: Equatable {
            /// Letters, digits and `_`, matched literally.
            case word
            /// One literal character that is not a word character (`-`, `/`, `=`, or an escaped `\.`).
            case separator
            /// A class, a group, a quantified atom, `.`, `^`, `$` or another regex operator.
            case other
        }

        var start: Int
        var end: Int
        var kind: Kind
    }

    /// The pieces, in order; together they cover every byte of the filter.
    let tokens: [Token]

    /// Cuts `filter` into pieces.
    ///
    /// - Parameter filter: The bytes of a url-filter in WebKit's regex subset.
    init(_ filter: [UInt8]) {
        var tokens: [Token] = []
        var index = 0
        while index < filter.count {
            let start = index
            var kind = Token.Kind.other
            let byte = filter[index]
            switch byte {
            case UInt8(ascii: "\\"):
                index = min(index + 2, filter.count)
                if index == start + 2 && !Self.isWordByte(filter[start + 1]) { kind = .separator }
            case UInt8(ascii: "["):
                index = Self.classEnd(filter, from: index)
            case UInt8(ascii: "("):
                index = Self.groupEnd(filter, from: index)
            case UInt8(ascii: "."), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "^"),
                UInt8(ascii: "$"), UInt8(ascii: "|"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"),
                UInt8(ascii: "]"):
                index += 1
            case _ where Self.isWordByte(byte):
                while index < filter.count && Self.isWordByte(filter[index]) { index += 1 }
                kind = .word
            default:
                index += 1
                kind = .separator
            }
            if index < filter.count
                && (filter[index] == UInt8(ascii: "*") || filter[index] == UInt8(ascii: "+")
                    || filter[index] == UInt8(ascii: "?"))
            {
                index += 1
                kind = .other
            }
            tokens.append(Token(start: start, end: index, kind: kind))
        }
        self.tokens = tokens
    }

    /// Whether `byte` is a letter, a digit or `_`: characters a class may list as they are.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// The index after the `]` closing the class that opens at `start`.
    private static func classEnd(_ filter: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < filter.count {
            switch filter[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "]"): return index + 1
            default: index += 1
            }
        }
        return filter.count
    }

    /// The index after the `)` closing the group that opens at `start`, classes and nested groups included.
    private static func groupEnd(_ filter: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < filter.count {
            switch filter[index] {
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                index = classEnd(filter, from: index)
                continue
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return filter.count
    }
}
