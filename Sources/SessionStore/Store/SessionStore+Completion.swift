import Foundation

extension SessionStore {
    /// Address-bar completion: entries whose URL (without scheme and `www.`) starts with `text` first,
    /// then entries whose URL or title contains it, each group by visit count then recency; case is
    /// ignored. Reads what is committed (it does not wait for the write queue).
    ///
    /// Both groups read covering indexes, never the table, until the few entries returned. A prefix with
    /// few entries is ranked from the key index; a broad one (a letter or two) has so many that walking
    /// the rank order finds its best entries at once. The substring group first looks among the
    /// best-ranked entries (a common word is found there at once), then asks an index, so that a rare
    /// word is found without reading every entry: the trigram index (SQLite FTS5) for three characters
    /// or more, the gram index of single characters and pairs for one or two.
    /// - Throws: `SessionStoreError.readFailed`.
    public func completions(for text: String, limit: Int = 8) throws(SessionStoreError) -> [HistoryEntry] {
        try read { connection throws(SQLiteError) in try CompletionSQL.completions(for: text, limit: limit, connection)
        }
    }
}

/// The statements behind completion. Each ranks entry IDs on a covering index, then reads only the
/// rows it returns.
enum CompletionSQL {
    static let rank = "ORDER BY visit_count DESC, last_visit DESC"
    static let top = "SELECT \(HistorySQL.columns) FROM history \(rank) LIMIT ?1"

    /// The prefix's entries counted up to `rankedPrefixCount`, on the key index.
    static let prefixCount = """
        SELECT count(*) FROM (
            SELECT 1 FROM history INDEXED BY history_by_key_rank WHERE match_key >= ?1 AND match_key < ?2 LIMIT ?3)
        """
    /// The prefix's best entries, ranked from the key index (which holds the rank).
    static let prefixByKey = """
        SELECT \(HistorySQL.columns) FROM history WHERE id IN (
            SELECT id FROM history INDEXED BY history_by_key_rank WHERE match_key >= ?1 AND match_key < ?2
            \(rank) LIMIT ?3)
        \(rank)
        """
    /// The prefix's best entries among the `?4` best-ranked entries, in rank order.
    static let prefixAmongRanked = """
        SELECT \(HistorySQL.columns) FROM history WHERE id IN (
            SELECT id FROM (SELECT id, match_key FROM history INDEXED BY history_by_rank_keys \(rank) LIMIT ?4)
            WHERE match_key >= ?1 AND match_key < ?2 LIMIT ?3)
        \(rank)
        """
    /// The best entries containing the key but not starting with it among the `?4` best-ranked entries,
    /// in rank order.
    static let substringAmongRanked = """
        SELECT \(HistorySQL.columns) FROM history WHERE id IN (
            SELECT id FROM (
                SELECT id, match_key, title_key FROM history INDEXED BY history_by_rank_keys \(rank) LIMIT ?4)
            WHERE (instr(match_key, ?1) > 0 OR instr(title_key, ?1) > 0) AND NOT (match_key >= ?1 AND match_key < ?2)
            LIMIT ?3)
        \(rank)
        """
    /// The best entries containing the key (one or two characters) but not starting with it, among the
    /// candidates the gram index gives for `?4`.
    static let substringByGrams = """
        SELECT \(HistorySQL.columns) FROM history
        WHERE id IN (SELECT rowid FROM history_grams WHERE history_grams MATCH ?4)
            AND (instr(match_key, ?1) > 0 OR instr(title_key, ?1) > 0) AND NOT (match_key >= ?1 AND match_key < ?2)
        \(rank) LIMIT ?3
        """
    static let substringByTrigram = """
        SELECT h.url, h.title, h.visit_count, h.last_visit
        FROM history_search s JOIN history h ON h.id = s.rowid
        WHERE history_search MATCH ?4 AND NOT (h.match_key >= ?1 AND h.match_key < ?2)
        ORDER BY h.visit_count DESC, h.last_visit DESC LIMIT ?3
        """

    /// From how many entries a prefix counts as broad: its entries are then at least 1 % of 100,000, so
    /// a walk down the rank order meets its best ones after about a thousand entries, where ranking them
    /// all from the key index would read them all.
    static let broadPrefixCount = 1000
    /// How far down the rank order a broad prefix is looked for before its entries are ranked from the
    /// key index after all (when they are mostly rarely visited ones).
    static let prefixWalkWindow = 20000
    /// How many of the best-ranked entries the first substring pass reads.
    static let rankedWindow = 1000

    /// What `SessionStore.completions(for:limit:)` returns, read on `connection`.
    static func completions(for text: String, limit: Int, _ connection: SQLiteConnection)
        throws(SQLiteError) -> [HistoryEntry]
    {
        let key = HistorySQL.matchKey(text)
        let limit = max(0, limit)
        if key.isEmpty { return try connection.rows(top, [.integer(limit)]).map(HistorySQL.entry) }
        let end = key + "\u{10FFFF}"
        var entries = try prefixMatches(key, end: end, limit: limit, connection)
        if entries.count < limit {
            entries += try substringMatches(key, end: end, limit: limit - entries.count, connection)
        }
        return entries
    }

    /// The best-ranked `limit` entries whose key starts with `key`.
    static func prefixMatches(_ key: String, end: String, limit: Int, _ connection: SQLiteConnection)
        throws(SQLiteError) -> [HistoryEntry]
    {
        let bounds: [SQLiteValue] = [.text(key), .text(end), .integer(limit)]
        let count = try connection.scalar(prefixCount, [.text(key), .text(end), .integer(broadPrefixCount)])
        if case .integer(let count) = count, count >= broadPrefixCount {
            let walked = try connection.rows(prefixAmongRanked, bounds + [.integer(prefixWalkWindow)])
            if walked.count >= limit { return walked.map(HistorySQL.entry) }
        }
        return try connection.rows(prefixByKey, bounds).map(HistorySQL.entry)
    }

    /// The best-ranked `limit` entries containing `key` but not starting with it. The entries found
    /// among the best-ranked ones are the best of all when there are enough of them; otherwise the
    /// trigram index (three characters or more) or the gram index (one or two) gives the exact answer.
    static func substringMatches(_ key: String, end: String, limit: Int, _ connection: SQLiteConnection)
        throws(SQLiteError) -> [HistoryEntry]
    {
        let bounds: [SQLiteValue] = [.text(key), .text(end), .integer(limit)]
        let ranked = try connection.rows(substringAmongRanked, bounds + [.integer(rankedWindow)])
        if ranked.count >= limit { return ranked.map(HistorySQL.entry) }
        if key.unicodeScalars.count < 3 {
            return try connection.rows(substringByGrams, bounds + [.text(gramQuery(key))]).map(HistorySQL.entry)
        }
        let phrase = "\"" + key.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return try connection.rows(substringByTrigram, bounds + [.text(phrase)]).map(HistorySQL.entry)
    }

    /// The gram index's query for a key of one or two characters: its word (as `SessionSchema.grams`
    /// writes it, `u` or `b` and the key's UTF-8 in hex), or an entry with a key too long to be indexed.
    static func gramQuery(_ key: String) -> String {
        let hex = key.utf8.map { String(format: "%02X", $0) }.joined()
        return (key.unicodeScalars.count == 1 ? "u" : "b") + hex + " OR zlong"
    }
}
