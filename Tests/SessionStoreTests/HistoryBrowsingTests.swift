import Foundation
import Testing

@testable import SessionStore

/// The history window's reads (most recent first, searched by title and address) and the removal of
/// history and downloads by time.
@Suite struct HistoryBrowsingTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func store() throws -> SessionStore {
        let store = try SessionStore(inMemoryWithEvents: nil)
        store.importHistory([
            HistoryEntry(
                url: "https://old.example/news", title: "Old News", visitCount: 9, lastVisit: now - 86_400 * 3),
            HistoryEntry(url: "https://swift.org/", title: "Swift", visitCount: 1, lastVisit: now - 60),
            HistoryEntry(url: "https://docs.example/a", title: "Guide to SWIFT", visitCount: 2, lastVisit: now - 7200),
        ])
        return store
    }

    @Test func entriesComeMostRecentFirstAndASearchMatchesTitlesAndAddresses() throws {
        let store = try Self.store()
        #expect(try store.history().map(\.title) == ["Swift", "Guide to SWIFT", "Old News"])
        #expect(try store.history(matching: "swift").map(\.url) == ["https://swift.org/", "https://docs.example/a"])
        #expect(try store.history(matching: "NEWS").map(\.url) == ["https://old.example/news"])
        #expect(try store.history(matching: "sw").map(\.title) == ["Swift", "Guide to SWIFT"])
        #expect(try store.history(matching: "\"unclosed").isEmpty)
        #expect(try store.history(limit: 1).count == 1)
    }

    @Test func aTimeRangeRemovesOnlyTheEntriesVisitedInIt() throws {
        let store = try Self.store()
        #expect(try store.removeHistory(visitedFrom: Self.now - 3600 * 24, to: Self.now - 3600) == 1)
        #expect(try store.history().map(\.title) == ["Swift", "Old News"])
        #expect(try store.removeHistory(visitedFrom: .distantPast, to: .distantFuture) == 2)
        #expect(try store.historyCount() == 0)
        #expect(try store.history(matching: "swift").isEmpty)
    }

    @Test func downloadRecordsStartedInARangeAreRemoved() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        store.recordDownload(DownloadRecord(id: "old", url: "https://a.example/1", startedAt: Self.now - 86_400))
        store.recordDownload(DownloadRecord(id: "new", url: "https://a.example/2", startedAt: Self.now - 60))
        #expect(try store.removeDownloads(startedFrom: Self.now - 3600, to: Self.now) == 1)
        #expect(try store.downloads().map(\.id) == ["old"])
    }
}
