import Foundation

extension SessionStore {
    /// Everything in `folder` (nil: every bookmark), as a tree for export, in the folders' order.
    ///
    /// - Throws: `BookmarkError.unknownBookmark` / `.notAFolder` for a bad folder; `.storeFailed`.
    public func bookmarkTree(under folder: Int64? = nil) throws(BookmarkError) -> BookmarkTree {
        let rows = try bookmarkRead { connection throws(SQLiteError) in
            try connection.rows(BookmarkSQL.all).map(BookmarkSQL.record)
        }
        if let folder {
            guard let found = rows.first(where: { $0.id == folder }) else { throw .unknownBookmark(id: folder) }
            guard found.isFolder else { throw .notAFolder(id: folder) }
        }
        var children: [Int64?: [Bookmark]] = [:]
        for row in rows { children[row.parentID, default: []].append(row) }
        var tree = BookmarkTree()
        var pending: [(bookmark: Bookmark, parent: Int?)] = (children[folder] ?? []).reversed().map { ($0, nil) }
        while let (bookmark, parent) = pending.popLast() {
            tree.items.append(
                BookmarkTree.Item(parent: parent, title: bookmark.title, url: bookmark.url, addedAt: bookmark.addedAt))
            let index = tree.items.count - 1
            pending += (children[bookmark.id] ?? []).reversed().map { ($0, index) }
        }
        return tree
    }

    /// Adds `tree` at the end of `folder` (nil: the top level) in one transaction: all of it or, when
    /// anything fails, none of it. A folder with the name of one already in the same place is merged
    /// into it; a bookmark whose address is already in its folder is not added twice; `javascript:` and
    /// `data:` addresses are refused and other schemes left out, each counted.
    ///
    /// - Parameters:
    ///   - tree: the folders and bookmarks to add.
    ///   - folder: where the tree's top level goes (nil: the top level).
    ///   - progress: told the fraction of the tree's items added so far (rising, once per percent, 1
    ///     last; never for an empty tree), on the store's writer queue while the transaction runs; 1
    ///     does not mean committed: the call's return (or throw) says how it ended.
    /// - Throws: `BookmarkError.unknownBookmark` / `.notAFolder` for a bad folder; `.storeFailed`
    ///   (nothing was added).
    @discardableResult
    public func importBookmarks(
        _ tree: BookmarkTree, into folder: Int64? = nil, progress: (@Sendable (Double) -> Void)? = nil
    ) throws(BookmarkError) -> BookmarkImportCounts {
        try bookmarkWrite { connection in
            try BookmarkSQL.requireFolder(folder, connection)
            var importer = BookmarkTreeImporter(connection: connection, now: Date())
            let total = tree.items.count
            var reported = 0
            for (index, item) in tree.items.enumerated() {
                try importer.add(item, defaultFolder: folder)
                let percent = (index + 1) * 100 / total
                if let progress, percent > reported {
                    reported = percent
                    progress(Double(index + 1) / Double(total))
                }
            }
            return importer.counts
        }
    }
}

/// Adds a tree's items one by one inside the import's transaction. What each folder already holds
/// (its addresses and its folders' names) is read once, when the import first adds to it, and kept in
/// memory, so an import costs one lookup per folder rather than per item.
struct BookmarkTreeImporter {
    /// A folder's contents as the import sees them.
    private struct FolderContents {
        var urls: Set<String> = []
        var folders: [String: Int64] = [:]
        var nextPosition = 0
    }

    let connection: SQLiteConnection
    let now: Date
    var counts = BookmarkImportCounts()
    /// The store ID of each item that is a folder (nil for bookmarks), by the item's index.
    private var folderIDs: [Int64?] = []
    private var contents: [Int64?: FolderContents] = [:]

    init(connection: SQLiteConnection, now: Date) {
        self.connection = connection
        self.now = now
    }

    mutating func add(_ item: BookmarkTree.Item, defaultFolder: Int64?) throws(SQLiteError) {
        let parent = item.parent.flatMap { $0 < folderIDs.count ? folderIDs[$0] : nil } ?? defaultFolder
        // Changed in place below (a copy of the folder's sets would be made for every item otherwise).
        if contents[parent] == nil { contents[parent] = try contents(of: parent) }
        guard let url = item.url else {
            if let existing = contents[parent]!.folders[item.title] {
                folderIDs.append(existing)
            } else {
                let id = try insert(item, url: nil, parent: parent)
                contents[parent]!.folders[item.title] = id
                folderIDs.append(id)
                counts.folders += 1
            }
            return
        }
        folderIDs.append(nil)
        switch BookmarkAddress.verdict(url) {
        case .refusedScript: counts.refusedScripts += 1
        case .unsupported: counts.unsupported += 1
        case .kept:
            if contents[parent]!.urls.insert(url).inserted {
                _ = try insert(item, url: url, parent: parent)
                counts.bookmarks += 1
            } else {
                counts.duplicates += 1
            }
        }
    }

    /// What `parent` holds in the store.
    private func contents(of parent: Int64?) throws(SQLiteError) -> FolderContents {
        var folder = FolderContents()
        for row in try connection.rows(BookmarkSQL.inFolder, [BookmarkSQL.parent(parent)]) {
            let bookmark = BookmarkSQL.record(from: row)
            if let url = bookmark.url {
                folder.urls.insert(url)
            } else if folder.folders[bookmark.title] == nil {
                folder.folders[bookmark.title] = bookmark.id
            }
            folder.nextPosition = max(folder.nextPosition, bookmark.position + 1)
        }
        return folder
    }

    /// Inserts at the end of `parent` (as this import knows it); returns the new ID.
    private mutating func insert(_ item: BookmarkTree.Item, url: String?, parent: Int64?) throws(SQLiteError)
        -> Int64
    {
        let position = contents[parent]?.nextPosition ?? 0
        try connection.run(
            BookmarkSQL.insertAt,
            [
                BookmarkSQL.parent(parent), .integer(Int64(position)), .text(item.title),
                .text(item.title.lowercased()),
                .text(url), .text(url.map(HistorySQL.matchKey) ?? ""),
                .real((item.addedAt ?? now).timeIntervalSince1970),
            ])
        contents[parent]?.nextPosition = position + 1
        return connection.lastInsertRowID
    }
}
