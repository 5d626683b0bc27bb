public import Foundation

/// Something the store did on its own that the host should know about.
public enum SessionStoreEvent: Sendable, Equatable {
    /// The database file was unusable, so it was moved aside (kept, never deleted) and a fresh one made.
    case movedAside(MovedAsideDatabase)
    /// A queued write failed and was rolled back; the change is lost, earlier commits are intact.
    case writeFailed(SessionStoreError)
}

/// A database file the store moved aside instead of opening.
public struct MovedAsideDatabase: Sendable, Equatable {
    /// Why the file was not used.
    public enum Reason: Sendable, Equatable {
        /// SQLite said the file is not a database, or is malformed (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
        case damaged(SQLiteError)
        /// `PRAGMA quick_check` reported problems (its first lines).
        case failedQuickCheck([String])
        /// The file was written by a newer version of the store (its `user_version`), which this build
        /// cannot read safely.
        case newerSchema(version: Int)
        /// Something that is not a regular file is in the way.
        case notAFile
    }

    /// Where the database was.
    public var originalURL: URL
    /// Where the file now is (its `-wal` and `-shm` companions moved beside it with the same suffix).
    public var movedToURL: URL
    /// Why.
    public var reason: Reason
}
