public import Foundation
import Synchronization

/// Remembered answers to sites' permission requests (location, notifications, camera, …), one per
/// profile, origin and permission, in a SQLite file beside the session store's (`permissions.sqlite`).
///
/// Reads and writes are synchronous and small (one row); each write is one statement, so it is whole or
/// absent after a crash. The file is opened as the session store's is: WAL, and a file that is not a
/// database, fails `PRAGMA quick_check` or was written by a newer schema is moved aside (never deleted)
/// and a fresh one made; `movedAside` says so.
public final class PermissionStore: Sendable {
    /// The database file, or nil for an in-memory store.
    public let fileURL: URL?
    /// The unusable file moved aside when the store opened, if there was one.
    public let movedAside: MovedAsideDatabase?

    private let connection: Mutex<SQLiteConnection>

    /// Opens (creating if needed) the store at `fileURL`.
    ///
    /// - Throws: `PermissionStoreError.cannotOpen` when the folder or file cannot be used,
    ///   `.cannotMoveAside` when an unusable file cannot be renamed. Nothing on disk is deleted.
    public init(fileURL: URL) throws(PermissionStoreError) {
        do {
            let (connection, movedAside) = try SessionDatabaseOpener.open(fileURL, steps: PermissionSchema.migrations)
            self.connection = Mutex(connection)
            self.movedAside = movedAside
        } catch {
            throw PermissionStoreError(error)
        }
        self.fileURL = fileURL
    }

    /// Opens a store that lives in memory only.
    ///
    /// - Throws: `PermissionStoreError.cannotOpen` only if SQLite cannot allocate the database.
    public init() throws(PermissionStoreError) {
        do {
            connection = Mutex(try SessionDatabaseOpener.openInMemory(steps: PermissionSchema.migrations))
        } catch {
            throw PermissionStoreError(error)
        }
        fileURL = nil
        movedAside = nil
    }

    /// The remembered answer for `permission` asked by `origin` on `profile`: true (allowed), false
    /// (denied), or nil when none is remembered.
    /// - Throws: `PermissionStoreError.readFailed`.
    public func decision(profile: String, origin: String, permission: String) throws(PermissionStoreError) -> Bool? {
        do {
            let value = try connection.withLock { connection throws(SQLiteError) in
                try connection.scalar(
                    PermissionDecision.selectOneSQL, [.text(profile), .text(origin), .text(permission)])
            }
            if case .integer(let allowed) = value { return allowed != 0 }
            return nil
        } catch {
            throw .readFailed(error)
        }
    }

    /// Remembers `decision`, replacing an earlier answer for the same profile, origin and permission.
    /// - Throws: `PermissionStoreError.writeFailed`; nothing was changed.
    public func remember(_ decision: PermissionDecision) throws(PermissionStoreError) {
        let values: [SQLiteValue] = [
            .text(decision.profile), .text(decision.origin), .text(decision.permission), .bool(decision.allowed),
            .real(decision.decidedAt.timeIntervalSince1970),
        ]
        try write { connection throws(SQLiteError) in try connection.run(PermissionDecision.upsertSQL, values) }
    }

    /// Forgets the answer for `permission` asked by `origin` on `profile`, if one is remembered.
    /// - Throws: `PermissionStoreError.writeFailed`; nothing was changed.
    public func forget(profile: String, origin: String, permission: String) throws(PermissionStoreError) {
        let values: [SQLiteValue] = [.text(profile), .text(origin), .text(permission)]
        try write { connection throws(SQLiteError) in try connection.run(PermissionDecision.deleteSQL, values) }
    }

    /// Every answer remembered for `profile`, by origin, then permission.
    /// - Throws: `PermissionStoreError.readFailed`.
    public func decisions(profile: String) throws(PermissionStoreError) -> [PermissionDecision] {
        do {
            let rows = try connection.withLock { connection throws(SQLiteError) in
                try connection.rows(PermissionDecision.selectProfileSQL, [.text(profile)])
            }
            return rows.map {
                PermissionDecision(
                    profile: $0.string(0), origin: $0.string(1), permission: $0.string(2), allowed: $0.bool(3),
                    decidedAt: Date(timeIntervalSince1970: $0.double(4)))
            }
        } catch {
            throw .readFailed(error)
        }
    }

    private func write(_ body: (SQLiteConnection) throws(SQLiteError) -> Int) throws(PermissionStoreError) {
        do {
            _ = try connection.withLock { connection throws(SQLiteError) in try body(connection) }
        } catch {
            throw .writeFailed(error)
        }
    }
}
