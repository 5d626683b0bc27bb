import Foundation
import GtkWebTestSupport
import XCTest

/// The history window follows the tabs while it is shown: a page visited meanwhile appears without
/// reopening it, and the selected page stays selected.
final class ShellHistoryRefreshTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testAPageVisitedInAnotherTabAppearsInTheOpenHistoryWindow() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let alpha = server.url("/page/refresh-alpha")
                let beta = server.url("/page/refresh-beta")
                let shell = try session.launch([alpha.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(alpha.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "refresh-alpha", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+h"])
                let listed = try await session.waitForLibrary("Ctrl+H to list alpha") {
                    $0.history.shown && $0.history.rows.map(\.title) == ["Today", "refresh-alpha"]
                        && $0.history.rows[1].frame[3] > 0
                }
                XCTAssertEqual(listed.history.rows.last?.detail, alpha.absoluteString)
                try await session.xdotool([
                    "search", "--sync", "--onlyvisible", "--name", "^History$", "windowfocus", "--sync",
                ])
                // The frames as they are now that the window manager placed and focused the window.
                let placed = try await session.waitForLibrary("the focused window's rows") {
                    $0.history.rows.count == 2
                }
                try await session.click(placed.history.rows[1].frame)
                try await session.waitForLibrary("the click to select alpha") { $0.history.selected == "refresh-alpha" }

                try await session.activate("open-url", beta.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(beta.absoluteString)")
                let refreshed = try await session.waitForLibrary("beta to appear in the open window") {
                    $0.history.shown && $0.history.rows.map(\.title) == ["Today", "refresh-beta", "refresh-alpha"]
                }
                XCTAssertEqual(refreshed.history.selected, "refresh-alpha", "the selection stays on the same page")
            }
        }
    }
}
