import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SessionStore

/// Reads do not wait for a writer: while a write transaction is open on the same file (another
/// connection's, or the store's own bookmark import), the store's bookmark and history reads answer at
/// once, with what is committed.
@Suite struct ReadsDuringWriteTests {
    static let start = Date(timeIntervalSince1970: 1_900_000_000)

    /// A store with one bookmark and one visit, both committed.
    static func committedStore(_ folder: TemporaryFolder) throws -> SessionStore {
        let store = try SessionStore(fileURL: folder.file("session.sqlite"))
        try store.addBookmark(url: "https://kept.example/", title: "Kept")
        store.recordVisit(url: "https://visited.example/", title: "Visited", at: start)
        try store.flush()
        return store
    }

    /// What the reads returned, in words.
    struct Answers: Equatable, CustomStringConvertible {
        var bookmarkCount = 0
        var starred = false
        var topLevel: [String] = []
        var bookmarkSearch: [String] = []
        var historyCount = 0
        var historyTitle: String?
        var historySearch: [String] = []
        var completions: [String] = []
        var description: String {
            "\(bookmarkCount) bookmarks \(topLevel), starred \(starred), search \(bookmarkSearch); "
                + "\(historyCount) history entries, title \(historyTitle ?? "none"), search \(historySearch), "
                + "completions \(completions)"
        }

        static let committed = Answers(
            bookmarkCount: 1, starred: true, topLevel: ["Kept"], bookmarkSearch: ["Kept"], historyCount: 1,
            historyTitle: "Visited", historySearch: ["https://visited.example/"],
            completions: ["https://visited.example/"])
    }

    /// Reads everything on another thread; nil when it did not answer within `seconds`.
    static func answers(_ store: SessionStore, history: Bool = true, within seconds: Double) -> Answers? {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<Answers, any Error>?>(nil)
        DispatchQueue.global().async {
            let read = Result { () throws -> Answers in
                var answers = Answers()
                answers.bookmarkCount = try store.bookmarkCount()
                answers.starred = !(try store.bookmarks(forURL: "https://kept.example/").isEmpty)
                answers.topLevel = try store.bookmarks(in: nil).map(\.title)
                answers.bookmarkSearch = try store.bookmarkCompletions(for: "kep").map(\.title)
                answers.completions = try store.completions(for: "visi").map(\.url)
                if history {
                    answers.historyCount = try store.historyCount()
                    answers.historyTitle = try store.historyEntry(url: "https://visited.example/")?.title
                    answers.historySearch = try store.history(matching: "visited").map(\.url)
                }
                return answers
            }
            result.withLock { $0 = read }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return try? result.withLock { $0 }?.get()
    }

    @Test func readsAnswerWithTheCommittedDataWhileAnotherConnectionHoldsAWriteTransaction() throws {
        let folder = try TemporaryFolder()
        let store = try Self.committedStore(folder)
        let other = try SQLiteConnection(path: folder.file("session.sqlite").path)
        try other.execute("BEGIN IMMEDIATE; DELETE FROM bookmarks; DELETE FROM history")

        let history = Self.answers(store, within: 20)
        #expect(history == .committed, "reads while another connection holds its write transaction")

        // The store's writer now waits for the other connection's lock (up to its 5 s busy timeout)
        // with a visit queued; bookmark reads and completion (which do not wait for queued writes)
        // answer before that timeout.
        store.recordVisit(url: "https://queued.example/", title: "Queued", at: Self.start + 1)
        let whileQueued = Self.answers(store, history: false, within: 3)
        var expected = Answers.committed
        (expected.historyCount, expected.historyTitle, expected.historySearch) = (0, nil, [])
        #expect(
            whileQueued == expected,
            "bookmark reads and completion answered within 3 s while the store's writer waited for the lock")

        try other.execute("ROLLBACK")
        try store.flush()
        #expect(try store.historyEntry(url: "https://queued.example/")?.title == "Queued")
        #expect(try store.bookmarkCount() == 1)
    }

    @Test func readsAnswerWithTheCommittedDataWhileTheStoresOwnImportHoldsItsTransaction() throws {
        let folder = try TemporaryFolder()
        let store = try Self.committedStore(folder)
        let count = 10_000
        let tree = BookmarkTree(
            items: (0..<count).map { .init(parent: nil, title: "Page \($0)", url: "https://p\($0).example/") })
        // The import's first progress report (inside its transaction, on the writer queue) holds the
        // transaction open until the reads are done, or 60 s pass.
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let held = Mutex(false)
        let imported = DispatchSemaphore(value: 0)
        let counts = Mutex<Result<BookmarkImportCounts, BookmarkError>?>(nil)
        DispatchQueue.global().async {
            let result = Result { () throws(BookmarkError) -> BookmarkImportCounts in
                try store.importBookmarks(tree) { _ in
                    guard
                        held.withLock({ held in
                            defer { held = true }
                            return !held
                        })
                    else { return }
                    inside.signal()
                    _ = release.wait(timeout: .now() + 60)
                }
            }
            counts.withLock { $0 = result }
            imported.signal()
        }
        try #require(inside.wait(timeout: .now() + 60) == .success, "the import reported no progress in 60 s")

        let during = Self.answers(store, within: 10)
        release.signal()
        #expect(during == .committed, "reads within 10 s while the import held its transaction open")

        try #require(imported.wait(timeout: .now() + 120) == .success, "the import did not end in 120 s")
        #expect(try counts.withLock { $0 }?.get().bookmarks == count)
        #expect(try store.bookmarkCount() == count + 1)
    }
}
