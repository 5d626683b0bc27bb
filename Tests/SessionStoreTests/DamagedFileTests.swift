import Foundation
import SessionStore
import Synchronization
import Testing

@Suite struct DamagedFileTests {
    /// Events the store reported, collected across threads.
    final class EventLog: Sendable {
        private let events = Mutex<[SessionStoreEvent]>([])
        func append(_ event: SessionStoreEvent) { events.withLock { $0.append(event) } }
        var all: [SessionStoreEvent] { events.withLock { $0 } }
    }

    /// Opens the store at `url` and checks that the file was moved aside with its bytes intact and a
    /// fresh, working store made in its place.
    func expectMovedAside(_ url: URL, original: Data, folder: TemporaryFolder) throws -> MovedAsideDatabase {
        let log = EventLog()
        let store = try SessionStore(fileURL: url, onEvent: log.append)
        let moved = try #require(store.movedAside)
        #expect(log.all == [.movedAside(moved)])
        #expect(moved.originalURL == url)
        #expect(FileManager.default.contents(atPath: moved.movedToURL.path) == original)
        let fresh = SampleSession.make(windows: 1, tabsPerWindow: 2)
        try store.saveSession(fresh)
        #expect(try store.loadSession() == fresh)
        return moved
    }

    @Test func fileThatIsNotADatabaseIsMovedAsideAndAFreshOneIsMade() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        let moved = try expectMovedAside(url, original: garbage, folder: folder)
        guard case .damaged(let error) = moved.reason else {
            Issue.record("reason \(moved.reason)")
            return
        }
        #expect(error.code == SQLiteError.notADatabase)
    }

    @Test func truncatedFileIsMovedAsideAndKeptByteForByte() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        do {
            let store = try SessionStore(fileURL: url)
            try store.saveSession(SampleSession.make(windows: 3, tabsPerWindow: 40))
            store.importHistory(
                (0..<3000).map {
                    HistoryEntry(url: "https://e.example/\($0)", title: "t", visitCount: 1, lastVisit: Date())
                })
            try store.flush()
        }
        let whole = try Data(contentsOf: url)
        #expect(whole.count > 100_000, "the store should have checkpointed its WAL into the file on close")
        let truncated = whole.prefix(whole.count / 2)
        try truncated.write(to: url)
        let moved = try expectMovedAside(url, original: truncated, folder: folder)
        #expect(moved.reason != .notAFile)
    }

    @Test func fileFromANewerSchemaIsMovedAsideUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        do {
            let store = try SessionStore(fileURL: url)
            try store.saveSession(SampleSession.make(windows: 1, tabsPerWindow: 1))
            try store.flush()
        }
        try SessionStoreTestSQL.setUserVersion(99, at: url)
        let original = try Data(contentsOf: url)
        let moved = try expectMovedAside(url, original: original, folder: folder)
        #expect(moved.reason == .newerSchema(version: 99))
    }

    @Test func folderInTheWayOfTheFileIsMovedAside() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let store = try SessionStore(fileURL: url)
        #expect(store.movedAside?.reason == .notAFile)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: store.movedAside!.movedToURL.path, isDirectory: &isFolder))
        #expect(isFolder.boolValue)
    }

    @Test func readOnlyFolderGivesCannotOpenAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let report = try SessionProbe.run(
            ["open", "--store", folder.file("sessions.sqlite").path, "--drop-privileges"])
        #expect(report.kind == "cannotOpen", "\(report)")
        #expect(report.sqliteCode == Int(SQLiteError.cannotOpen))
        #expect(folder.contents().isEmpty)
    }

    @Test func damagedFileInAReadOnlyFolderGivesCannotMoveAsideAndStaysPut() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        let garbage = Data(repeating: 0x5A, count: 4096)
        try garbage.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        let report = try SessionProbe.run(["open", "--store", url.path, "--drop-privileges"])
        #expect(report.kind == "cannotMoveAside", "\(report)")
        #expect(folder.contents() == ["sessions.sqlite"])
        #expect(FileManager.default.contents(atPath: url.path) == garbage)
    }
}
