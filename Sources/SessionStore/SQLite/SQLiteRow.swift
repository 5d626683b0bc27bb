/// One result row, copied out of the statement so it outlives the next step.
struct SQLiteRow: Sendable {
    var values: [SQLiteValue]

    subscript(_ index: Int) -> SQLiteValue { index < values.count ? values[index] : .null }

    func int(_ index: Int) -> Int {
        switch self[index] {
        case .integer(let value): Int(value)
        case .real(let value): Int(value)
        default: 0
        }
    }

    func int64(_ index: Int) -> Int64 {
        if case .integer(let value) = self[index] { return value }
        return Int64(int(index))
    }

    func double(_ index: Int) -> Double {
        switch self[index] {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: 0
        }
    }

    func optionalDouble(_ index: Int) -> Double? { self[index] == .null ? nil : double(index) }

    func string(_ index: Int) -> String { optionalString(index) ?? "" }

    func optionalString(_ index: Int) -> String? {
        switch self[index] {
        case .text(let value): value
        case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .null: nil
        }
    }

    func bool(_ index: Int) -> Bool { int(index) != 0 }

    func blob(_ index: Int) -> [UInt8]? {
        switch self[index] {
        case .blob(let bytes): bytes
        case .text(let text): Array(text.utf8)
        default: nil
        }
    }
}
