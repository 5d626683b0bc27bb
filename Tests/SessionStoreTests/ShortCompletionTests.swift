import Foundation
import Testing

@testable import SessionStore

/// Completion on one or two characters reads the gram index, which follows every change to history.
@Suite struct ShortCompletionTests {
    static let now = Date(timeIntervalSince1970: 2_000_000_000)

    /// 100,000 well-visited entries of a few letters, and below them all one rarely visited entry.
    static func largeStore(_ folder: TemporaryFolder) throws -> SessionStore {
        let store = try SessionStore(fileURL: folder.file("history.sqlite"))
        store.importHistory(
            (0..<100_000).map { index in
                HistoryEntry(
                    url: "https://host\(index % 997).example/\(index)", title: "Page \(index)",
                    visitCount: 1 + index % 13, lastVisit: now - Double(index))
            })
        store.recordVisit(url: "https://rarely.example/", title: "Quiz ñandú", at: now - 9e6)
        try store.flush()
        return store
    }

    /// The virtual-machine steps the store's completion query runs for `text`.
    static func steps(_ store: SessionStore, _ text: String) throws -> (urls: [String], steps: Int) {
        try store.read { connection throws(SQLiteError) in
            let before = connection.virtualMachineSteps
            let urls = try CompletionSQL.completions(for: text, limit: 8, connection).map(\.url)
            return (urls, connection.virtualMachineSteps - before)
        }
    }

    @Test func aRareLetterOrPairIsFoundWithoutReadingEveryEntry() throws {
        let folder = try TemporaryFolder()
        let store = try Self.largeStore(folder)
        let everyEntry = 100_000
        for text in ["q", "qu", "iz", "ñ", "dú", "QU"] {
            let (urls, steps) = try Self.steps(store, text)
            #expect(urls == ["https://rarely.example/"], "completions for \"\(text)\"")
            #expect(steps < everyEntry, "\"\(text)\" ran \(steps) steps")
        }
        let (none, steps) = try Self.steps(store, "zx")
        #expect(none.isEmpty)
        #expect(steps < everyEntry, "\"zx\" ran \(steps) steps")
    }

    @Test func theGramIndexFollowsVisitsRetitlesAndRemovals() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        store.importHistory(
            (0..<2_000).map { index in
                HistoryEntry(
                    url: "https://site\(index).example/", title: "Page", visitCount: 5, lastVisit: Self.now)
            })
        store.recordVisit(url: "https://rare.example/", title: "Jazz", at: Self.now - 1e6)
        try store.flush()
        #expect(try store.completions(for: "zz").map(\.url) == ["https://rare.example/"])
        store.updateHistoryTitle("Blues", forURL: "https://rare.example/")
        try store.flush()
        #expect(try store.completions(for: "zz").isEmpty)
        #expect(try store.completions(for: "lu").map(\.url) == ["https://rare.example/"])
        let long = "https://long.example/" + String(repeating: "a", count: 3_000) + "qj"
        store.recordVisit(url: long, title: "", at: Self.now - 2e6)
        try store.flush()
        #expect(try store.completions(for: "qj").map(\.url) == [long], "a key longer than the index reaches")
        store.removeHistory(url: "https://rare.example/")
        try store.flush()
        #expect(try store.completions(for: "lu").isEmpty)
        store.clearHistory()
        try store.flush()
        #expect(try store.completions(for: "qj").isEmpty)
    }
}
