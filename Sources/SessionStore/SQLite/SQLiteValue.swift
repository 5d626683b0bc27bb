/// A value bound to or read from a statement: SQLite's five storage classes.
public enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension SQLiteValue {
    /// Text, or null for nil.
    static func text(_ string: String?) -> SQLiteValue { string.map(SQLiteValue.text) ?? .null }
    /// A blob, or null for nil.
    static func blob(_ bytes: [UInt8]?) -> SQLiteValue { bytes.map(SQLiteValue.blob) ?? .null }
    /// An integer, or null for nil.
    static func integer(_ value: Int?) -> SQLiteValue { value.map { .integer(Int64($0)) } ?? .null }
    /// 0 or 1.
    static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
    /// Seconds since 1970 as a real, or null for nil.
    static func date(_ seconds: Double?) -> SQLiteValue { seconds.map(SQLiteValue.real) ?? .null }
}
