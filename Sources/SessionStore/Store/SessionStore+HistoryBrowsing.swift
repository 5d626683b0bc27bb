public import Foundation

extension SessionStore {
    /// History entries for the history window, most recently visited first: all of them for blank
    /// `text`, else those whose address or title contains it (case ignored), at most `limit`; after
    /// every queued write.
    ///
    /// Text of three characters or more is looked up in the trigram index; shorter text is compared
    /// row by row.
    /// - Throws: `SessionStoreError.readFailed`.
    public func history(matching text: String = "", limit: Int = 500) throws(SessionStoreError) -> [HistoryEntry] {
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let limit = Int64(max(0, limit))
        do {
            return try afterQueuedWrites { connection throws(SQLiteError) in
                let rows: [SQLiteRow]
                if key.isEmpty {
                    rows = try connection.rows(HistoryBrowsingSQL.recent, [.integer(limit)])
                } else if key.unicodeScalars.count >= 3 {
                    let phrase = "\"" + key.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                    rows = try connection.rows(HistoryBrowsingSQL.matching, [.text(phrase), .integer(limit)])
                } else {
                    rows = try connection.rows(HistoryBrowsingSQL.containing, [.text(key), .integer(limit)])
                }
                return rows.map(HistorySQL.entry)
            }
        } catch { throw .readFailed(error) }
    }

    /// Removes the history entries last visited from `start` up to (not including) `end`, after every
    /// queued write; returns how many were removed.
    ///
    /// - Throws: `SessionStoreError.writeFailed` (nothing was removed).
    @discardableResult
    public func removeHistory(visitedFrom start: Date, to end: Date) throws(SessionStoreError) -> Int {
        try removeRange(HistoryBrowsingSQL.deleteRange, start, end)
    }

    /// Removes the downloads list's records of downloads started from `start` up to (not including)
    /// `end` (the files stay), after every queued write; returns how many were removed.
    ///
    /// - Throws: `SessionStoreError.writeFailed` (nothing was removed).
    @discardableResult
    public func removeDownloads(startedFrom start: Date, to end: Date) throws(SessionStoreError) -> Int {
        try removeRange(HistoryBrowsingSQL.deleteDownloads, start, end)
    }

    private func removeRange(_ sql: String, _ start: Date, _ end: Date) throws(SessionStoreError) -> Int {
        do {
            return try writeNow { connection in
                try connection.run(sql, [.real(start.timeIntervalSince1970), .real(end.timeIntervalSince1970)])
            }
        } catch let error as SQLiteError {
            throw .writeFailed(error)
        } catch {
            throw .writeFailed(SQLiteError(code: SQLiteError.ioError, message: "\(error)"))
        }
    }
}

/// The statements behind the history window and the removal of browsing data by time.
enum HistoryBrowsingSQL {
    static let recent = "SELECT \(HistorySQL.columns) FROM history ORDER BY last_visit DESC LIMIT ?1"
    static let matching = """
        SELECT h.url, h.title, h.visit_count, h.last_visit FROM history_search s JOIN history h ON h.id = s.rowid
        WHERE history_search MATCH ?1 ORDER BY h.last_visit DESC LIMIT ?2
        """
    static let containing = """
        SELECT \(HistorySQL.columns) FROM history
        WHERE instr(lower(url), ?1) > 0 OR instr(title_key, ?1) > 0 ORDER BY last_visit DESC LIMIT ?2
        """
    static let deleteRange = "DELETE FROM history WHERE last_visit >= ?1 AND last_visit < ?2"
    static let deleteDownloads = "DELETE FROM downloads WHERE started_at >= ?1 AND started_at < ?2"
}
