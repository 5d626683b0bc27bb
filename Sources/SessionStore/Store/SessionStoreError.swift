public import Foundation

/// What the session store refuses or cannot do.
public enum SessionStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The database could not be opened or created at `path` (a missing or read-only folder, no space),
    /// and moving it aside would not help. Nothing was changed on disk.
    case cannotOpen(path: String, SQLiteError)
    /// The file at `path` is damaged or unusable, and it could not be moved aside (`reason` says why,
    /// typically a read-only folder). The file was left as it was.
    case cannotMoveAside(path: String, reason: String)
    /// A write failed (a full disk, an I/O error, a lock held past the busy timeout); the logical change
    /// was rolled back and everything committed before it is intact.
    case writeFailed(SQLiteError)
    /// A read failed.
    case readFailed(SQLiteError)
    /// The snapshot cannot be saved (duplicate IDs, a tab in an unknown window); nothing was written.
    case invalidSnapshot(String)

    public var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let error): "The session database \(path) could not be opened: \(error.message)"
        case .cannotMoveAside(let path, let reason):
            "The session database \(path) is unusable and could not be moved aside: \(reason)"
        case .writeFailed(let error): "The session could not be saved: \(error.message)"
        case .readFailed(let error): "The session could not be read: \(error.message)"
        case .invalidSnapshot(let problem): "The session snapshot is invalid: \(problem)"
        }
    }
}
