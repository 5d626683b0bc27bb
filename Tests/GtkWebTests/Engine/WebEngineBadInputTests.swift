import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// What the engine refuses, and that refusing leaves the current page alone.
final class WebEngineBadInputTests: XCTestCase {
    func testRelativeHostlessAndUnsupportedURLsAreRefusedAndTheCurrentPageStays() {
        runOnMainLoop {
            // A server of its own: its whole request log belongs to this test.
            let server = try FixtureServer()
            defer { server.stop() }
            let engine = WebEngine()
            let home = server.url("/page/stays")
            try await engine.load(url: home)
            let requestsBefore = server.requests.count
            let cases: [(String, WebLoadError.Kind)] = [
                ("page.html", .invalidURL), ("/absolute/path", .invalidURL), ("http://", .invalidURL),
                ("gopher://example.org/", .unsupportedScheme), ("mailto:someone@example.org", .unsupportedScheme),
            ]
            for (text, kind) in cases {
                let url = try XCTUnwrap(URL(string: text), text)
                do {
                    try await engine.load(url: url)
                    XCTFail("\(text) must be refused")
                } catch let error as WebLoadError {
                    XCTAssertEqual(error.kind, kind, text)
                    XCTAssertFalse(error.message.isEmpty)
                }
            }
            XCTAssertEqual(engine.url, home)
            XCTAssertEqual(server.requests.count, requestsBefore, "a refused URL must not reach the network")
        }
    }

    func testASecondLoadCancelsTheFirstAndCompletes() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            let slowArrived = Awaited<Void>("the slow request to reach the server")
            server.onNextRequest(where: { $0.path == "/slow" && $0.query["title"] == "superseded" }) { _ in
                slowArrived.fulfill()
            }
            let first = Task { @MainActor in try await engine.load(url: server.url("/slow?ms=5000&title=superseded")) }
            try await slowArrived.value()
            let second = server.url("/page/second")
            try await engine.load(url: second)
            do {
                try await first.value
                XCTFail("the first load must end with a cancellation error")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .cancelled)
            }
            XCTAssertEqual(engine.url, second)
            try await waitUntil("the second page's title") { engine.title == "second" }
        }
    }

    func testCancellingTheCallingTaskStopsTheLoad() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            let arrived = Awaited<Void>("the slow request")
            let title = "task-cancelled-\(UUID().uuidString)"
            server.onNextRequest(where: { $0.query["title"] == title }) { _ in arrived.fulfill() }
            // The server answers long after the wait below gives up: only stopping the load ends it in time.
            let slow = server.url("/slow?ms=120000&title=\(title)")
            let load = Task { @MainActor in try await engine.load(url: slow) }
            try await arrived.value()
            load.cancel()
            do {
                try await load.value
                XCTFail("a cancelled load must throw")
            } catch is CancellationError {
            }
            try await waitUntil("the engine to stop loading", describe: { "isLoading \(engine.isLoading)" }) {
                !engine.isLoading
            }
            XCTAssertNotEqual(engine.title, title, "the slow page must not have arrived")
        }
    }

    func testConnectionRefusedFailsWithANetworkError() {
        runOnMainLoop {
            let url = SharedFixtures.refusedURL("/gone")
            let engine = WebEngine()
            do {
                try await engine.load(url: url)
                XCTFail("a refused connection must fail")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .network)
                XCTAssertNotEqual(error.code, 0)
                XCTAssertEqual(error.failingURL, url)
            }
            XCTAssertEqual(engine.lastError?.kind, .network)
        }
    }

    func testErrorLineIsRelativeToTheScriptOnAPageWithAPortInItsURL() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            try await engine.load(url: server.url("/page/error-lines"))
            do {
                _ = try await engine.evaluate(js: "const a = 1;\n\nundefinedFunction(a)")
                XCTFail("expected a ReferenceError")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "ReferenceError")
                XCTAssertEqual(error.line, 3)
                XCTAssertTrue(error.message.contains("undefinedFunction"), error.message)
            }
        }
    }

    func testThrowingOrUnparsableJavaScriptThrowsWithTheJavaScriptMessage() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.loadHTMLAndWait("<title>errors</title>")
            do {
                _ = try await engine.evaluate(js: "throw new TypeError('custom failure')")
                XCTFail("expected a thrown error")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "TypeError")
                XCTAssertEqual(error.message, "custom failure")
            }
            do {
                _ = try await engine.evaluate(js: "Promise.reject(new Error('async nope'))")
                XCTFail("expected the rejection")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.message, "async nope")
            }
            do {
                _ = try await engine.evaluate(js: "document.body")
                XCTFail("a DOM node cannot cross to Swift")
            } catch let error as WebJavaScriptError {
                XCTAssertFalse(error.message.isEmpty)
            }
            do {
                _ = try await engine.evaluate(js: "throw 42")
                XCTFail("expected the thrown value")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.message, "42")
            }
            let fragment = try await engine.evaluate(js: "'still works'")
            XCTAssertEqual(fragment, "\"still works\"")
        }
    }
}
