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

    /// Address-bar completion: entries whose URL (without scheme and `www.`) starts with `text` first,
    /// then entries whose URL or title contains it, each group by visit count then recency; case is
    /// ignored. Reads what is committed (it does not wait for the write queue).
    ///
    /// The prefix group is an index range. The substring group first looks among the best-ranked
    /// entries (a common word is found there at once), then asks the trigram index (SQLite FTS5), so
    /// a rare word is found without reading every entry; a query shorter than three characters, which
    /// the trigram index cannot answer, reads the table when the best-ranked entries do not suffice.
    /// - Throws: `SessionStoreError.readFailed`.
    public func completions(for text: String, limit: Int = 8) throws(SessionStoreError) -> [HistoryEntry] {
        let key = HistorySQL.matchKey(text)
        let limit = max(0, limit)
        return try read { connection throws(SQLiteError) in
            if key.isEmpty { return try connection.rows(HistorySQL.top, [.integer(limit)]).map(HistorySQL.entry) }
            let end = key + "\u{10FFFF}"
            var entries = try connection.rows(HistorySQL.prefix, [.text(key), .text(end), .integer(limit)])
                .map(HistorySQL.entry)
            if entries.count < limit {
                entries += try HistorySQL.substringMatches(key, end: end, limit: limit - entries.count, connection)
            }
            return entries
        }
    }

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
    static let top = "SELECT \(columns) FROM history ORDER BY visit_count DESC, last_visit DESC LIMIT ?1"
    static let prefix = """
        SELECT \(columns) FROM history WHERE match_key >= ?1 AND match_key < ?2
        ORDER BY visit_count DESC, last_visit DESC LIMIT ?3
        """
    /// How many of the best-ranked entries the first substring pass reads.
    static let rankedWindow = 1000
    static let substringAmongRanked = """
        SELECT \(columns) FROM (
            SELECT * FROM history INDEXED BY history_by_rank ORDER BY visit_count DESC, last_visit DESC LIMIT ?4)
        WHERE (instr(match_key, ?1) > 0 OR instr(title_key, ?1) > 0) AND NOT (match_key >= ?1 AND match_key < ?2)
        LIMIT ?3
        """
    static let substringByTrigram = """
        SELECT h.url, h.title, h.visit_count, h.last_visit
        FROM history_search s JOIN history h ON h.id = s.rowid
        WHERE history_search MATCH ?4 AND NOT (h.match_key >= ?1 AND h.match_key < ?2)
        ORDER BY h.visit_count DESC, h.last_visit DESC LIMIT ?3
        """
    static let substringByScan = """
        SELECT \(columns) FROM history NOT INDEXED
        WHERE (instr(match_key, ?1) > 0 OR instr(title_key, ?1) > 0) AND NOT (match_key >= ?1 AND match_key < ?2)
        ORDER BY visit_count DESC, last_visit DESC LIMIT ?3
        """

    /// The best-ranked `limit` entries containing `key` but not starting with it. The entries found
    /// among the best-ranked ones are the best of all when there are enough of them; otherwise the
    /// trigram index (or, under three characters, a scan) gives the exact answer.
    static func substringMatches(_ key: String, end: String, limit: Int, _ connection: SQLiteConnection)
        throws(SQLiteError) -> [HistoryEntry]
    {
        let ranked = try connection.rows(
            substringAmongRanked, [.text(key), .text(end), .integer(limit), .integer(rankedWindow)])
        if ranked.count >= limit { return ranked.map(entry) }
        if key.count < 3 {
            return try connection.rows(substringByScan, [.text(key), .text(end), .integer(limit)]).map(entry)
        }
        let phrase = "\"" + key.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return try connection.rows(substringByTrigram, [.text(key), .text(end), .integer(limit), .text(phrase)])
            .map(entry)
    }

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
