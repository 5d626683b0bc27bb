import Foundation

extension SessionStore {
    /// Queues `snapshot` as the whole session: windows and tabs not in it are removed, rows that did not
    /// change are not rewritten. Returns at once; the write runs on the store's queue.
    ///
    /// - Throws: `SessionStoreError.invalidSnapshot` (duplicate IDs, a tab whose window is missing)
    ///   before anything is queued. Write failures are reported by `flush()` and the event handler.
    public func saveSession(_ snapshot: SessionSnapshot) throws(SessionStoreError) {
        if let problem = snapshot.validationProblem { throw .invalidSnapshot(problem) }
        enqueue(.saveSession(snapshot))
    }

    /// Reads the saved session, after every write queued before this call: windows in position order,
    /// tabs in window then position order.
    ///
    /// - Throws: `SessionStoreError.readFailed`.
    public func loadSession() throws(SessionStoreError) -> SessionSnapshot {
        do {
            return try afterQueuedWrites(SessionSQL.load)
        } catch { throw .readFailed(error) }
    }
}

/// The statements behind saving and loading a session.
enum SessionSQL {
    static let upsertWindow = """
        INSERT INTO windows(id, position, active_tab_id) VALUES(?1, ?2, ?3)
        ON CONFLICT(id) DO UPDATE SET position = excluded.position, active_tab_id = excluded.active_tab_id
        WHERE position IS NOT excluded.position OR active_tab_id IS NOT excluded.active_tab_id
        """
    static let upsertTab = """
        INSERT INTO tabs(id, window_id, position, profile, url, title, pinned, last_access, session_state, thumbnail)
        VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
        ON CONFLICT(id) DO UPDATE SET window_id = excluded.window_id, position = excluded.position,
            profile = excluded.profile, url = excluded.url, title = excluded.title, pinned = excluded.pinned,
            last_access = excluded.last_access, session_state = excluded.session_state,
            thumbnail = excluded.thumbnail
        WHERE window_id IS NOT excluded.window_id OR position IS NOT excluded.position
            OR profile IS NOT excluded.profile OR url IS NOT excluded.url OR title IS NOT excluded.title
            OR pinned IS NOT excluded.pinned OR last_access IS NOT excluded.last_access
            OR session_state IS NOT excluded.session_state OR thumbnail IS NOT excluded.thumbnail
        """
    static let tabIDs = "SELECT id FROM tabs"
    static let windowIDs = "SELECT id FROM windows"
    static let deleteTab = "DELETE FROM tabs WHERE id = ?1"
    static let deleteWindow = "DELETE FROM windows WHERE id = ?1"
    static let selectWindows = "SELECT id, position, active_tab_id FROM windows ORDER BY position, rowid"
    static let selectTabs = """
        SELECT t.id, t.window_id, t.position, t.profile, t.url, t.title, t.pinned, t.last_access,
            t.session_state, t.thumbnail
        FROM tabs t JOIN windows w ON w.id = t.window_id
        ORDER BY w.position, w.rowid, t.position, t.rowid
        """

    static func save(_ snapshot: SessionSnapshot, to connection: SQLiteConnection) throws(SQLiteError) {
        for window in snapshot.windows {
            try connection.run(upsertWindow, [.text(window.id), .integer(window.position), .text(window.activeTabID)])
        }
        for tab in snapshot.tabs { try connection.run(upsertTab, values(of: tab)) }
        let keptTabs = Set(snapshot.tabs.map(\.id))
        for row in try connection.rows(tabIDs) where !keptTabs.contains(row.string(0)) {
            try connection.run(deleteTab, [row[0]])
        }
        let keptWindows = Set(snapshot.windows.map(\.id))
        for row in try connection.rows(windowIDs) where !keptWindows.contains(row.string(0)) {
            try connection.run(deleteWindow, [row[0]])
        }
    }

    static func load(_ connection: SQLiteConnection) throws(SQLiteError) -> SessionSnapshot {
        let windows = try connection.rows(selectWindows).map { row in
            SessionWindowRecord(id: row.string(0), position: row.int(1), activeTabID: row.optionalString(2))
        }
        let tabs = try connection.rows(selectTabs).map { tab(from: $0, offset: 0) }
        return SessionSnapshot(windows: windows, tabs: tabs)
    }

    /// The ten tab columns, in the order of `upsertTab`'s parameters.
    static func values(of tab: SessionTabRecord) -> [SQLiteValue] {
        [
            .text(tab.id), .text(tab.windowID), .integer(tab.position), .text(tab.profileName), .text(tab.url),
            .text(tab.title), .bool(tab.isPinned), .real(tab.lastAccess.timeIntervalSince1970),
            .blob(tab.sessionState.map { [UInt8]($0) }), .blob(tab.thumbnail.map { [UInt8]($0) }),
        ]
    }

    /// A tab read from ten columns starting at `offset`, in the order of `values(of:)`.
    static func tab(from row: SQLiteRow, offset: Int) -> SessionTabRecord {
        SessionTabRecord(
            id: row.string(offset), windowID: row.string(offset + 1), position: row.int(offset + 2),
            profileName: row.string(offset + 3), url: row.optionalString(offset + 4), title: row.string(offset + 5),
            isPinned: row.bool(offset + 6), lastAccess: Date(timeIntervalSince1970: row.double(offset + 7)),
            sessionState: row.blob(offset + 8).map { Data($0) }, thumbnail: row.blob(offset + 9).map { Data($0) })
    }
}
