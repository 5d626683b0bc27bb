import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// View source (Ctrl+U): a new tab under `view-source:` showing, with line numbers in a monospaced font,
/// the bytes the server sent for the page, never fetched again.
final class ShellViewSourceTests: XCTestCase {
    /// The result page of a form's POST: the server numbers its answers, so a second fetch would show.
    private static func result(_ number: Int) -> String {
        "<!doctype html>\n<html><head><title>posted</title></head>\n<body>\n<p>answer <b>\(number)</b> & done</p>\n</body></html>\n"
    }

    func testControlUShowsTheReceivedSourceOfAPOSTResultNumberedAndMonospacedWithoutFetchingAgain() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            var answers = 0
            server.route("/source-form") { _ in
                .html(
                    title: "source-form", body: "<form method=post action=/source-posted><input name=q value=1></form>")
            }
            server.route("/source-posted") { _ in
                answers += 1
                return FixtureResponse(status: 200, contentType: "text/html", body: Data(Self.result(answers).utf8))
            }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/source-form"), windowTitle: "source-form")
                _ = try await session.evaluate("(document.forms[0].submit(), 1)")
                try await session.waitForWindows("the form's POST to show its result") {
                    $0.first?.tabs.first?.title == "posted"
                }
                try await session.xdotool(["search", "--sync", "--name", "posted", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+u"])
                let address = "view-source:" + server.url("/source-posted").absoluteString
                try await session.waitForWindows("Ctrl+U to open the source in a second, active tab") { windows in
                    let tabs = windows.first?.tabs ?? []
                    return tabs.count == 2 && tabs[1].active && tabs[1].url == address
                        && tabs[1].title == "Source of \(server.url("/source-posted").absoluteString)"
                }
                let shown = try await session.evaluate(
                    """
                    Promise.resolve().then(() => ({
                            lines: [...document.querySelectorAll('td.line')].map(c => c.textContent),
                            numbers: [...document.querySelectorAll('td.number')].map(c => c.textContent),
                            font: getComputedStyle(document.querySelector('td.line')).fontFamily }))
                    """)
                let expected = Self.result(1).split(separator: "\n").map {
                    "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\""
                }
                XCTAssertTrue(shown.contains("\"lines\":[\(expected.joined(separator: ","))]"), shown)
                XCTAssertTrue(shown.contains("\"numbers\":[\"1\",\"2\",\"3\",\"4\",\"5\"]"), shown)
                XCTAssertTrue(shown.contains("\"font\":\"monospace\""), shown)
                let posted = server.requests(for: "/source-posted")
                XCTAssertEqual(posted.map(\.method), ["POST"], "the source is what was received, not fetched again")
            }
        }
    }
}
