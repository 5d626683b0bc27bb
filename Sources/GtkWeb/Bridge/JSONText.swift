import Foundation

/// JSON text built by hand where it is hot (arguments, raw strings) and with `JSONEncoder` elsewhere.
package enum JSONText {
    /// `text` as a JSON string literal, which is also a JavaScript string literal: quotes, backslashes,
    /// control characters and the line separators U+2028 and U+2029 are escaped, everything else is kept.
    package static func quote(_ text: String) -> String {
        var out = ""
        quote(text, into: &out)
        return out
    }

    /// Appends `text` as a JSON string literal (as `quote(_:)`) to `out`. Text with nothing to escape, the
    /// usual case, is appended whole, without a copy byte by byte.
    package static func quote(_ text: String, into out: inout String) {
        let plain =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
            } ?? false
        if plain {
            out.reserveCapacity(out.utf8.count + text.utf8.count + 2)
            out += "\""
            out += text
            out += "\""
        } else {
            out += escaped(text)
        }
    }

    private static func escaped(_ text: String) -> String {
        let source = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(source.count + 2)
        out.append(UInt8(ascii: "\""))
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            let escaped: UInt8? =
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
                case 0x0A: UInt8(ascii: "n")
                case 0x0D: UInt8(ascii: "r")
                case 0x09: UInt8(ascii: "t")
                default: nil
                }
            if let escaped {
                out.append(UInt8(ascii: "\\"))
                out.append(escaped)
            } else if byte < 0x20 {
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            } else if byte == 0xE2, index + 1 < source.count, source[index] == 0x80,
                source[index + 1] == 0xA8 || source[index + 1] == 0xA9
            {
                // U+2028 and U+2029 end a line in JavaScript source before ES2019.
                out.append(contentsOf: source[index + 1] == 0xA8 ? "\\u2028".utf8 : "\\u2029".utf8)
                index += 2
            } else {
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The JSON text of `value`. Strings, integers, booleans and finite doubles are written
    /// directly; anything else goes through `JSONEncoder`.
    /// - Throws: `EncodingError` (or `JSONText.NotFinite`) when the value has no JSON form.
    static func encode(_ value: any Encodable) throws -> String {
        switch value {
        case let text as String: return quote(text)
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let number as Double:
            guard number.isFinite else { throw NotFinite(value: number) }
            return "\(number)"
        default: return try encodeWithEncoder(value)
        }
    }

    private static func encodeWithEncoder<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A double without a JSON form (infinite or NaN).
    struct NotFinite: Error, CustomStringConvertible {
        var value: Double
        var description: String { "\(value) has no JSON form" }
    }

    /// A readable account of a `DecodingError` or `EncodingError`: what went wrong, and where.
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "key '\(key.stringValue)' not found at \(path(context.codingPath))"
        case DecodingError.typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            return "expected \(type) at \(path(context.codingPath)), found null"
        case DecodingError.dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        case EncodingError.invalidValue(let value, let context):
            return "\(value) at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return (error as? LocalizedError)?.errorDescription ?? String(describing: error)
        }
    }
}
