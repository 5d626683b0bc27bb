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

    func testAKeystrokeNeverWaitsForARunningQueryAndOnlyTheLatestTextsRowsAreShown() {
        runOnMainLoop(timeout: 60) {
            let store = try SessionStore(inMemoryWithEvents: nil)
            try store.addBookmark(url: "https://abc.example/", title: "ABC")
            store.recordVisit(url: "https://abacus.example/", title: "Abacus")
            try store.flush()
            let completion = ShellCompletion(store: store)
            // The query for "a" is held until the test lets it go (or 10 s pass, when a keystroke waited for it).
            let gate = DispatchSemaphore(value: 0)
            let asked = Mutex<[String]>([])
            let shown = Shown()
            let requests = SuggestionRequests(
                query: { text in
                    asked.withLock { $0.append(text) }
                    if text == "a" { _ = gate.wait(timeout: .now() + 10) }
                    return completion.suggestions(for: text)
                },
                show: { rows in shown.rows.append(rows.map(\.url)) })
            requests.request("a")
            requests.request("ab")
            requests.request("abc")
            XCTAssertTrue(shown.rows.isEmpty, "no keystroke waited for the query of \"a\"")
            gate.signal()
            try await waitUntil("the rows of the latest text", describe: { "\(shown.rows)" }) { !shown.rows.isEmpty }
            XCTAssertEqual(shown.rows, [["https://abc.example/"]])
            XCTAssertEqual(asked.withLock { $0 }, ["a", "abc"], "\"ab\" was replaced while \"a\" ran")
            requests.request("  ")
            XCTAssertEqual(shown.rows.last, [], "blank text is answered at once")
        }
    }

    func testRowsStillToComeWhenTheAddressIsUsedAreNeverShown() {
        runOnMainLoop(timeout: 60) {
            let store = try SessionStore(inMemoryWithEvents: nil)
            store.recordVisit(url: "https://abacus.example/", title: "Abacus")
            try store.flush()
            let completion = ShellCompletion(store: store)
            let gate = DispatchSemaphore(value: 0)
            let asked = Mutex<[String]>([])
            let shown = Shown()
            let requests = SuggestionRequests(
                query: { text in
                    asked.withLock { $0.append(text) }
                    if text == "a" { _ = gate.wait(timeout: .now() + 10) }
                    return completion.suggestions(for: text)
                },
                show: { rows in shown.rows.append(rows.map(\.url)) })
            requests.request("a")
            requests.request("ab")
            requests.cancel()
            gate.signal()
            try await waitUntil("the query of \"a\" to end", describe: { "asked \(asked.withLock { $0 })" }) {
                !requests.isRunning
            }
            XCTAssertEqual(shown.rows, [], "the list stays closed once the address is used")
            XCTAssertEqual(asked.withLock { $0 }, ["a"], "the waiting \"ab\" was dropped")
            requests.request("ab")
            try await waitUntil("the rows of a text typed afterwards", describe: { "\(shown.rows)" }) {
                !shown.rows.isEmpty
            }
            XCTAssertEqual(shown.rows, [["https://abacus.example/"]])
        }
    }
}
