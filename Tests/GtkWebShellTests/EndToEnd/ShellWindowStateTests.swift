import Foundation
import GtkWebTestSupport
import XCTest

/// The `window` state (the chrome as JSON, for tests) is the tests' tool, not the window's work: a shell
/// launched without `GTKWEB_WINDOW_STATE=1` never builds it, however its chrome changes, until a test asks
/// for it over D-Bus (`publish-window-state`); one launched with it publishes each change.
final class ShellWindowStateTests: XCTestCase {
    func testTheWindowStateIsBuiltOnlyOnceATestAsksForIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/state/page") { _ in .html(title: "state-page", body: "<p>state</p>") }
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/state/page")
                let shell = try session.launch([page.absoluteString], environment: ["GTKWEB_WINDOW_STATE": "0"])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "state-page", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+t"])
                try await session.waitForWindows("Ctrl+T to open a tab and load the start page") {
                    $0.first?.tabs.count == 2 && $0.first?.tabs[1].loading == false
                }
                // A script's round trip takes many turns of the main loop: a pending state would be out by then.
                _ = try await session.evaluate("document.title")
                let state = try await session.state("window")
                XCTAssertEqual(state, "{}", "the window state was never built")

                try await session.activate("publish-window-state")
                let chrome = try await session.waitForChrome("the window state, asked for over D-Bus") {
                    $0.size[0] > 0 && $0.tabFrames.count == 2
                }
                XCTAssertEqual(chrome.address.focused, true, "the new tab's address bar has the keyboard focus")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+t"])
                try await session.waitForChrome("each change to be published once asked: a third tab") {
                    $0.tabFrames.count == 3
                }
            }
        }
    }
}
