internal import CSQLite

/// One prepared statement (`sqlite3_prepare_v2`), finalized in `deinit` (`sqlite3_finalize`).
///
/// A statement belongs to its connection and is used on the same thread as the connection.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer
    let sql: String

    init(database: OpaquePointer, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteConnection.error(database, code: code, sql: sql)
        }
        self.handle = statement
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// The virtual-machine steps the statement ran since the last call, counting from zero again
    /// (`sqlite3_stmt_status`, `SQLITE_STMTSTATUS_VM_STEP`): a measure of the rows a query read that
    /// does not depend on the machine's speed. A virtual table's own reads are not counted.
    func takeVirtualMachineSteps() -> Int {
        Int(sqlite3_stmt_status(handle, Int32(SQLITE_STMTSTATUS_VM_STEP), 1))
    }

    /// Clears bindings and resets the statement so it can run again.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds `values` to parameters 1…n (`sqlite3_bind_*`; text and blobs are copied).
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let string): code = sqlite3_bind_text(handle, index, string, -1, csqlite_transient())
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob64(
                        handle, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                        sqlite3_uint64(buffer.count),
                        csqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw SQLiteConnection.error(database, code: code, sql: sql) }
        }
    }

    /// Steps once (`sqlite3_step`): true while a row is available, false when done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteConnection.error(database, code: code, sql: sql)
        }
    }

    /// The value of column `index` of the current row (`sqlite3_column_*`).
    func column(_ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            return .text(String(cString: text))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// The number of columns in a result row.
    var columnCount: Int32 { sqlite3_column_count(handle) }
}
