internal import CSQLite
import Foundation

/// One connection to a database file (`sqlite3_open_v2`), closed in `deinit` (`sqlite3_close_v2`).
///
/// Statements are cached by SQL text and finalized when the connection goes.
///
/// `@unchecked Sendable` is safe because no two threads ever use a connection at once: it is created and
/// configured by one thread, then owned by a `Mutex<SQLiteConnection>` (`SessionStore` has two: the
/// writer's and the reader's), and every later
/// use (statements, the statement cache, transactions) happens inside that mutex's `withLock`. The
/// connection is opened with `SQLITE_OPEN_NOMUTEX`, so that lock is what serializes calls into SQLite.
final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// The path the connection was opened with.
    let path: String
    /// The virtual-machine steps of every statement run through `run` and `rows` so far (see
    /// `SQLiteStatement.takeVirtualMachineSteps()`).
    private(set) var virtualMachineSteps = 0

    /// Opens the database at `path`, creating it if needed unless `create` is false.
    ///
    /// - Throws: `SQLiteError` when SQLite cannot open or create the file (a missing or read-only folder,
    ///   or, without `create`, no file).
    init(path: String, readOnly: Bool = false, create: Bool = true) throws(SQLiteError) {
        var database: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
            | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let error = database.map { Self.error($0, code: code, sql: nil) } ?? SQLiteError(code: code)
            sqlite3_close_v2(database)
            throw error
        }
        sqlite3_extended_result_codes(database, 1)
        self.handle = database
        self.path = path
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Sets how long a statement waits for another connection's lock (`sqlite3_busy_timeout`).
    func setBusyTimeout(milliseconds: Int32) { sqlite3_busy_timeout(handle, milliseconds) }

    /// Runs one or more statements with no parameters and no results (`sqlite3_exec`).
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs one statement with bound `values`; returns the number of changed rows.
    @discardableResult
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        let statement = try prepared(sql)
        defer {
            virtualMachineSteps += statement.takeVirtualMachineSteps()
            statement.reset()
        }
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs one query with bound `values` and returns every row.
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        let statement = try prepared(sql)
        defer {
            virtualMachineSteps += statement.takeVirtualMachineSteps()
            statement.reset()
        }
        try statement.bind(values)
        var rows: [SQLiteRow] = []
        let columns = statement.columnCount
        while try statement.step() {
            rows.append(SQLiteRow(values: (0..<columns).map(statement.column)))
        }
        return rows
    }

    /// The first column of the first row, or `.null`.
    func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue {
        try rows(sql, values).first?[0] ?? .null
    }

    /// The rowid of the last insert (`sqlite3_last_insert_rowid`).
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`; a throw rolls the transaction back and rethrows.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock at once, so a second process waits for it (up to the busy
    /// timeout) at the start instead of failing halfway through.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // Rolling back can itself fail when SQLite already rolled back (a full disk); the first
            // error is the one worth reporting.
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` inside one read transaction (`BEGIN` … `COMMIT`), so that its statements all see the
    /// same commit; the transaction ends however `body` ends (a read transaction left open would keep
    /// the connection on that commit and stop checkpoints from emptying the WAL).
    func readTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN DEFERRED")
        let result = Result { () throws(SQLiteError) in try body() }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")  // COMMIT's error is the one reported, unless `body` failed first
            if case .success = result { throw error }
        }
        return try result.get()
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try SQLiteStatement(database: handle, sql: sql)
        statements[sql] = statement
        return statement
    }

    static func error(_ database: OpaquePointer, code: Int32, sql: String?) -> SQLiteError {
        let extended = sqlite3_extended_errcode(database)
        let message = String(cString: sqlite3_errmsg(database))
        return SQLiteError(code: extended & 0xFF == code & 0xFF ? extended : code, message: message, sql: sql)
    }
}
