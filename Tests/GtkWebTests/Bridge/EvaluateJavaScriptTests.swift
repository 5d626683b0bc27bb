import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `evaluateJavaScript`: values as JSON, fragments included.
final class EvaluateJavaScriptTests: XCTestCase {
    func testFragmentsComeBackAsJSONFragments() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/evaluate/fragments", body: "<p>fragments</p>"))
            let cases: [(String, String?)] = [
                ("'a \"quoted\" string'", #""a \"quoted\" string""#),
                ("6 * 7", "42"),
                ("0.25", "0.25"),
                ("null", "null"),
                ("[1, 'two', null, [true]]", #"[1,"two",null,[true]]"#),
                ("false", "false"),
                ("({only: [1, {key: 'v'}]})", #"{"only":[1,{"key":"v"}]}"#),
                ("new Date(0)", #""1970-01-01T00:00:00.000Z""#),
                ("Promise.resolve('later')", #""later""#),
                ("undefined", nil),
                ("void 0", nil),
            ]
            for (script, expected) in cases {
                let json = try await engine.evaluateJavaScript(script)
                XCTAssertEqual(json, expected, script)
            }
        }
    }

    func testValuesWithoutAJSONFormAndRejectionsThrow() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/evaluate/refused", body: "<p>refused</p>"))
            for script in ["(() => 1)", "document.body"] {
                do {
                    _ = try await engine.evaluateJavaScript(script)
                    XCTFail("\(script) returned a value")
                } catch is WebJavaScriptError {}
            }
            do {
                _ = try await engine.evaluateJavaScript("Promise.reject(new RangeError('nope'))")
                XCTFail("the rejection was not reported")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "RangeError")
                XCTAssertEqual(error.message, "nope")
            }
        }
    }
}
