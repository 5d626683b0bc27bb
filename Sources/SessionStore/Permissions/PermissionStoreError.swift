public import Foundation

/// What the permission store refuses or cannot do.
public enum PermissionStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The database could not be opened or created at `path` (a missing or read-only folder, no space).
    /// Nothing was changed on disk.
    case cannotOpen(path: String, SQLiteError)
    /// The file at `path` is damaged or unusable and could not be moved aside (`reason` says why).
    case cannotMoveAside(path: String, reason: String)
    /// A write failed (a full disk, a lock held past the busy timeout); nothing was changed.
    case writeFailed(SQLiteError)
    /// A read failed.
    case readFailed(SQLiteError)

    public var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let error):
            "The site permissions file \(path) could not be opened: \(error.message)"
        case .cannotMoveAside(let path, let reason):
            "The site permissions file \(path) is unusable and could not be moved aside: \(reason)"
        case .writeFailed(let error): "The site permission could not be saved: \(error.message)"
        case .readFailed(let error): "The site permissions could not be read: \(error.message)"
        }
    }

    init(_ error: SessionStoreError) {
        switch error {
        case .cannotOpen(let path, let error): self = .cannotOpen(path: path, error)
        case .cannotMoveAside(let path, let reason): self = .cannotMoveAside(path: path, reason: reason)
        case .writeFailed(let error): self = .writeFailed(error)
        case .readFailed(let error): self = .readFailed(error)
        case .invalidSnapshot(let problem):
            self = .writeFailed(SQLiteError(code: SQLiteError.cannotOpen, message: problem))
        }
    }
}
