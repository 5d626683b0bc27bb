import Foundation
import SessionStore
import Testing

/// `gtkweb --import-bookmarks FILE` and `--export-bookmarks FILE`, run as the built executable on a
/// session database in a private `XDG_DATA_HOME`.
@Suite struct BookmarkFileExecutableTests {
    /// A private data folder, removed when the value goes.
    final class DataHome {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-bookmarks-\(UUID().uuidString)")
        var environment: [String: String] { ["XDG_DATA_HOME": url.path] }
        var database: URL { url.appendingPathComponent("gtkweb/sessions.sqlite") }
        deinit { try? FileManager.default.removeItem(at: url) }  // this test's own folder
    }

    static let file = """
        <!DOCTYPE NETSCAPE-Bookmark-file-1>
        <DL><p>
            <DT><H3 ADD_DATE="1600000000">Reading</H3>
            <DL><p>
                <DT><A HREF="https://read.example/" ADD_DATE="1600000001">Read &amp; learn</A>
                <DT><A HREF="javascript:alert(1)">Bookmarklet</A>
            </DL><p>
            <DT><A HREF="https://top.example/" ADD_DATE="1600000002">Top</A>
        </DL><p>
        """

    @Test func aBookmarkFileIsImportedIntoTheSessionDatabaseAndExportedBack() throws {
        let home = DataHome()
        let input = try TemporaryFile(Self.file)
        let imported = try GtkWebExecutable.run(["--import-bookmarks", input.path], environment: home.environment)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.errors.contains("imported 2 bookmarks and 1 folders"), "\(imported.errors)")
        #expect(imported.errors.contains("1 javascript: or data: addresses refused"), "\(imported.errors)")

        let store = try SessionStore(fileURL: home.database)
        let reading = try #require(try store.bookmarks(in: nil).first)
        #expect(reading.title == "Reading" && reading.isFolder)
        #expect(try store.bookmarks(in: reading.id).map(\.title) == ["Read & learn"])

        let output = try TemporaryFile("")
        let exported = try GtkWebExecutable.run(["--export-bookmarks", output.path], environment: home.environment)
        #expect(exported.status == 0, "\(exported.errors)")
        #expect(exported.errors.contains("exported 2 bookmarks in 1 folders"), "\(exported.errors)")
        let tree = try NetscapeBookmarkParser().read(contentsOf: output.url)
        #expect(
            tree.items == [
                .init(parent: nil, title: "Reading", url: nil, addedAt: Date(timeIntervalSince1970: 1_600_000_000)),
                .init(
                    parent: 0, title: "Read & learn", url: "https://read.example/",
                    addedAt: Date(timeIntervalSince1970: 1_600_000_001)),
                .init(
                    parent: nil, title: "Top", url: "https://top.example/",
                    addedAt: Date(timeIntervalSince1970: 1_600_000_002)),
            ])
    }

    @Test func aFileThatIsNotABookmarkFileIsRefusedAndNothingIsImported() throws {
        let home = DataHome()
        let input = try TemporaryFile("<html><a href='https://x.example/'>x</a></html>")
        let run = try GtkWebExecutable.run(["--import-bookmarks", input.path], environment: home.environment)
        #expect(run.status == 1)
        #expect(run.errors.contains("not a bookmark file"), "\(run.errors)")
        #expect(try SessionStore(fileURL: home.database).bookmarkCount() == 0)
    }

    @Test func anExportToAFolderThatCannotBeWrittenFailsAndWritesNothing() throws {
        let home = DataHome()
        let target = "/nonexistent-\(UUID().uuidString)/bookmarks.html"
        let run = try GtkWebExecutable.run(["--export-bookmarks", target], environment: home.environment)
        #expect(run.status == 1)
        #expect(run.errors.contains("could not be written"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func theBookmarkOptionsTakeOneFileAndGoAlone() throws {
        for arguments in [
            ["--import-bookmarks"], ["--export-bookmarks", "a.html", "b.html"],
            ["--private", "--import-bookmarks", "a"],
        ] {
            let run = try GtkWebExecutable.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains("usage: gtkweb"), "\(arguments): \(run.errors)")
        }
    }
}
