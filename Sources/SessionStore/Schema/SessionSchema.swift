/// The store's schema: ordered migrations, each taking the file from version N-1 to N, recorded in
/// `PRAGMA user_version`.
///
/// A migration is never edited once released: a change is a new migration appended to `migrations`, so
/// a file written by any earlier version reaches the latest by running the steps it has not run.
enum SessionSchema {
    /// The version this build writes.
    static var latestVersion: Int { migrations.count }

    /// Step N (1-based) takes a file from version N-1 to N.
    static let migrations: [String] = [version1, version2, version3, version4, version5, version6]

    /// Windows, tabs, the recently-closed stack and history.
    static let version1 = """
        CREATE TABLE windows(
            id TEXT PRIMARY KEY,
            position INTEGER NOT NULL,
            active_tab_id TEXT);
        CREATE TABLE tabs(
            id TEXT PRIMARY KEY,
            window_id TEXT NOT NULL REFERENCES windows(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            profile TEXT NOT NULL,
            url TEXT,
            title TEXT NOT NULL DEFAULT '',
            pinned INTEGER NOT NULL DEFAULT 0,
            last_access REAL NOT NULL,
            session_state BLOB,
            thumbnail BLOB);
        CREATE INDEX tabs_by_window ON tabs(window_id, position);
        CREATE TABLE closed_tabs(
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tab_id TEXT NOT NULL,
            window_id TEXT,
            position INTEGER NOT NULL DEFAULT 0,
            profile TEXT NOT NULL,
            url TEXT,
            title TEXT NOT NULL DEFAULT '',
            pinned INTEGER NOT NULL DEFAULT 0,
            last_access REAL NOT NULL,
            session_state BLOB,
            thumbnail BLOB,
            closed_at REAL NOT NULL);
        CREATE TABLE history(
            id INTEGER PRIMARY KEY,
            url TEXT NOT NULL UNIQUE,
            match_key TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            visit_count INTEGER NOT NULL DEFAULT 0,
            last_visit REAL NOT NULL);
        CREATE INDEX history_by_key ON history(match_key);
        CREATE INDEX history_by_rank ON history(visit_count DESC, last_visit DESC);
        """

    /// Download records, and the lower-cased title that completion searches.
    static let version2 = """
        CREATE TABLE downloads(
            id TEXT PRIMARY KEY,
            url TEXT NOT NULL,
            destination TEXT,
            mime_type TEXT,
            received_bytes INTEGER NOT NULL DEFAULT 0,
            total_bytes INTEGER,
            state TEXT NOT NULL,
            started_at REAL NOT NULL,
            finished_at REAL,
            failure TEXT);
        CREATE INDEX downloads_by_start ON downloads(started_at DESC);
        ALTER TABLE history ADD COLUMN title_key TEXT NOT NULL DEFAULT '';
        UPDATE history SET title_key = lower(title);
        """

    /// A trigram index over the URL and title keys (SQLite's FTS5, external content kept in step by
    /// triggers), so that a substring of a rare word is found without reading every entry.
    static let version3 = """
        CREATE VIRTUAL TABLE history_search USING fts5(
            match_key, title_key, content='history', content_rowid='id', tokenize='trigram');
        CREATE TRIGGER history_search_insert AFTER INSERT ON history BEGIN
            INSERT INTO history_search(rowid, match_key, title_key) VALUES(new.id, new.match_key, new.title_key);
        END;
        CREATE TRIGGER history_search_delete AFTER DELETE ON history BEGIN
            INSERT INTO history_search(history_search, rowid, match_key, title_key)
            VALUES('delete', old.id, old.match_key, old.title_key);
        END;
        CREATE TRIGGER history_search_update AFTER UPDATE OF match_key, title_key ON history BEGIN
            INSERT INTO history_search(history_search, rowid, match_key, title_key)
            VALUES('delete', old.id, old.match_key, old.title_key);
            INSERT INTO history_search(rowid, match_key, title_key) VALUES(new.id, new.match_key, new.title_key);
        END;
        INSERT INTO history_search(history_search) VALUES('rebuild');
        """

    /// Covering indexes for completion: the URL key with the rank (a prefix's entries are ranked without
    /// reading the table), and the rank with both keys (the best-ranked entries are searched in order,
    /// without reading the table). They replace the plain key and rank indexes, which they contain.
    static let version4 = """
        DROP INDEX history_by_key;
        CREATE INDEX history_by_key_rank ON history(match_key, visit_count, last_visit);
        DROP INDEX history_by_rank;
        CREATE INDEX history_by_rank_keys ON history(visit_count DESC, last_visit DESC, match_key, title_key);
        """

