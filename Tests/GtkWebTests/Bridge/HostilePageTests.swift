import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A page that replaces the built-ins changes nothing the host sees, and reads nothing it passes.
final class HostilePageTests: XCTestCase {
    /// Replaces `window.eval`, `JSON.stringify`, `JSON.parse` and `Object.prototype.then`, and
    /// records in `window.seen` whatever its replacements are handed.
    static let hostile = """
        <script>
        window.seen = [];
        window.eval = function (source) { seen.push("eval:" + source); return "forged by eval"; };
        JSON.stringify = function () { seen.push("stringify"); return '"forged by stringify"'; };
        JSON.parse = function (text) { seen.push("parse:" + text); return { secret: "forged", list: [] }; };
        Object.prototype.then = function () { seen.push("then"); };
        </script>
        """

    func testReplacedEvalJSONAndObjectPrototypeThenChangeNoResultAndLeakNoSourceOrArgument() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/hostile/intrinsics", body: Self.hostile))
            let objectValue = try await engine.evaluate(js: "({a: 1, b: [2, 'x']})")
            XCTAssertEqual(objectValue, #"{"a":1,"b":[2,"x"]}"#)
            let number = try await engine.evaluate(js: "var hostSecretVariable = 6; hostSecretVariable * 7")
            XCTAssertEqual(number, "42")
            let awaited = try await engine.evaluate(js: "Promise.resolve(5)")
            XCTAssertEqual(awaited, "5")
            let call = try await engine.callAsyncJavaScript(
                "return secret + ':' + list.length + ':' + flag",
                arguments: ["secret": "hunter2", "list": [1, 2, 3], "flag": true])
            XCTAssertEqual(call, #""hunter2:3:true""#)
            do {
                _ = try await engine.callAsyncJavaScript(
                    "throw new RangeError('out of ' + list.length)", arguments: ["list": [1]])
                XCTFail("the body's error was not reported")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "RangeError")
                XCTAssertEqual(error.message, "out of 1")
            }
            do {
                _ = try await engine.evaluate(js: "throw new TypeError('boom')")
                XCTFail("the script's error was not reported")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "TypeError")
                XCTAssertEqual(error.message, "boom")
            }
            // Read back without JSON.stringify: the page's replacements were never called.
            let seen = try await engine.callAsyncJavaScript("return window.seen.length")
            XCTAssertEqual(seen, "0")
            let leaked = try await engine.callAsyncJavaScript("return window.seen.join(' | ')")
            XCTAssertEqual(leaked, #""""#, "no source, argument or value reached the page's replacements")

            // What stays the page's (README, trust model): an object a body returns is resolved through
            // `then`, so the page's Object.prototype.then holds it; cancelling ends the call.
            let held = Task { try await engine.callAsyncJavaScript("return {a: 1}") }
            _ = try await engine.evaluate(js: "'next'")
            held.cancel()
            do {
                let value = try await held.value
                XCTFail("the page's then did not hold the body's object: \(value ?? "nil")")
            } catch is CancellationError {}
        }
    }

    func testEvaluatingInAnIsolatedWorldSharesTheDOMButNotThePagesJavaScript() {
        runOnMainLoop {
            let engine = WebEngine()
            let body = Self.hostile + "<script>window.pageSecret = 'p'; document.title = 'shared';</script>"
            try await engine.load(url: try BridgePages.serve("/bridge/hostile/isolated", body: body))
            let secret = try await engine.evaluate(js: "typeof pageSecret", in: .defaultClient)
            XCTAssertEqual(secret, #""undefined""#, "the client world does not see the page's globals")
            let title = try await engine.evaluate(js: "document.title", in: .defaultClient)
            XCTAssertEqual(title, #""shared""#, "the client world sees the page's DOM")
            let own = try await engine.evaluate(js: "var clientOnly = {n: 1}; clientOnly", in: .isolated("tools"))
            XCTAssertEqual(own, #"{"n":1}"#)
            let promised = try await engine.evaluate(js: "Promise.resolve([clientOnly.n])", in: .isolated("tools"))
            XCTAssertEqual(promised, "[1]")
            let fromPage = try await engine.evaluate(js: "typeof clientOnly")
            XCTAssertEqual(fromPage, #""undefined""#, "the page does not see the isolated world's globals")
            let seen = try await engine.callAsyncJavaScript("return window.seen.length")
            XCTAssertEqual(seen, "0")
            do {
                _ = try await engine.evaluate(js: "1", in: .isolated("gtkwebInternal"))
                XCTFail("a reserved world name was accepted")
            } catch let error as WebScriptBridgeError {
                XCTAssertEqual(error, .invalidWorldName("gtkwebInternal"))
            }
        }
    }
}
