import Foundation
import SessionStore
import Testing

@Suite struct HistoryCompletionTests {
    @Test func visitsAreCountedAndAnEmptyTitleKeepsTheKnownOne() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        let first = Date(timeIntervalSince1970: 1_000)
        store.recordVisit(url: "https://example.com/", title: "Example", at: first)
        store.recordVisit(url: "https://example.com/", title: "", at: first + 60)
        store.updateHistoryTitle("Renamed", forURL: "https://unknown.example/")
        let entry = try #require(try store.historyEntry(url: "https://example.com/"))
        #expect(
            entry == HistoryEntry(url: "https://example.com/", title: "Example", visitCount: 2, lastVisit: first + 60))
        #expect(try store.historyCount() == 1)
        store.updateHistoryTitle("Example Domain", forURL: "https://example.com/")
        #expect(try store.historyEntry(url: "https://example.com/")?.title == "Example Domain")
        store.removeHistory(url: "https://example.com/")
        #expect(try store.historyCount() == 0)
    }

    @Test func prefixMatchesComeBeforeSubstringMatchesEachByVisitsThenRecency() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        let now = Date(timeIntervalSince1970: 2_000_000)
        store.importHistory([
            HistoryEntry(url: "https://www.swift.org/", title: "Swift.org", visitCount: 3, lastVisit: now),
            HistoryEntry(url: "http://swiftpackageindex.com/", title: "Packages", visitCount: 9, lastVisit: now),
            HistoryEntry(url: "https://forums.swift.org/", title: "Forums", visitCount: 50, lastVisit: now),
            HistoryEntry(
                url: "https://example.com/taylor", title: "All about SWIFT birds", visitCount: 1, lastVisit: now),
            HistoryEntry(url: "https://old.swift.org/", title: "Old", visitCount: 50, lastVisit: now - 10),
            HistoryEntry(url: "https://unrelated.example/", title: "Nothing", visitCount: 99, lastVisit: now),
        ])
        try store.flush()
        let urls = try store.completions(for: "  SWIFT", limit: 10).map(\.url)
        #expect(
            urls == [
                "http://swiftpackageindex.com/", "https://www.swift.org/", "https://forums.swift.org/",
                "https://old.swift.org/", "https://example.com/taylor",
            ])
        #expect(
            try store.completions(for: "https://www.swift", limit: 10).map(\.url).first
                == "http://swiftpackageindex.com/")
        #expect(try store.completions(for: "swift", limit: 2).count == 2)
        #expect(try store.completions(for: "", limit: 1).map(\.url) == ["https://unrelated.example/"])
        #expect(try store.completions(for: "zzz-no-such", limit: 5).isEmpty)
    }

    @Test func completionOnAHundredThousandEntriesFindsPrefixAndRareSubstring() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("history.sqlite"))
        let now = Date()
        store.importHistory(
            (0..<100_000).map { index in
                HistoryEntry(
                    url: "https://host\(index % 997).example/path/\(index)", title: "Page \(index)",
                    visitCount: index % 13, lastVisit: now - Double(index))
            })
        store.recordVisit(url: "https://rare-needle.example/", title: "The only one")
        #expect(try store.historyCount() == 100_001)
        let prefix = try store.completions(for: "host5.example/path/", limit: 8)
        #expect(prefix.count == 8)
        #expect(prefix.allSatisfy { $0.url.hasPrefix("https://host5.example/path/") })
        #expect(prefix.map(\.visitCount) == prefix.map(\.visitCount).sorted(by: >))
        #expect(try store.completions(for: "needle", limit: 8).map(\.url) == ["https://rare-needle.example/"])
        #expect(try store.completions(for: "only ONE", limit: 8).map(\.title) == ["The only one"])
        store.updateHistoryTitle("Renamed entry", forURL: "https://rare-needle.example/")
        store.removeHistory(url: "https://host5.example/path/5")
        #expect(try store.historyCount() == 100_000)
        #expect(try store.completions(for: "only one", limit: 8).isEmpty, "the trigram index follows title changes")
        #expect(try store.completions(for: "renamed ENTRY", limit: 8).map(\.title) == ["Renamed entry"])
        #expect(try store.completions(for: "le/path/5", limit: 200).allSatisfy { !$0.url.hasSuffix("/path/5") })
    }
}
