import Foundation

/// Opens the store's file: configures the connection, verifies the file, migrates it, and moves an
/// unusable file aside (never deleting it) before making a fresh one.
enum SessionDatabaseOpener {
    /// How long a statement waits for another process's lock before failing with `SQLITE_BUSY`.
    static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens `url`, moving an unusable file aside once. `steps` are the file's migrations: the session
    /// store's by default, or a sibling database's own (`PermissionSchema`).
    ///
    /// - Returns: the connection, and what was moved aside, if anything.
    /// - Throws: `SessionStoreError.cannotOpen` when the folder or file cannot be used (nothing moved);
    ///   `.cannotMoveAside` when the file is unusable and cannot be renamed.
    static func open(_ url: URL, steps: [String] = SessionSchema.migrations) throws(SessionStoreError) -> (
        SQLiteConnection, MovedAsideDatabase?
    ) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(
                path: url.path, SQLiteError(code: SQLiteError.cannotOpen, message: error.localizedDescription))
        }
        let problem: MovedAsideDatabase.Reason
        switch attempt(url, steps: steps) {
        case .success(let connection): return (connection, nil)
        case .failure(.unusable(let reason)): problem = reason
        case .failure(.fatal(let error)): throw error
        }
        let movedTo = try moveAside(url, reason: problem)
        switch attempt(url, steps: steps) {
        case .success(let connection):
            return (connection, MovedAsideDatabase(originalURL: url, movedToURL: movedTo, reason: problem))
        case .failure(.unusable(let reason)):
            throw .cannotOpen(path: url.path, SQLiteError(code: SQLiteError.cannotOpen, message: "\(reason)"))
        case .failure(.fatal(let error)): throw error
        }
    }

    /// Opens an in-memory database with the latest schema.
    static func openInMemory(steps: [String] = SessionSchema.migrations) throws(SessionStoreError) -> SQLiteConnection {
        do {
            let connection = try SQLiteConnection(path: ":memory:")
            try configure(connection)
            try SessionSchema.migrate(connection, upTo: steps.count, steps: steps)
            return connection
        } catch let error as SQLiteError {
            throw .cannotOpen(path: ":memory:", error)
        } catch {
            throw .cannotOpen(path: ":memory:", SQLiteError(code: SQLiteError.cannotOpen, message: "\(error)"))
        }
    }

    /// Opens a second connection to `url`, which `open` made and migrated, for reads only: in WAL it
    /// reads the last commit while another connection holds a write transaction. It does not create
    /// the file, refuses writes (`query_only`), and has the busy timeout too (a read waits briefly while
    /// a checkpoint resets the WAL, or another process recovers it).
    ///
    /// - Throws: `SessionStoreError.cannotOpen` when the file cannot be opened or is not in WAL mode.
    static func openReader(_ url: URL) throws(SessionStoreError) -> SQLiteConnection {
        do throws(SQLiteError) {
            let connection = try SQLiteConnection(path: url.path, create: false)
            connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            let mode = try connection.scalar("PRAGMA journal_mode")
            if mode != .text("wal") {
                throw SQLiteError(code: SQLiteError.cannotOpen, message: "the reader found no WAL (\(mode))")
            }
            try connection.execute("PRAGMA query_only = ON")
            return connection
        } catch {
            throw .cannotOpen(path: url.path, error)
        }
    }

    private enum Failure: Error {
        case unusable(MovedAsideDatabase.Reason)
        case fatal(SessionStoreError)
    }

    private static func attempt(_ url: URL, steps: [String]) -> Result<SQLiteConnection, Failure> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(.unusable(.notAFile))
        }
        do {
            let connection = try SQLiteConnection(path: url.path)
            try configure(connection)
            let problems = try connection.rows("PRAGMA quick_check").map { $0.string(0) }
            if problems != ["ok"] { return .failure(.unusable(.failedQuickCheck(Array(problems.prefix(5))))) }
            let version = try SessionSchema.version(of: connection)
            if version > steps.count { return .failure(.unusable(.newerSchema(version: version))) }
            try SessionSchema.migrate(connection, upTo: steps.count, steps: steps)
            return .success(connection)
        } catch let error as SQLiteError {
            if error.meansDamagedFile { return .failure(.unusable(.damaged(error))) }
            return .failure(.fatal(.cannotOpen(path: url.path, error)))
        } catch {
            let wrapped = SQLiteError(code: SQLiteError.cannotOpen, message: "\(error)")
            return .failure(.fatal(.cannotOpen(path: url.path, wrapped)))
        }
    }

    /// WAL (readers never wait for the writer), foreign keys, a busy timeout for a second process,
    /// `synchronous=NORMAL` (in WAL a commit survives a crash of the process; only a power cut may lose
    /// the last commits), and secure deletion so removed rows do not linger in free pages.
    private static func configure(_ connection: SQLiteConnection) throws(SQLiteError) {
        connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        // A file that is not a database fails here first, with SQLITE_NOTADB.
        let mode = try connection.scalar("PRAGMA journal_mode = WAL")
        if connection.path != ":memory:", mode != .text("wal") {
            throw SQLiteError(code: SQLiteError.cannotOpen, message: "WAL mode refused (\(mode))")
        }
        try connection.execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON")
    }

    /// Renames the file and its `-wal`/`-shm` companions to `<name>.unusable-<time>[-n]`.
    private static func moveAside(_ url: URL, reason: MovedAsideDatabase.Reason) throws(SessionStoreError)
        -> URL
    {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        var target = url.appendingPathExtension("unusable-\(stamp)")
        var counter = 1
        while FileManager.default.fileExists(atPath: target.path) {
            counter += 1
            target = url.appendingPathExtension("unusable-\(stamp)-\(counter)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: target)
            for suffix in ["-wal", "-shm"] {
                let companion = URL(fileURLWithPath: url.path + suffix)
                if FileManager.default.fileExists(atPath: companion.path) {
                    try FileManager.default.moveItem(at: companion, to: URL(fileURLWithPath: target.path + suffix))
                }
            }
        } catch {
            throw .cannotMoveAside(path: url.path, reason: error.localizedDescription)
        }
        return target
    }
}
