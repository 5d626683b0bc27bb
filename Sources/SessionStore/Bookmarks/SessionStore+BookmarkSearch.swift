import Foundation

extension SessionStore {
    /// Bookmarks (not folders) for the address bar and the bookmarks window: those whose address
    /// (without scheme and `www.`) starts with `text` first, then those whose name starts with it, then
    /// those whose address or name contains it; case is ignored. Reads what is committed (it does not
    /// wait for the write queue).
    ///
    /// Every step reads an index: the address key, the name key, then the trigram index (SQLite FTS5)
    /// for a text of three characters or more; shorter text finds prefixes only.
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmarkCompletions(for text: String, limit: Int = 8) throws(BookmarkError) -> [Bookmark] {
        let key = HistorySQL.matchKey(text)
        let titleKey = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let limit = max(0, limit)
        guard !key.isEmpty, limit > 0 else { return [] }
        do {
            return try read { connection throws(SQLiteError) in
                var found: [Bookmark] = []
                var seen: Set<Int64> = []
                func add(_ rows: [SQLiteRow]) {
                    for bookmark in rows.map(BookmarkSQL.record)
                    where found.count < limit && seen.insert(bookmark.id).inserted {
                        found.append(bookmark)
                    }
                }
                add(
                    try connection.rows(
                        BookmarkSearchSQL.byKey, [.text(key), .text(key + "\u{10FFFF}"), .integer(limit)]))
                if found.count < limit {
                    add(
                        try connection.rows(
                            BookmarkSearchSQL.byTitle,
                            [.text(titleKey), .text(titleKey + "\u{10FFFF}"), .integer(limit)]))
                }
                if found.count < limit, key.unicodeScalars.count >= 3 {
                    let phrase = "\"" + key.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                    add(
                        try connection.rows(
                            BookmarkSearchSQL.byTrigram, [.text(phrase), .integer(limit + found.count)]))
                }
                return found
            }
        } catch {
            throw .storeFailed(error)
        }
    }
}

/// The statements behind bookmark search.
enum BookmarkSearchSQL {
    static let byKey = """
        SELECT \(BookmarkSQL.columns) FROM bookmarks
        WHERE match_key >= ?1 AND match_key < ?2 AND url IS NOT NULL ORDER BY match_key LIMIT ?3
        """
    static let byTitle = """
        SELECT \(BookmarkSQL.columns) FROM bookmarks
        WHERE title_key >= ?1 AND title_key < ?2 AND url IS NOT NULL ORDER BY title_key LIMIT ?3
        """
    static let byTrigram = """
        SELECT b.id, b.parent_id, b.position, b.title, b.url, b.added_at
        FROM bookmark_search s JOIN bookmarks b ON b.id = s.rowid
        WHERE bookmark_search MATCH ?1 AND b.url IS NOT NULL LIMIT ?2
        """
}