    /// Bookmarks and their folders, one tree (a NULL parent is the top level), with the same keys and
    /// trigram index as history for completion. The parent is a plain reference without a cascade: a
    /// folder and everything under it is removed in one statement, however deep.
    static let version5 = """
        CREATE TABLE bookmarks(
            id INTEGER PRIMARY KEY,
            parent_id INTEGER REFERENCES bookmarks(id),
            position INTEGER NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            title_key TEXT NOT NULL DEFAULT '',
            url TEXT,
            match_key TEXT NOT NULL DEFAULT '',
            added_at REAL NOT NULL);
        CREATE INDEX bookmarks_by_parent ON bookmarks(parent_id, position);
        CREATE INDEX bookmarks_by_key ON bookmarks(match_key);
        CREATE INDEX bookmarks_by_title ON bookmarks(title_key);
        CREATE INDEX bookmarks_by_url ON bookmarks(url);
        CREATE VIRTUAL TABLE bookmark_search USING fts5(
            match_key, title_key, content='bookmarks', content_rowid='id', tokenize='trigram');
        CREATE TRIGGER bookmark_search_insert AFTER INSERT ON bookmarks BEGIN
            INSERT INTO bookmark_search(rowid, match_key, title_key) VALUES(new.id, new.match_key, new.title_key);
        END;
        CREATE TRIGGER bookmark_search_delete AFTER DELETE ON bookmarks BEGIN
            INSERT INTO bookmark_search(bookmark_search, rowid, match_key, title_key)
            VALUES('delete', old.id, old.match_key, old.title_key);
        END;
        CREATE TRIGGER bookmark_search_update AFTER UPDATE OF match_key, title_key ON bookmarks BEGIN
            INSERT INTO bookmark_search(bookmark_search, rowid, match_key, title_key)
            VALUES('delete', old.id, old.match_key, old.title_key);
            INSERT INTO bookmark_search(rowid, match_key, title_key) VALUES(new.id, new.match_key, new.title_key);
        END;
        """

    /// A gram index for completion on one or two characters, which the trigram index cannot answer: each
    /// entry's distinct characters (`u` and their UTF-8 in hex) and pairs of adjacent characters (`b`…)
    /// of its URL and title keys, as words of a contentless FTS5 table that keeps row IDs only. Keys
    /// longer than `gram_offsets` reaches carry the word `zlong` too, so that they are always candidates.
    static let version6 = """
        CREATE TABLE gram_offsets(n INTEGER PRIMARY KEY);
        WITH RECURSIVE offsets(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM offsets WHERE n < 2048)
        INSERT INTO gram_offsets SELECT n FROM offsets;
        CREATE VIRTUAL TABLE history_grams USING fts5(grams, content='', detail='none');
        CREATE TRIGGER history_grams_insert AFTER INSERT ON history BEGIN
            INSERT INTO history_grams(rowid, grams) VALUES(new.id, \(grams("new")));
        END;
        CREATE TRIGGER history_grams_delete AFTER DELETE ON history BEGIN
            INSERT INTO history_grams(history_grams, rowid, grams) VALUES('delete', old.id, \(grams("old")));
        END;
        CREATE TRIGGER history_grams_update AFTER UPDATE OF match_key, title_key ON history BEGIN
            INSERT INTO history_grams(history_grams, rowid, grams) VALUES('delete', old.id, \(grams("old")));
            INSERT INTO history_grams(rowid, grams) VALUES(new.id, \(grams("new")));
        END;
        INSERT INTO history_grams(rowid, grams) SELECT id, \(grams("history")) FROM history;
        """

    /// The gram words of the row `row` (`new`, `old` or the table's name), as an SQL expression; the same
    /// words for the same keys, as a contentless table's delete needs.
    static func grams(_ row: String) -> String {
        let keys = "(SELECT \(row).match_key AS k UNION ALL SELECT \(row).title_key)"
        return """
            (SELECT group_concat(g, ' ') FROM (
                SELECT 'u' || hex(substr(k, n, 1)) AS g FROM gram_offsets, \(keys) WHERE n <= length(k)
                UNION SELECT 'b' || hex(substr(k, n, 2)) FROM gram_offsets, \(keys) WHERE n < length(k)
                UNION SELECT 'zlong' WHERE length(\(row).match_key) > 2048 OR length(\(row).title_key) > 2048))
            """
    }

    /// Runs the steps `connection` has not run, up to `target`, each in its own `BEGIN IMMEDIATE`
    /// transaction that also sets `user_version`; a second process migrating at the same time waits
    /// for the lock, then sees the new version and skips the step.
    ///
    /// - Returns: the version the file had before.
    /// - Throws: `SQLiteError` when a step fails (the step is rolled back; earlier steps stay).
    /// `steps` are the migrations to run (the session store's by default; a sibling database passes its own).
    @discardableResult
    static func migrate(
        _ connection: SQLiteConnection, upTo target: Int = latestVersion, steps: [String] = migrations
    ) throws -> Int {
        let start = try version(of: connection)
        var current = start
        while current < target {
            try connection.transaction {
                let now = try version(of: connection)
                guard now == current else { return }
                try connection.execute(steps[current])
                try connection.execute("PRAGMA user_version = \(current + 1)")
            }
            current = try version(of: connection)
        }
        return start
    }

    /// The file's `PRAGMA user_version`.
    static func version(of connection: SQLiteConnection) throws(SQLiteError) -> Int {
        if case .integer(let version) = try connection.scalar("PRAGMA user_version") { return Int(version) }
        return 0
    }
}
