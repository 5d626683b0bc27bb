import Dispatch
import Foundation
import GtkWebTestSupport
import SessionStore
import Synchronization
import XCTest

@testable import GtkWebShell

/// The address bar's queries run off the main thread: a keystroke returns at once, whatever the store is
/// doing, and only the latest text's rows are shown.
final class SuggestionRequestsTests: XCTestCase {
    @MainActor final class Shown {
        var rows: [[String]] = []
    }

    /// The texts queried, in order, from the query's background thread.
    final class Asked: Sendable {
        private let texts = Mutex<[String]>([])
        func append(_ text: String) { texts.withLock { $0.append(text) } }
        var all: [String] { texts.withLock { $0 } }
    }

    /// Requests answered from a store holding `bookmarks` and `visits`, whose query for "a" is held until
    /// `gate` is signalled (or 10 s pass, when a keystroke waited for it); `asked` lists the texts queried.
    @MainActor private static func gatedRequests(
        bookmarks: [String] = [], visits: [String], gate: DispatchSemaphore, asked: Asked, shown: Shown
    ) throws -> SuggestionRequests {
        let store = try SessionStore(inMemoryWithEvents: nil)
        for url in bookmarks { try store.addBookmark(url: url, title: url) }
        for url in visits { store.recordVisit(url: url, title: url) }
        try store.flush()
        let completion = ShellCompletion(store: store)
        return SuggestionRequests(
            query: { text in
                asked.append(text)
                if text == "a" { _ = gate.wait(timeout: .now() + 10) }
                return completion.suggestions(for: text)
            },
            show: { rows in shown.rows.append(rows.map(\.url)) })
    }

    func testAKeystrokeNeverWaitsForARunningQueryAndOnlyTheLatestTextsRowsAreShown() {
        runOnMainLoop(timeout: 60) {
            let gate = DispatchSemaphore(value: 0)
            let asked = Asked()
            let shown = Shown()
            let requests = try Self.gatedRequests(
                bookmarks: ["https://abc.example/"], visits: ["https://abacus.example/"], gate: gate, asked: asked,
                shown: shown)
            requests.request("a")
            requests.request("ab")
            requests.request("abc")
            XCTAssertTrue(shown.rows.isEmpty, "no keystroke waited for the query of \"a\"")
            gate.signal()
            try await waitUntil("the rows of the latest text", describe: { "\(shown.rows)" }) { !shown.rows.isEmpty }
            XCTAssertEqual(shown.rows, [["https://abc.example/"]])
            XCTAssertEqual(asked.all, ["a", "abc"], "\"ab\" was replaced while \"a\" ran")
            requests.request("  ")
            XCTAssertEqual(shown.rows.last, [], "blank text is answered at once")
        }
    }

    func testRowsStillToComeWhenTheAddressIsUsedAreNeverShown() {
        runOnMainLoop(timeout: 60) {
            let gate = DispatchSemaphore(value: 0)
            let asked = Asked()
            let shown = Shown()
            let requests = try Self.gatedRequests(
                visits: ["https://abacus.example/"], gate: gate, asked: asked, shown: shown)
            requests.request("a")
            requests.request("ab")
            requests.cancel()
            gate.signal()
            try await waitUntil("the query of \"a\" to end", describe: { "asked \(asked.all)" }) {
                !requests.isRunning
            }
            XCTAssertEqual(shown.rows, [], "the list stays closed once the address is used")
            XCTAssertEqual(asked.all, ["a"], "the waiting \"ab\" was dropped")
            requests.request("ab")
            try await waitUntil("the rows of a text typed afterwards", describe: { "\(shown.rows)" }) {
                !shown.rows.isEmpty
            }
            XCTAssertEqual(shown.rows, [["https://abacus.example/"]])
        }
    }
}
