public import Foundation

extension SessionStore {
    /// How many closed tabs the stack keeps; older entries are dropped.
    public static let closedTabLimit = 25

    /// Queues `tab` (with its session state, so reopening brings its history back) on top of the
    /// recently-closed stack. Returns at once.
    public func pushClosedTab(_ tab: SessionTabRecord, closedAt: Date = Date()) {
        enqueue(.pushClosedTab(tab, closedAt: closedAt))
    }

    /// Queues the removal of the newest closed tab, after every write queued before this call, so the tab
    /// pushed last goes: for a caller that already holds that tab's record (a session reopening a tab it
    /// closed). Returns at once, without waiting for the writer; a failure is reported as queued writes'
    /// are (`flush()`, the store's events), and the entry then stays.
    public func dropNewestClosedTab() {
        enqueue(.dropNewestClosedTab)
    }

    /// Takes the newest closed tab off the stack, after every write queued before this call; nil when
    /// the stack is empty.
    ///
    /// - Throws: `SessionStoreError.writeFailed` when the entry could not be removed (it stays).
    public func popClosedTab() throws(SessionStoreError) -> ClosedTabRecord? {
        do {
            return try writeNow { connection in
                guard let row = try connection.rows(ClosedTabSQL.selectNewest, [.integer(1)]).first else { return nil }
                try connection.run(ClosedTabSQL.delete, [row[0]])
                return ClosedTabSQL.record(from: row)
            }
        } catch let error as SQLiteError {
            throw .writeFailed(error)
        } catch {
            throw .writeFailed(SQLiteError(code: SQLiteError.ioError, message: "\(error)"))
        }
    }

    /// The recently-closed stack, newest first, after every queued write.
    ///
    /// - Throws: `SessionStoreError.readFailed`.
    public func closedTabs(limit: Int = closedTabLimit) throws(SessionStoreError) -> [ClosedTabRecord] {
        do {
            return try afterQueuedWrites { connection throws(SQLiteError) in
                try connection.rows(ClosedTabSQL.selectNewest, [.integer(max(0, limit))]).map(ClosedTabSQL.record)
            }
        } catch { throw .readFailed(error) }
    }
}

/// The statements behind the recently-closed stack.
enum ClosedTabSQL {
    static let insert = """
        INSERT INTO closed_tabs(tab_id, window_id, position, profile, url, title, pinned, last_access,
            session_state, thumbnail, closed_at)
        VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
        """
    static let trim = "DELETE FROM closed_tabs WHERE id NOT IN (SELECT id FROM closed_tabs ORDER BY id DESC LIMIT ?1)"
    static let selectNewest = """
        SELECT id, tab_id, window_id, position, profile, url, title, pinned, last_access, session_state,
            thumbnail, closed_at
        FROM closed_tabs ORDER BY id DESC LIMIT ?1
        """
    static let delete = "DELETE FROM closed_tabs WHERE id = ?1"
    static let deleteNewest = "DELETE FROM closed_tabs WHERE id = (SELECT MAX(id) FROM closed_tabs)"

    static func push(_ tab: SessionTabRecord, closedAt: Date, to connection: SQLiteConnection) throws(SQLiteError) {
        try connection.run(insert, SessionSQL.values(of: tab) + [.real(closedAt.timeIntervalSince1970)])
        try connection.run(trim, [.integer(SessionStore.closedTabLimit)])
    }

    static func record(from row: SQLiteRow) -> ClosedTabRecord {
        ClosedTabRecord(
            entryID: row.int64(0), tab: SessionSQL.tab(from: row, offset: 1),
            closedAt: Date(timeIntervalSince1970: row.double(11)))
    }
}
