import Foundation
import Testing

@testable import SessionStore

@Suite struct NetscapeBookmarkFileTests {
    static let firefoxExport = """
        <!DOCTYPE NETSCAPE-Bookmark-file-1>
        <!-- This is an automatically generated file. -->
        <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
        <TITLE>Bookmarks</TITLE>
        <H1>Bookmarks Menu</H1>
        <DL><p>
            <DT><H3 ADD_DATE="1700000000" LAST_MODIFIED="1700000001" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks Toolbar</H3>
            <DL><p>
                <DT><A HREF="https://www.mozilla.org/en-US/firefox/" ADD_DATE="1700000002" ICON="data:image/png;base64,AA">Get Help &amp; &quot;Support&quot;</A>
                <DT><H3>Empty</H3>
                <DL><p>
                </DL><p>
            </DL><p>
            <DT><A HREF='https://caf&#xE9;.example/?a=1&amp;b=2' add_date=1700000003>Caf&#233;   au
            lait</A>
            <DD>A description that is ignored
        </DL>
        """

    @Test func aFirefoxExportGivesItsFoldersAndBookmarksInOrder() throws {
        let tree = try NetscapeBookmarkParser().parse(Data(Self.firefoxExport.utf8))
        #expect(
            tree.items == [
                .init(
                    parent: nil, title: "Bookmarks Toolbar", url: nil,
                    addedAt: Date(timeIntervalSince1970: 1_700_000_000)),
                .init(
                    parent: 0, title: "Get Help & \"Support\"", url: "https://www.mozilla.org/en-US/firefox/",
                    addedAt: Date(timeIntervalSince1970: 1_700_000_002)),
                .init(parent: 0, title: "Empty", url: nil),
                .init(
                    parent: nil, title: "Café au lait", url: "https://café.example/?a=1&b=2",
                    addedAt: Date(timeIntervalSince1970: 1_700_000_003)),
            ])
    }

    @Test func exportingThenImportingGivesTheSameTree() throws {
        let tree = BookmarkTree(items: [
            .init(parent: nil, title: "A <folder> & \"quotes\"", url: nil, addedAt: Date(timeIntervalSince1970: 5)),
            .init(parent: 0, title: "Inner", url: nil, addedAt: Date(timeIntervalSince1970: 6)),
            .init(
                parent: 1, title: "x&y", url: "https://x.example/?q=\"1\"&r=<2>",
                addedAt: Date(timeIntervalSince1970: 7)),
            .init(parent: 0, title: "Ünïcode ✓", url: "https://u.example/", addedAt: Date(timeIntervalSince1970: 8)),
            .init(parent: nil, title: "Top", url: "file:///tmp/a%20b.html", addedAt: Date(timeIntervalSince1970: 9)),
        ])
        let html = NetscapeBookmarkWriter.html(for: tree)
        #expect(try NetscapeBookmarkParser().parse(Data(html.utf8)) == tree)

        let source = try SessionStore(inMemoryWithEvents: nil)
        try source.importBookmarks(tree)
        let exported = try source.bookmarkTree()
        #expect(exported == tree)
        let folder = try TemporaryFolder()
        try NetscapeBookmarkWriter.write(exported, to: folder.file("b.html"))
        let target = try SessionStore(inMemoryWithEvents: nil)
        try target.importBookmarks(try NetscapeBookmarkParser().read(contentsOf: folder.file("b.html")))
        #expect(try target.bookmarkTree() == tree)
    }

    @Test func brokenHTMLIsReadAsFarAsItIsValid() throws {
        let cut = """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <DL><p><DT><H3>Folder</H3><DL><p>
            <DT><A HREF="https://one.example/">One
            <DT><A HREF="https://two.example/">Two</A></DL>
            <DT><A HREF="https://three.example/">Three</a>
            <DT><A HREF="https://four.example/" ADD_DATE="17
            """
        let tree = try NetscapeBookmarkParser().parse(Data(cut.utf8))
        #expect(tree.items.map(\.title) == ["Folder", "One", "Two", "Three"])
        #expect(tree.items.map(\.parent) == [nil, 0, 0, nil])
    }

    @Test func namesWithWindowsLineEndsAndCombiningMarksReadAndExportAsWritten() throws {
        let file = """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <DL><p><DT><A HREF="https://a.example/" ADD_DATE="0.5">Two\r\nlines</A>
            <DT><A HREF="https://b.example/">a &lt;\u{301}b&amp;\u{301}</A></DL>
            """
        let tree = try NetscapeBookmarkParser().parse(Data(file.utf8))
        #expect(tree.items.map(\.title) == ["Two lines", "a <\u{301}b&\u{301}"])
        #expect(tree.items[0].addedAt == nil, "under a second is no date: the writer could not write it back")
        let exported = NetscapeBookmarkWriter.html(for: tree)
        #expect(try NetscapeBookmarkParser().parse(Data(exported.utf8)) == tree)
    }

    @Test func filesThatAreNotBookmarkFilesGetATypedError() throws {
        let parser = NetscapeBookmarkParser()
        #expect(throws: NetscapeBookmarkError.notABookmarkFile) {
            try parser.parse(Data("<html><body><a href='https://x.example/'>x</a></body></html>".utf8))
        }
        #expect(throws: NetscapeBookmarkError.invalidEncoding(offset: 40)) {
            try parser.parse(Data("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL>".utf8) + Data([0xFF, 0xFE]))
        }
        var small = NetscapeBookmarkParser()
        small.maximumDepth = 3
        let deep = "<!DOCTYPE NETSCAPE-Bookmark-file-1>" + String(repeating: "<DT><H3>f</H3><DL>", count: 4)
        #expect(throws: NetscapeBookmarkError.nestedTooDeep(limit: 3)) { try small.parse(Data(deep.utf8)) }
        small.maximumItems = 2
        let many =
            "<!DOCTYPE NETSCAPE-Bookmark-file-1><DL>" + String(repeating: "<DT><A HREF='https://a/'>a</A>", count: 3)
        #expect(throws: NetscapeBookmarkError.tooManyEntries(limit: 2)) { try small.parse(Data(many.utf8)) }
        #expect {
            try parser.read(contentsOf: URL(fileURLWithPath: "/nonexistent/b.html"))
        } throws: { error in
            if case .cannotRead(let path, _) = error as? NetscapeBookmarkError {
                path == "/nonexistent/b.html"
            } else {
                false
            }
        }
    }

    @Test func aFiftyMegabyteFileIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("huge.html")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        #expect(throws: NetscapeBookmarkError.fileTooLarge(bytes: 50 << 20, limit: 32 << 20)) {
            try NetscapeBookmarkParser().read(contentsOf: url)
        }
    }

    @Test func scriptAddressesInAFileAreRefusedAndCountedAndTheRestIsImported() throws {
        let file = """
            <!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>
            <DT><A HREF="javascript:alert(document.cookie)">Bookmarklet</A>
            <DT><A HREF="  JAVASCRIPT:void(0)">Spaced</A>
            <DT><A HREF="data:text/html;base64,PHNjcmlwdD4=">Data</A>
            <DT><A HREF="https://ok.example/">Fine</A>
            <DT><A>No address</A>
            </DL>
            """
        let store = try SessionStore(inMemoryWithEvents: nil)
        let counts = try store.importBookmarks(try NetscapeBookmarkParser().parse(Data(file.utf8)))
        #expect(counts == BookmarkImportCounts(bookmarks: 1, refusedScripts: 3, unsupported: 1))
        #expect(try store.bookmarkTree().items.map(\.url) == ["https://ok.example/"])
    }

    @Test func anImportThatFailsHalfwayLeavesNothing() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        try store.addBookmark(url: "https://before.example/", title: "Before")
        try store.read { connection throws(SQLiteError) in
            try connection.execute(
                """
                CREATE TEMP TRIGGER poison BEFORE INSERT ON bookmarks WHEN new.title = 'poison'
                BEGIN SELECT RAISE(ABORT, 'poisoned'); END
                """)
        }
        let tree = BookmarkTree(items: [
            .init(parent: nil, title: "Folder", url: nil),
            .init(parent: 0, title: "fine", url: "https://fine.example/"),
            .init(parent: 0, title: "poison", url: "https://poison.example/"),
        ])
        #expect {
            try store.importBookmarks(tree)
        } throws: { error in
            if case .storeFailed = error as? BookmarkError { true } else { false }
        }
        #expect(try store.bookmarkTree().items.map(\.title) == ["Before"])
    }

    @Test func nineThousandFoldersDeepExportToAFileThatGrowsWithItsLinesAndReadsBack() throws {
        let tree = BookmarkTree(
            items: (0..<9_000).map { BookmarkTree.Item(parent: $0 == 0 ? nil : $0 - 1, title: "f", url: nil) })
        let html = NetscapeBookmarkWriter.html(for: tree)
        // Three lines a folder; indented by depth, they would take about 490 MB.
        #expect(html.utf8.count < 3 * 9_000 * (4 * NetscapeBookmarkWriter.maximumIndentLevel + 20))
        #expect(try NetscapeBookmarkParser().parse(Data(html.utf8)) == tree)
    }

    @Test func aThousandFoldersDeepAndAHundredThousandBookmarksImportAndExport() async throws {
        // Off the main thread, on a small stack, as the shell imports.
        try await Task.detached {
            var deep = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n"
            for level in 0..<1000 { deep += "<DT><H3>level \(level)</H3>\n<DL><p>\n" }
            deep += "<DT><A HREF=\"https://bottom.example/\">Bottom</A>\n"
            deep += String(repeating: "</DL><p>\n", count: 1001)
            let deepTree = try NetscapeBookmarkParser().parse(Data(deep.utf8))
            #expect(deepTree.depth == 1000)
            var many = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n"
            for index in 0..<100_000 { many += "<DT><A HREF=\"https://site\(index).example/\">Site \(index)</A>\n" }
            many += "</DL><p>\n"
            let manyTree = try NetscapeBookmarkParser().parse(Data(many.utf8))
            #expect(manyTree.bookmarkCount == 100_000)

            let store = try SessionStore(inMemoryWithEvents: nil)
            #expect(try store.importBookmarks(deepTree).folders == 1000)
            #expect(try store.importBookmarks(manyTree).bookmarks == 100_000)
            let exported = try store.bookmarkTree()
            #expect(exported.items.count == 1001 + 100_000)
            let again = try NetscapeBookmarkParser().parse(Data(NetscapeBookmarkWriter.html(for: exported).utf8))
            #expect(again.items.map(\.title) == exported.items.map(\.title))
            #expect(again.depth == 1000)
        }.value
    }
}
