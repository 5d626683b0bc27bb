public import Foundation
import Synchronization

/// A SQLite file holding browser sessions: windows and tabs, recently closed tabs, history, downloads.
///
/// Writes are queued and run off the caller's thread, in order, on the store's own serial queue, each
/// logical change in one `BEGIN IMMEDIATE` transaction; a session saved again before the queue reached
/// it is written once (the newer one). Reads are synchronous and run on a second connection to the file,
/// the reader: the file uses WAL, so a read sees the last commit at once, even while a write
/// transaction (a long bookmark import, another process's write) is open. A read never waits for the
/// writer, except that history, session, closed-tab and download reads first wait for the writes the
/// store queued before them (so that a visit recorded is then read back). A process that dies at any
/// moment leaves every committed change intact, and a second process may use the same file (its writes
/// wait for the write lock up to a busy timeout).
///
/// A file that cannot be opened as a database, fails `PRAGMA quick_check`, or was written by a newer
/// schema is moved aside (never deleted) and a fresh one is made; `movedAside` and the event handler
/// say so. The store has no GTK or WebKit dependency.
public final class SessionStore: Sendable {
    /// The schema version this build writes (`PRAGMA user_version`).
    public static var latestSchemaVersion: Int { SessionSchema.latestVersion }

    /// The database file, or nil for an in-memory store.
    public let fileURL: URL?
    /// The unusable file moved aside when the store opened, if there was one.
    public let movedAside: MovedAsideDatabase?

    /// The writer's connection: every write, on the writer queue.
    let connection: Mutex<SQLiteConnection>
    /// The reader's connection to the same file, opened once the writer's made and migrated it; nil for
    /// an in-memory store (a second connection would open another, empty database), whose reads use the
    /// writer's connection.
    private let reader: Mutex<SQLiteConnection?>
    private let writer = DispatchQueue(label: "gtkweb.session-store.writer", qos: .utility)
    private let queue = Mutex(WriteQueue())
    private let onEvent: (@Sendable (SessionStoreEvent) -> Void)?

    /// Opens (creating if needed) the store at `fileURL`, migrating an older schema forward.
    ///
    /// - Parameters:
    ///   - fileURL: the database file; its folder is created if missing.
    ///   - onEvent: told when a file was moved aside (before this initializer returns) and when a queued
    ///     write fails; called on the store's writer queue, or on the caller's thread during `init`.
    /// - Throws: `SessionStoreError.cannotOpen` when the folder or file cannot be used (a read-only
    ///   folder, a full disk), `.cannotMoveAside` when an unusable file cannot be renamed. Nothing on
    ///   disk is deleted in either case.
    public init(fileURL: URL, onEvent: (@Sendable (SessionStoreEvent) -> Void)? = nil) throws(SessionStoreError) {
        let (connection, movedAside) = try SessionDatabaseOpener.open(fileURL)
        self.fileURL = fileURL
        self.movedAside = movedAside
        self.connection = Mutex(connection)
        self.reader = Mutex(try SessionDatabaseOpener.openReader(fileURL))
        self.onEvent = onEvent
        if let movedAside { onEvent?(.movedAside(movedAside)) }
    }

    /// Opens a store that lives in memory only (for private windows, or when the file cannot be used).
    ///
    /// - Throws: `SessionStoreError.cannotOpen` only if SQLite cannot allocate the database.
    public init(inMemoryWithEvents onEvent: (@Sendable (SessionStoreEvent) -> Void)? = nil) throws(SessionStoreError) {
        let connection = try SessionDatabaseOpener.openInMemory()
        self.fileURL = nil
        self.movedAside = nil
        self.connection = Mutex(connection)
        self.reader = Mutex(nil)
        self.onEvent = onEvent
    }

    /// Waits until every write queued before this call has run.
    ///
    /// - Throws: `SessionStoreError.writeFailed` for the first queued write that failed since the last
    ///   flush (each failed write was rolled back; later ones still ran).
    public func flush() throws(SessionStoreError) {
        writer.sync {}
        if let failure = queue.withLock({ $0.takeFailure() }) { throw failure }
    }

    /// Waits, without blocking the caller's thread, until every write queued before this call has run.
    ///
    /// Cancellation does not stop the writes; the call still returns when they are done.
    /// - Throws: as `flush()`.
    public func flushAsync() async throws(SessionStoreError) {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in writer.async { done.resume() } }
        if let failure = queue.withLock({ $0.takeFailure() }) { throw failure }
    }

    /// Queues `operation`; schedules a drain of the queue unless one is already scheduled.
    func enqueue(_ operation: WriteOperation) {
        let schedule = queue.withLock { $0.append(operation) }
        if schedule { writer.async { self.drain() } }
    }

    /// Runs `body` on the reader after every write queued before this call has run (it waits for the
    /// writer queue only while the queue holds such a write).
    func afterQueuedWrites<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        if queue.withLock({ $0.hasUnwritten }) { writer.sync {} }
        return try committed(body)
    }

    /// Runs `body` on the writer queue after every queued write, in one `BEGIN IMMEDIATE` transaction
    /// that a throw rolls back; rethrows what `body` threw.
    func writeNow<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let result: Result<T, any Error> = writer.sync {
            connection.withLock { connection in Result { try connection.transaction { try body(connection) } } }
        }
        return try result.get()
    }

    /// Runs `body` now on the reader, which sees what is committed (the writer is not waited for).
    func read<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(SessionStoreError) -> T {
        do { return try committed(body) } catch { throw .readFailed(error) }
    }

    /// Runs `body` now on the reader, in one read transaction (its statements see one commit), or, in
    /// memory, on the writer's connection (waiting for a write transaction in progress).
    func committed<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        let read: Result<T, SQLiteError>? = reader.withLock { reader in
            reader.map { connection in
                Result { () throws(SQLiteError) in
                    try connection.readTransaction { () throws(SQLiteError) in try body(connection) }
                }
            }
        }
        if let read { return try read.get() }
        let result: Result<T, SQLiteError> = connection.withLock { connection in
            Result { () throws(SQLiteError) in try body(connection) }
        }
        return try result.get()
    }

    private func drain() {
        let operations = queue.withLock { $0.takeAll() }
        for operation in operations {
            let outcome: SQLiteError? = connection.withLock { connection in
                do {
                    try connection.transaction { try operation.write(to: connection) }
                    return nil
                } catch let error as SQLiteError {
                    return error
                } catch {
                    return SQLiteError(code: SQLiteError.ioError, message: "\(error)")
                }
            }
            queue.withLock { $0.finishedOne() }
            if let outcome {
                let failure = SessionStoreError.writeFailed(outcome)
                queue.withLock { $0.recordFailure(failure) }
                onEvent?(.writeFailed(failure))
            }
        }
    }
}
