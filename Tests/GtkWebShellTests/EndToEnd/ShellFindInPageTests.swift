import Foundation
import GtkWebTestSupport
import XCTest

/// The find bar, driven with the keyboard: Ctrl+F opens it, typing counts the matches on the page (WebKit's
/// find controller), Enter and Ctrl+G select the next match, Shift+Ctrl+G the previous one, and Esc closes
/// it. The bar is read back from the shell's `window` state, the selected match from the page.
final class ShellFindInPageTests: XCTestCase {
    /// The element that holds the page's selection and the selected text, as `"ID:TEXT"` ("" for none).
    private static let selection =
        "(() => { const s = getSelection(); return s.rangeCount ? s.anchorNode.parentElement.id + ':' + s.toString() : '' })()"

    /// Waits until the page's selection is the match `expected` (`"ID:TEXT"`), after `step`.
    @MainActor
    private static func waitForSelection(_ session: ShellSession, _ expected: String, after step: String)
        async throws
    {
        var last = ""
        try await poll("\(step) to select \(expected)", describe: last) {
            last = try await session.evaluate(selection)
            return last.contains("\"\(expected)\"")
        }
    }

    func testTheFindBarCountsMatchesStepsThroughThemBothWaysAndClosesWithEscape() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/find/needles") { _ in
                .html(
                    title: "find-page",
                    body: "<p id=a>needle one</p><p id=b>a second needle</p><p id=c>the last needle</p><p>hay</p>")
            }
            try await ShellSession.run { session in
                let page = server.url("/find/needles")
                try await session.launchFocused(on: page, windowTitle: "find-page")
                let closed = try await session.chrome()
                XCTAssertFalse(closed.find.shown, "the find bar starts hidden")

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+f"])
                try await session.waitForChrome("Ctrl+F to open the find bar") { $0.find.shown }
                try await session.xdotool(["type", "needle"])
                try await session.waitForChrome("the bar to count the three needles") { $0.find.status == "3 matches" }
                try await Self.waitForSelection(session, "a:needle", after: "the search")

                try await session.xdotool(["key", "Return"])
                try await Self.waitForSelection(session, "b:needle", after: "Enter")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+g"])
                try await Self.waitForSelection(session, "c:needle", after: "Ctrl+G")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+g"])
                try await Self.waitForSelection(session, "b:needle", after: "Shift+Ctrl+G")

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+a"])
                try await session.xdotool(["type", "thimble"])
                try await session.waitForChrome("the bar to find no thimble") { $0.find.status == "0 matches" }

                try await session.xdotool(["key", "Escape"])
                try await session.waitForChrome("Esc to close the find bar") { !$0.find.shown }
            }
        }
    }
}
