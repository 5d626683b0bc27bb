import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import XCTest

/// What a session's tabs leave in history: each visited page with its title, even one set after load, and no
/// title of another page.
final class BrowserSessionHistoryTests: XCTestCase {
    func testATitleThePageSetsAfterItsLoadReachesHistory() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/history/late-title") { _ in
                .html(title: "", body: "<script>setTimeout(() => { document.title = 'late title'; }, 100)</script>")
            }
            let file = try TemporarySessionFile()
            let store = try SessionStore(fileURL: file.url)
            let session = BrowserSession(store: store)
            let tab = session.openTab(url: server.url("/history/late-title"), in: session.openWindow())
            try await SessionWaits.loaded(tab, path: "/history/late-title", title: "late title")
            let url = server.url("/history/late-title").absoluteString
            var entry: HistoryEntry?
            try await waitUntil("history to have the late title", describe: { "\(String(describing: entry))" }) {
                entry = (try? store.historyEntry(url: url)) ?? nil  // a failed read shows as nil in the message
                return entry?.title == "late title"
            }
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testAPageWithoutATitleDoesNotKeepThePreviousPagesTitle() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/history/untitled") { _ in .html(title: "", body: "<p>no title</p>") }
            let file = try TemporarySessionFile()
            let store = try SessionStore(fileURL: file.url)
            let session = BrowserSession(store: store)
            let tab = session.openTab(url: server.url("/page/titled-first"), in: session.openWindow())
            try await SessionWaits.loaded(tab, path: "/page/titled-first", title: "titled-first")
            try await waitUntil("the tab to take the first page's title", describe: { tab.title }) {
                tab.title == "titled-first"
            }

            try await tab.engine?.load(url: server.url("/history/untitled"))
            try await SessionWaits.loaded(tab, path: "/history/untitled")
            try await waitUntil(
                "the tab to drop the first page's title", describe: { "\(tab.url?.path ?? "nil") \(tab.title)" }
            ) {
                tab.url?.path == "/history/untitled" && tab.title.isEmpty
            }
            for window in session.windows { session.closeWindow(window) }
        }
    }
}
