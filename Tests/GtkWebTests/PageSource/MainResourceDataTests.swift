import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The page's source as received: the main resource's bytes from WebKit's memory, never fetched again.
final class MainResourceDataTests: XCTestCase {
    func testTheSourceIsTheBytesTheServerSentForAPOSTResultWithoutASecondRequest() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            var answers = 0
            server.route("/source/form") { _ in
                .html(title: "form", body: "<form method=post action=/source/posted><input name=q value=1></form>")
            }
            server.route("/source/posted") { _ in
                answers += 1
                let body = "<!doctype html>\n<title>posted</title>\n<p>answer \(answers) &amp; é</p>\n"
                return FixtureResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(body.utf8))
            }
            let engine = WebEngine()
            try await engine.load(url: server.url("/source/form"))
            _ = try await engine.evaluate(js: "document.forms[0].submit()")
            try await waitUntilPage(engine, "document.title === 'posted'")

            let source = try await engine.mainResourceData()
            XCTAssertEqual(
                String(decoding: source, as: UTF8.self),
                "<!doctype html>\n<title>posted</title>\n<p>answer 1 &amp; é</p>\n")
            XCTAssertEqual(server.requests(for: "/source/posted").map(\.method), ["POST"])
        }
    }

    func testAnEngineThatShowedNoPageHasNoSource() {
        runOnMainLoop {
            let engine = WebEngine()
            do {
                _ = try await engine.mainResourceData()
                XCTFail("an engine with nothing loaded gave a source")
            } catch WebPageSourceError.nothingLoaded {}
        }
    }
}
