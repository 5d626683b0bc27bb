import Foundation
import Testing

@testable import SessionStore

@Suite struct BookmarkStoreTests {
    @Test func bookmarksAreAddedEditedMovedAndRemovedInFolders() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("s.sqlite"))
        let news = try store.addBookmarkFolder(title: "News")
        let first = try store.addBookmark(url: "https://a.example/", title: "A", in: news.id)
        let second = try store.addBookmark(url: "https://b.example/", title: "B", in: news.id)
        let top = try store.addBookmark(url: "https://c.example/", title: "C")
        #expect(try store.bookmarks(in: news.id).map(\.title) == ["A", "B"])
        #expect(try store.bookmarks(in: nil).map(\.title) == ["News", "C"])

        let renamed = try store.updateBookmark(id: first.id, title: "Alpha", url: "https://alpha.example/")
        #expect(renamed.title == "Alpha" && renamed.url == "https://alpha.example/" && renamed.parentID == news.id)

        try store.moveBookmark(id: top.id, to: news.id, at: 0)
        #expect(try store.bookmarks(in: news.id).map(\.title) == ["C", "Alpha", "B"])
        #expect(try store.bookmarks(in: news.id).map(\.position) == [0, 1, 2])
        #expect(try store.bookmarks(in: nil).map(\.title) == ["News"])

        try store.removeBookmark(id: second.id)
        #expect(try store.bookmarks(in: news.id).map(\.title) == ["C", "Alpha"])
        #expect(try store.bookmarks(forURL: "https://alpha.example/").map(\.id) == [first.id])
        #expect(try store.bookmarkFolders().map(\.title) == ["News"])
        #expect(try store.bookmarkCount() == 2)
    }

    @Test func aFolderIsRemovedWithEverythingInItHoweverDeep() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        var parent: Int64? = nil
        var outer: Int64 = 0
        for level in 0..<1200 {
            let folder = try store.addBookmarkFolder(title: "level \(level)", in: parent)
            if level == 0 { outer = folder.id }
            try store.addBookmark(url: "https://deep.example/\(level)", title: "\(level)", in: folder.id)
            parent = folder.id
        }
        try store.addBookmark(url: "https://kept.example/", title: "kept")
        try store.removeBookmark(id: outer)
        #expect(try store.bookmarks(in: nil).map(\.title) == ["kept"])
        #expect(try store.bookmarkCount() == 1)
        #expect(try store.bookmarkFolders().isEmpty)
    }

    @Test func aFolderCannotMoveIntoItselfOrItsOwnFolders() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        let outer = try store.addBookmarkFolder(title: "Outer")
        let inner = try store.addBookmarkFolder(title: "Inner", in: outer.id)
        let page = try store.addBookmark(url: "https://a.example/", title: "A")
        #expect(throws: BookmarkError.folderIntoItself(id: outer.id)) {
            try store.moveBookmark(id: outer.id, to: inner.id)
        }
        #expect(throws: BookmarkError.folderIntoItself(id: outer.id)) {
            try store.moveBookmark(id: outer.id, to: outer.id)
        }
        #expect(throws: BookmarkError.notAFolder(id: page.id)) { try store.moveBookmark(id: inner.id, to: page.id) }
        #expect(throws: BookmarkError.unknownBookmark(id: 999)) { try store.removeBookmark(id: 999) }
        #expect(try store.bookmark(id: inner.id)?.parentID == outer.id)
    }

    @Test func scriptAndDataAddressesAreRefused() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        for url in [
            "javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,<b>", "vbscript:x",
        ] {
            #expect(throws: BookmarkError.refusedAddress(url)) { try store.addBookmark(url: url, title: "x") }
        }
        let page = try store.addBookmark(url: "https://a.example/", title: "A")
        #expect(throws: BookmarkError.refusedAddress("javascript:1")) {
            try store.updateBookmark(id: page.id, title: "A", url: "javascript:1")
        }
        #expect(try store.bookmarkCount() == 1)
    }

    @Test func bookmarksAreFoundByAddressPrefixThenNameThenSubstring() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        try store.addBookmark(url: "https://www.swift.org/documentation/", title: "Docs")
        try store.addBookmark(url: "https://example.com/lang", title: "Swift forums")
        try store.addBookmark(url: "https://example.org/taylor-swift", title: "Music")
        try store.addBookmarkFolder(title: "Swift folder")
        #expect(
            try store.bookmarkCompletions(for: "swift").map(\.url) == [
                "https://www.swift.org/documentation/", "https://example.com/lang", "https://example.org/taylor-swift",
            ])
        #expect(
            try store.bookmarkCompletions(for: "SW").map(\.url) == [
                "https://www.swift.org/documentation/", "https://example.com/lang",
            ])
        #expect(try store.bookmarkCompletions(for: "swift", limit: 1).count == 1)
        #expect(try store.bookmarkCompletions(for: "  ").isEmpty)
    }

    @Test func anImportIsAllOrNothingAndMergesFoldersAndSkipsDuplicates() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        let tree = BookmarkTree(items: [
            .init(parent: nil, title: "Work", url: nil),
            .init(parent: 0, title: "Tracker", url: "https://tracker.example/"),
            .init(parent: 0, title: "Evil", url: "javascript:steal()"),
            .init(parent: 0, title: "Blob", url: "data:text/html,hi"),
            .init(parent: 0, title: "Places", url: "place:sort=8"),
            .init(parent: nil, title: "Top", url: "https://top.example/"),
        ])
        let counts = try store.importBookmarks(tree)
        #expect(counts == BookmarkImportCounts(bookmarks: 2, folders: 1, refusedScripts: 2, unsupported: 1))
        let again = try store.importBookmarks(tree)
        #expect(again.bookmarks == 0 && again.folders == 0 && again.duplicates == 2)
        #expect(try store.bookmarkFolders().count == 1)
        #expect(throws: BookmarkError.unknownBookmark(id: 4242)) { try store.importBookmarks(tree, into: 4242) }
        #expect(try store.bookmarkCount() == 2)
    }
}
