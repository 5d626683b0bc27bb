import Foundation
import Testing

@testable import SessionStore

@Suite struct SchemaMigrationTests {
    /// A file as the store at `version` left it, with a window, a tab and a history entry when the
    /// schema has them.
    static func writeFile(at url: URL, version: Int) throws {
        let connection = try SQLiteConnection(path: url.path)
        try connection.execute("PRAGMA journal_mode = WAL")
        try SessionSchema.migrate(connection, upTo: version)
        guard version >= 1 else { return }
        try connection.run("INSERT INTO windows(id, position, active_tab_id) VALUES('w', 0, 't')")
        try connection.run(
            """
            INSERT INTO tabs(id, window_id, position, profile, url, title, pinned, last_access, session_state)
            VALUES('t', 'w', 0, 'work', 'https://old.example/', 'Old page', 1, 1000, x'0102')
            """)
        try connection.run(
            """
            INSERT INTO history(url, match_key, title, visit_count, last_visit)
            VALUES('https://old.example/', 'old.example/', 'Old Page', 4, 1000)
            """)
        if version >= 2 { try connection.run("UPDATE history SET title_key = lower(title)") }
    }

    @Test(arguments: 0..<SessionSchema.latestVersion)
    func fileFromAnEarlierSchemaMigratesAndKeepsItsData(version: Int) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        try Self.writeFile(at: url, version: version)
        let store = try SessionStore(fileURL: url)
        #expect(store.movedAside == nil)
        let migrated = try store.read { connection throws(SQLiteError) in try SessionSchema.version(of: connection) }
        #expect(migrated == SessionStore.latestSchemaVersion)
        if version >= 1 {
            let session = try store.loadSession()
            #expect(session.windows == [SessionWindowRecord(id: "w", position: 0, activeTabID: "t")])
            #expect(session.tabs.first?.sessionState == Data([1, 2]))
            #expect(session.tabs.first?.isPinned == true)
            #expect(try store.completions(for: "old page").map(\.url) == ["https://old.example/"])
            let indexed = try store.read { connection throws(SQLiteError) in
                try connection.rows(
                    "SELECT rowid FROM history_grams WHERE history_grams MATCH ?1",
                    [.text(CompletionSQL.gramQuery("ol"))]
                ).count
            }
            #expect(indexed == 1, "the gram index holds the entries written before it")
        }
        store.recordDownload(DownloadRecord(id: "d", url: "https://old.example/file"))
        #expect(try store.downloads().map(\.id) == ["d"])
        let kept = try store.addBookmarkFolder(title: "Kept")
        try store.addBookmark(url: "https://old.example/", title: "Old page", in: kept.id)
        #expect(try store.bookmarkCompletions(for: "old").map(\.url) == ["https://old.example/"])
        #expect(folder.contents().filter { $0.contains("unusable") }.isEmpty)
    }

    @Test func eachMigrationStepRunsOnceAndRecordsItsVersion() throws {
        let folder = try TemporaryFolder()
        let connection = try SQLiteConnection(path: folder.file("s.sqlite").path)
        #expect(try SessionSchema.migrate(connection, upTo: 1) == 0)
        #expect(try SessionSchema.version(of: connection) == 1)
        #expect(try SessionSchema.migrate(connection) == 1)
        #expect(try SessionSchema.migrate(connection) == SessionSchema.latestVersion)
        #expect(try SessionSchema.version(of: connection) == SessionSchema.latestVersion)
    }
}
