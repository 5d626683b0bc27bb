import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

/// The history window (Ctrl+H) and Clear Browsing Data (Ctrl+Shift+Delete), driven with real keys and
/// clicks; what the shell removed is read back from its session database and from the page.
final class ShellHistoryWindowTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    @MainActor
    private static func store(of session: ShellSession) throws -> SessionStore {
        try SessionStore(fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
    }

    func testTheWindowGroupsVisitsByDayFindsThemAndDeletesAPageOrADay() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let alpha = server.url("/page/hist-alpha")
                let beta = server.url("/page/hist-beta")
                let shell = try session.launch([alpha.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(alpha.absoluteString)")
                try await session.activate("open-url", beta.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(beta.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "hist-beta", "windowfocus", "--sync"])
                // The window lists history as it is when shown: wait until beta's title is stored.
                try await poll("beta's visit and title to be stored") {
                    try Self.store(of: session).historyEntry(url: beta.absoluteString)?.title == "hist-beta"
                }

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+h"])
                try await session.waitForLibrary("Ctrl+H to list today's two pages") {
                    $0.history.shown && $0.history.rows.map(\.title) == ["Today", "hist-beta", "hist-alpha"]
                }
                let listed = try await session.focusWindow(
                    "History", thenWaitForLibrary: "the window's search field where the window manager put it"
                ) {
                    $0.history.shown && $0.history.rows.count == 3 && ($0.history.frames["search"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(listed.history.rows.map(\.depth), [0, 1, 1])
                XCTAssertEqual(listed.history.rows.last?.detail, alpha.absoluteString)

                try await session.click(try XCTUnwrap(listed.history.frames["search"]))
                try await session.xdotool(["type", "--delay", "30", "beta"])
                let found = try await session.waitForLibrary("the search to find beta alone") {
                    $0.history.search == "beta" && $0.history.rows.map(\.title) == ["Today", "hist-beta"]
                        && $0.history.rows[1].frame[3] > 0
                }
                try await session.click(found.history.rows[1].frame)
                try await session.waitForLibrary("the click to select beta") { $0.history.selected == "hist-beta" }
                try await session.click(try XCTUnwrap(found.history.frames["delete"]))
                try await session.waitForLibrary("Delete to remove beta") { $0.history.rows.isEmpty }
                XCTAssertNil(try Self.store(of: session).historyEntry(url: beta.absoluteString))
                XCTAssertNotNil(try Self.store(of: session).historyEntry(url: alpha.absoluteString))

                try await session.click(try XCTUnwrap(found.history.frames["search"]))
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+a", "BackSpace"])
                let rest = try await session.waitForLibrary("the cleared search to list alpha under today") {
                    $0.history.search.isEmpty && $0.history.rows.map(\.title) == ["Today", "hist-alpha"]
                        && $0.history.rows[0].frame[3] > 0
                }
                try await session.click(rest.history.rows[0].frame)
                try await session.waitForLibrary("the click to select today") { $0.history.selected == "Today" }
                try await session.click(try XCTUnwrap(rest.history.frames["delete"]))
                try await session.waitForLibrary("Delete on the day to remove its pages") { $0.history.rows.isEmpty }
                XCTAssertEqual(try Self.store(of: session).historyCount(), 0)
            }
        }
    }

    func testClearingEverythingRemovesHistoryAndTheSitesCookies() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            server.route("/clear/cookie") { _ in
                .html(
                    title: "clear-page", body: "<script>document.cookie = 'kept=yes; max-age=3600'</script><p>set</p>")
            }
            try await ShellSession.run { session in
                let page = server.url("/clear/cookie")
                try await session.launchFocused(on: page, windowTitle: "clear-page")
                let before = try await session.evaluate("document.cookie")
                XCTAssertTrue(before.contains("kept=yes"), before)
                try await poll("the visit to be recorded") {
                    try Self.store(of: session).historyEntry(url: page.absoluteString) != nil
                }

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+Delete"])
                try await session.waitForLibrary("Ctrl+Shift+Delete to open the dialog") { $0.clearData.shown }
                let dialog = try await session.focusWindow(
                    "Clear Browsing Data", thenWaitForLibrary: "the dialog's buttons where the window manager put them"
                ) { $0.clearData.shown && ($0.clearData.frames["everything"]?[2] ?? 0) > 0 }
                try await session.click(try XCTUnwrap(dialog.clearData.frames["everything"]))
                try await session.click(try XCTUnwrap(dialog.clearData.frames["clear"]))
                try await session.waitForLibrary("the click on Clear to close the dialog") { !$0.clearData.shown }
                try await session.waitForChrome("the notice that the data is cleared") {
                    $0.notice == "Browsing data cleared."
                }
                XCTAssertEqual(try Self.store(of: session).historyCount(), 0)
                let after = try await session.evaluate("document.cookie")
                XCTAssertFalse(after.contains("kept=yes"), after)
            }
        }
    }
}
