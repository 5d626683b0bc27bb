import Foundation

/// The statements behind bookmarks.
enum BookmarkSQL {
    static let columns = "id, parent_id, position, title, url, added_at"
    static let insertRow = """
        INSERT INTO bookmarks(parent_id, position, title, title_key, url, match_key, added_at)
        VALUES(?1, (SELECT coalesce(max(position) + 1, 0) FROM bookmarks WHERE parent_id IS ?1), ?2, ?3, ?4, ?5, ?6)
        """
    static let insertAt = """
        INSERT INTO bookmarks(parent_id, position, title, title_key, url, match_key, added_at)
        VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """
    static let byID = "SELECT \(columns) FROM bookmarks WHERE id = ?1"
    static let inFolder = "SELECT \(columns) FROM bookmarks WHERE parent_id IS ?1 ORDER BY position, id"
    static let childIDs = "SELECT id FROM bookmarks WHERE parent_id IS ?1 ORDER BY position, id"
    static let byURL = "SELECT \(columns) FROM bookmarks WHERE url = ?1 ORDER BY id"
    static let folders = "SELECT \(columns) FROM bookmarks WHERE url IS NULL ORDER BY title_key, id"
    static let count = "SELECT count(*) FROM bookmarks WHERE url IS NOT NULL"
    static let all = "SELECT \(columns) FROM bookmarks ORDER BY position, id"
    static let update = "UPDATE bookmarks SET title = ?2, title_key = ?3, url = ?4, match_key = ?5 WHERE id = ?1"
    static let reparent = "UPDATE bookmarks SET parent_id = ?2 WHERE id = ?1"
    static let setPosition = "UPDATE bookmarks SET position = ?2 WHERE id = ?1 AND position != ?2"
    static let subtree = """
        WITH RECURSIVE sub(id) AS (SELECT ?1 UNION ALL SELECT b.id FROM bookmarks b JOIN sub ON b.parent_id = sub.id)
        SELECT id FROM sub
        """
    static let deleteSubtree = """
        WITH RECURSIVE sub(id) AS (SELECT ?1 UNION ALL SELECT b.id FROM bookmarks b JOIN sub ON b.parent_id = sub.id)
        DELETE FROM bookmarks WHERE id IN sub
        """

    static func parent(_ id: Int64?) -> SQLiteValue { id.map(SQLiteValue.integer) ?? .null }

    /// Inserts at the end of `parent`; returns the new ID.
    static func insert(parent: Int64?, title: String, url: String?, addedAt: Date, _ connection: SQLiteConnection)
        throws(SQLiteError) -> Int64
    {
        try connection.run(
            insertRow,
            [
                self.parent(parent), .text(title), .text(title.lowercased()), .text(url),
                .text(url.map(HistorySQL.matchKey) ?? ""), .real(addedAt.timeIntervalSince1970),
            ])
        return connection.lastInsertRowID
    }

    static func fetch(_ id: Int64, _ connection: SQLiteConnection) throws(SQLiteError) -> Bookmark? {
        try connection.rows(byID, [.integer(id)]).first.map(record)
    }

    static func require(_ id: Int64, _ connection: SQLiteConnection) throws -> Bookmark {
        guard let bookmark = try fetch(id, connection) else { throw BookmarkError.unknownBookmark(id: id) }
        return bookmark
    }

    /// Throws unless `folder` is nil (the top level) or an existing folder.
    static func requireFolder(_ folder: Int64?, _ connection: SQLiteConnection) throws {
        guard let folder else { return }
        if !(try require(folder, connection)).isFolder { throw BookmarkError.notAFolder(id: folder) }
    }

    static func subtree(of id: Int64, _ connection: SQLiteConnection) throws(SQLiteError) -> Set<Int64> {
        Set(try connection.rows(subtree, [.integer(id)]).map { $0.int64(0) })
    }

    static func childIDs(of folder: Int64?, _ connection: SQLiteConnection) throws(SQLiteError) -> [Int64] {
        try connection.rows(childIDs, [parent(folder)]).map { $0.int64(0) }
    }

    /// Gives `ids` the positions 0, 1, 2… in order (rows already in place are not written).
    static func renumber(_ ids: [Int64], _ connection: SQLiteConnection) throws(SQLiteError) {
        for (position, id) in ids.enumerated() {
            try connection.run(setPosition, [.integer(id), .integer(position)])
        }
    }

    static func record(from row: SQLiteRow) -> Bookmark {
        Bookmark(
            id: row.int64(0), parentID: row[1] == .null ? nil : row.int64(1), position: row.int(2),
            title: row.string(3), url: row.optionalString(4), addedAt: Date(timeIntervalSince1970: row.double(5)))
    }
}
