import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Find in page: the match count, letter case, and the selection moving from match to match.
final class FindInPageTests: XCTestCase {
    func testFindCountsTheMatchesSelectsThemInTurnAndClearsWithEmptyText() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/find/fruit") { _ in
                .html(
                    title: "fruit",
                    body: "<p id=a>Apple pie</p><p id=b>apple juice</p><p id=c>APPLE cider</p><p>pear</p>")
            }
            let engine = WebEngine()
            try await engine.load(url: server.url("/find/fruit"))
            let selected =
                "(() => { const s = getSelection(); return s.rangeCount ? s.anchorNode.parentElement.id + ':' + s.toString() : '' })()"

            let count = await engine.find("apple")
            XCTAssertEqual(count, 3)
            try await waitUntilPage(engine, "\(selected) === 'a:Apple'")
            engine.findNext()
            try await waitUntilPage(engine, "\(selected) === 'b:apple'")
            engine.findNext()
            try await waitUntilPage(engine, "\(selected) === 'c:APPLE'")
            engine.findPrevious()
            try await waitUntilPage(engine, "\(selected) === 'b:apple'")

            let exact = await engine.find("APPLE", caseSensitive: true)
            XCTAssertEqual(exact, 1)
            let none = await engine.find("banana")
            XCTAssertEqual(none, 0)
            let cleared = await engine.find("")
            XCTAssertEqual(cleared, 0)
        }
    }

    func testOverlappingFindsEachGetTheirOwnCount() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/find/overlap") { _ in
                .html(title: "overlap", body: "<p>pear plum pear plum pear</p><p>fig</p>")
            }
            let engine = WebEngine()
            try await engine.load(url: server.url("/find/overlap"))
            // The second search starts before WebKit has counted the first one's matches, as when the
            // find bar searches again while the user types.
            async let pears = engine.find("pear")
            async let plums = engine.find("plum")
            async let figs = engine.find("fig")
            let counts = await [pears, plums, figs]
            XCTAssertEqual(counts, [3, 2, 1])
        }
    }
}
