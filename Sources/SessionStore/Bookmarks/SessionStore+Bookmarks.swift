public import Foundation

extension SessionStore {
    /// Adds a bookmark to `url` named `title` at the end of `folder` (nil: the top level), after every
    /// queued write.
    ///
    /// - Throws: `BookmarkError.refusedAddress` for an address other than http, https, ftp or file;
    ///   `.unknownBookmark` / `.notAFolder` for a bad folder; `.storeFailed`.
    @discardableResult
    public func addBookmark(url: String, title: String, in folder: Int64? = nil) throws(BookmarkError) -> Bookmark {
        guard BookmarkAddress.verdict(url) == .kept else { throw .refusedAddress(url) }
        return try bookmarkWrite { connection in
            try BookmarkSQL.requireFolder(folder, connection)
            let id = try BookmarkSQL.insert(parent: folder, title: title, url: url, addedAt: Date(), connection)
            return try BookmarkSQL.require(id, connection)
        }
    }

    /// Adds a folder named `title` at the end of `folder` (nil: the top level).
    ///
    /// - Throws: `BookmarkError.unknownBookmark` / `.notAFolder` for a bad folder; `.storeFailed`.
    @discardableResult
    public func addBookmarkFolder(title: String, in folder: Int64? = nil) throws(BookmarkError) -> Bookmark {
        try bookmarkWrite { connection in
            try BookmarkSQL.requireFolder(folder, connection)
            let id = try BookmarkSQL.insert(parent: folder, title: title, url: nil, addedAt: Date(), connection)
            return try BookmarkSQL.require(id, connection)
        }
    }

    /// Renames the bookmark or folder `id`, and gives a bookmark the address `url` (nil keeps it; a
    /// folder has none and ignores it).
    ///
    /// - Throws: `BookmarkError.unknownBookmark`, `.refusedAddress`, `.storeFailed`.
    @discardableResult
    public func updateBookmark(id: Int64, title: String, url: String? = nil) throws(BookmarkError) -> Bookmark {
        if let url, BookmarkAddress.verdict(url) != .kept { throw .refusedAddress(url) }
        return try bookmarkWrite { connection in
            let current = try BookmarkSQL.require(id, connection)
            let newURL = current.isFolder ? nil : (url ?? current.url)
            try connection.run(
                BookmarkSQL.update,
                [
                    .integer(id), .text(title), .text(title.lowercased()), .text(newURL),
                    .text(newURL.map(HistorySQL.matchKey) ?? ""),
                ])
            return try BookmarkSQL.require(id, connection)
        }
    }

    /// Moves the bookmark or folder `id` into `folder` (nil: the top level) at `position` (nil or past
    /// the end: last), renumbering both folders' items.
    ///
    /// - Throws: `BookmarkError.unknownBookmark`, `.notAFolder`, `.folderIntoItself` (a folder into
    ///   itself or a folder inside it), `.storeFailed`.
    @discardableResult
    public func moveBookmark(id: Int64, to folder: Int64?, at position: Int? = nil) throws(BookmarkError)
        -> Bookmark
    {
        try bookmarkWrite { connection in
            let moving = try BookmarkSQL.require(id, connection)
            try BookmarkSQL.requireFolder(folder, connection)
            if let folder, moving.isFolder, try BookmarkSQL.subtree(of: id, connection).contains(folder) {
                throw BookmarkError.folderIntoItself(id: id)
            }
            var siblings = try BookmarkSQL.childIDs(of: folder, connection).filter { $0 != id }
            siblings.insert(id, at: min(max(0, position ?? siblings.count), siblings.count))
            try connection.run(BookmarkSQL.reparent, [.integer(id), folder.map(SQLiteValue.integer) ?? .null])
            try BookmarkSQL.renumber(siblings, connection)
            if moving.parentID != folder {
                try BookmarkSQL.renumber(try BookmarkSQL.childIDs(of: moving.parentID, connection), connection)
            }
            return try BookmarkSQL.require(id, connection)
        }
    }

    /// Removes the bookmark `id`, or the folder `id` with everything in it, however deep.
    ///
    /// - Throws: `BookmarkError.unknownBookmark`, `.storeFailed`.
    public func removeBookmark(id: Int64) throws(BookmarkError) {
        try bookmarkWrite { connection in
            let removed = try BookmarkSQL.require(id, connection)
            try connection.run(BookmarkSQL.deleteSubtree, [.integer(id)])
            try BookmarkSQL.renumber(try BookmarkSQL.childIDs(of: removed.parentID, connection), connection)
        }
    }

    /// The bookmark or folder `id`, or nil.
    ///
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmark(id: Int64) throws(BookmarkError) -> Bookmark? {
        try bookmarkRead { connection throws(SQLiteError) in try BookmarkSQL.fetch(id, connection) }
    }

    /// The items directly in `folder` (nil: the top level), in order.
    ///
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmarks(in folder: Int64?) throws(BookmarkError) -> [Bookmark] {
        try bookmarkRead { connection throws(SQLiteError) in
            try connection.rows(BookmarkSQL.inFolder, [folder.map(SQLiteValue.integer) ?? .null]).map(
                BookmarkSQL.record)
        }
    }

    /// The bookmarks to exactly `url`, oldest first (the address bar's star shows the first).
    ///
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmarks(forURL url: String) throws(BookmarkError) -> [Bookmark] {
        try bookmarkRead { connection throws(SQLiteError) in
            try connection.rows(BookmarkSQL.byURL, [.text(url)]).map(BookmarkSQL.record)
        }
    }

    /// Every folder, by name.
    ///
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmarkFolders() throws(BookmarkError) -> [Bookmark] {
        try bookmarkRead { connection throws(SQLiteError) in
            try connection.rows(BookmarkSQL.folders).map(BookmarkSQL.record)
        }
    }

    /// The number of bookmarks (folders not counted).
    ///
    /// - Throws: `BookmarkError.storeFailed`.
    public func bookmarkCount() throws(BookmarkError) -> Int {
        try bookmarkRead { connection throws(SQLiteError) in try connection.rows(BookmarkSQL.count).first?.int(0) ?? 0 }
    }

    /// Runs a bookmark write after every queued write, in one transaction, mapping database failures.
    func bookmarkWrite<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws(BookmarkError) -> T {
        do {
            return try writeNow(body)
        } catch let error as BookmarkError {
            throw error
        } catch let error as SQLiteError {
            throw .storeFailed(.writeFailed(error))
        } catch {
            throw .storeFailed(.writeFailed(SQLiteError(code: SQLiteError.ioError, message: "\(error)")))
        }
    }

    /// Runs a bookmark read now on the reader, mapping database failures. Bookmark writes are never
    /// queued (each returns once committed), so what is committed is every bookmark change made.
    func bookmarkRead<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(BookmarkError) -> T {
        do { return try committed(body) } catch { throw .storeFailed(.readFailed(error)) }
    }
}
