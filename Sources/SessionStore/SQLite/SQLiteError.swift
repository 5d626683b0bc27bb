internal import CSQLite

/// An error reported by SQLite: its result code, its message, and the SQL that was running.
///
/// SQLite's result codes are an open space, so this is a struct with named constants for the codes the
/// store reacts to (as `Errno` in swift-system), not an enum.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`).
    public var extendedCode: Int32
    /// The message SQLite gave (`sqlite3_errmsg`), or `sqlite3_errstr` of the code.
    public var message: String
    /// The statement that failed, when there was one.
    public var sql: String?

    /// The primary result code: the low byte of the extended one.
    public var code: Int32 { extendedCode & 0xFF }

    /// Creates an error from a result code, a message and the SQL that was running.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.extendedCode = code
        self.message = message
        self.sql = sql
    }

    init(code: Int32, sql: String? = nil) {
        self.init(code: code, message: String(cString: sqlite3_errstr(code)), sql: sql)
    }

    public var description: String {
        let statement = sql.map { " in «\($0)»" } ?? ""
        return "SQLite error \(extendedCode): \(message)\(statement)"
    }

    /// SQLITE_BUSY: another connection holds the lock past the busy timeout.
    public static let busy: Int32 = SQLITE_BUSY
    /// SQLITE_CORRUPT: the file is malformed.
    public static let corrupt: Int32 = SQLITE_CORRUPT
    /// SQLITE_NOTADB: the file is not a database.
    public static let notADatabase: Int32 = SQLITE_NOTADB
    /// SQLITE_FULL: the disk (or the process's file-size limit) is full.
    public static let full: Int32 = SQLITE_FULL
    /// SQLITE_IOERR: the operating system reported an I/O error.
    public static let ioError: Int32 = SQLITE_IOERR
    /// SQLITE_CANTOPEN: the file or its folder could not be opened.
    public static let cannotOpen: Int32 = SQLITE_CANTOPEN
    /// SQLITE_READONLY: the file or its folder is read-only.
    public static let readOnly: Int32 = SQLITE_READONLY
    /// SQLITE_PERM: access was denied.
    public static let permission: Int32 = SQLITE_PERM

    /// Whether the error says the file is damaged or not a database at all.
    public var meansDamagedFile: Bool { code == Self.corrupt || code == Self.notADatabase }
}
