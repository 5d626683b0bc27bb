import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Loading pages: what the engine reports, and what it refuses.
final class WebEngineLoadingTests: XCTestCase {
    private struct Sample: Decodable, Equatable {
        var a: Int
        var b: [Bool?]
    }

    func testLoadReturnsWhenThePageHasFinishedWithItsTitleAndURL() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            let url = server.url("/page/first")
            try await engine.load(url: url)
            try await waitUntil("the title to arrive", describe: { "\(engine.title ?? "nil")" }) {
                engine.title == "first"
            }
            XCTAssertEqual(engine.url, url)
            XCTAssertFalse(engine.isLoading)
            XCTAssertEqual(engine.estimatedProgress, 1, accuracy: 0.001)
            XCTAssertEqual(server.requests(for: "/page/first").count, 1)
        }
    }

    func testEvaluateReturnsJSONAndAwaitsPromises() {
        runOnMainLoop {
            let engine = WebEngine()
            engine.loadHTML("<title>js</title><p id=p>hello</p>")
            try await waitUntil("the HTML page to finish") { engine.title == "js" && !engine.isLoading }
            let text = try await engine.evaluate(js: "document.getElementById('p').textContent")
            XCTAssertEqual(text, "\"hello\"")
            let object = try await engine.evaluate(js: "({a: 1, b: [true, null]})")
            // Key order is not kept by WebKit's serialization; compare the JSON's meaning.
            XCTAssertEqual(
                try JSONDecoder().decode(Sample.self, from: Data((object ?? "").utf8)), Sample(a: 1, b: [true, nil]))
            let promised = try await engine.evaluate(js: "new Promise(r => setTimeout(() => r(42), 10))")
            XCTAssertEqual(promised, "42")
            let undefinedValue = try await engine.evaluate(js: "undefined")
            XCTAssertNil(undefinedValue)
            _ = try await engine.evaluate(js: "var kept = 7")
            let kept = try await engine.evaluate(js: "kept")
            XCTAssertEqual(kept, "7")
            do {
                _ = try await engine.evaluate(js: "1 +\n nosuchvar")
                XCTFail("expected a ReferenceError")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "ReferenceError")
                XCTAssertTrue(error.message.contains("nosuchvar"), error.message)
                XCTAssertEqual(error.line, 2)
            }
            do {
                _ = try await engine.evaluate(js: "this is not javascript")
                XCTFail("expected a SyntaxError")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "SyntaxError")
            }
        }
    }
}
