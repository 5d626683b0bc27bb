import Foundation

/// JSON text built by hand where it is hot (arguments, raw strings) and with `JSONEncoder` elsewhere.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func quote(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

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
