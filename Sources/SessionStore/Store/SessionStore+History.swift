public import Foundation

extension SessionStore {
    /// Queues one visit to `url`: a new entry, or one more visit and a newer date for a known URL. An
    /// empty `title` keeps the title already known. Returns at once.
    public func recordVisit(url: String, title: String = "", at date: Date = Date()) {
        enqueue(.recordVisit(url: url, title: title, at: date))
    }

    /// Queues a new title for a URL already in history (titles arrive after the visit); an unknown URL
    /// is a no-op.
    public func updateHistoryTitle(_ title: String, forURL url: String) {
        enqueue(.updateTitle(url: url, title: title))
    }

    /// Queues the removal of `url` from history; an unknown URL is a no-op.
    public func removeHistory(url: String) { enqueue(.removeHistory(url: url)) }

    /// Queues the removal of every history entry.
    public func clearHistory() { enqueue(.removeHistory(url: nil)) }

    /// The history entry for `url`, or nil, after every queued write.
    ///
    /// - Throws: `SessionStoreError.readFailed`.
    public func historyEntry(url: String) throws(SessionStoreError) -> HistoryEntry? {
        do {
            return try afterQueuedWrites { connection throws(SQLiteError) in
                try connection.rows(HistorySQL.byURL, [.text(url)]).first.map(HistorySQL.entry)
            }
        } catch { throw .readFailed(error) }
    }

    /// The number of history entries, after every queued write.
    ///
    /// - Throws: `SessionStoreError.readFailed`.
    public func historyCount() throws(SessionStoreError) -> Int {
        do {
            return try afterQueuedWrites { connection throws(SQLiteError) in
                try connection.rows("SELECT count(*) FROM history").first?.int(0) ?? 0
            }
        } catch { throw .readFailed(error) }
    }

    /// Queues many visits as one transaction (importing history, or filling a benchmark). Returns at once.
    public func importHistory(_ entries: [HistoryEntry]) { enqueue(.importHistory(entries)) }
}

/// The statements behind history and completion.
enum HistorySQL {
    static let columns = "url, title, visit_count, last_visit"
    static let visit = """
        INSERT INTO history(url, match_key, title, title_key, visit_count, last_visit) VALUES(?1, ?2, ?3, ?4, ?5, ?6)
        ON CONFLICT(url) DO UPDATE SET visit_count = visit_count + excluded.visit_count,
            last_visit = max(last_visit, excluded.last_visit),
            title = CASE WHEN excluded.title = '' THEN title ELSE excluded.title END,
            title_key = CASE WHEN excluded.title = '' THEN title_key ELSE excluded.title_key END
        """
    static let retitle = "UPDATE history SET title = ?2, title_key = ?3 WHERE url = ?1"
    static let delete = "DELETE FROM history WHERE url = ?1"
    static let deleteAll = "DELETE FROM history"
    static let byURL = "SELECT \(columns) FROM history WHERE url = ?1"
    /// The form completion compares: lower case, without the scheme, `www.` and surrounding spaces.
    static func matchKey(_ text: String) -> String {
        var key = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        for scheme in ["https://", "http://"] where key.hasPrefix(scheme) {
            key = key.dropFirst(scheme.count)
        }
        if key.hasPrefix("www.") { key = key.dropFirst(4) }
        return String(key)
    }

    static func recordVisit(_ url: String, _ title: String, _ date: Date, _ connection: SQLiteConnection)
        throws(SQLiteError)
    {
        try connection.run(
            visit,
            [
                .text(url), .text(matchKey(url)), .text(title), .text(title.lowercased()), .integer(1),
                .real(date.timeIntervalSince1970),
            ])
    }

    static func importEntries(_ entries: [HistoryEntry], _ connection: SQLiteConnection) throws(SQLiteError) {
        for entry in entries {
            try connection.run(
                visit,
                [
                    .text(entry.url), .text(matchKey(entry.url)), .text(entry.title), .text(entry.title.lowercased()),
                    .integer(entry.visitCount), .real(entry.lastVisit.timeIntervalSince1970),
                ])
        }
    }

    static func updateTitle(_ url: String, _ title: String, _ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.run(retitle, [.text(url), .text(title), .text(title.lowercased())])
    }

    static func remove(_ url: String?, _ connection: SQLiteConnection) throws(SQLiteError) {
        if let url { try connection.run(delete, [.text(url)]) } else { try connection.run(deleteAll) }
    }

    static func entry(from row: SQLiteRow) -> HistoryEntry {
        HistoryEntry(
            url: row.string(0), title: row.string(1), visitCount: row.int(2),
            lastVisit: Date(timeIntervalSince1970: row.double(3)))
    }
}
