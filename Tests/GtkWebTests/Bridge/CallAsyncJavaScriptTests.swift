import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `callAsyncJavaScript`: arguments as real JavaScript values, awaited results, typed decoding, errors.
final class CallAsyncJavaScriptTests: XCTestCase {
    func testArgumentsArriveAsRealJavaScriptValues() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/call/arguments", body: "<p>args</p>"))
            let tricky = "quote \" backslash \\ newline \n </script> ${x} \u{2028} é 🙂"
            let nothing: Int? = nil
            let result = try await engine.callAsyncJavaScript(
                """
                return {
                  types: [typeof text, typeof count, typeof ratio, typeof flag, Array.isArray(list), typeof point, none === null, typeof nul],
                  text, count, ratio, flag, list, point, nul, sum: count + ratio
                };
                """,
                arguments: [
                    "text": tricky, "count": 41, "ratio": 0.5, "flag": true, "list": [1, 2, 3],
                    "point": Point(x: 3, y: -4), "none": nothing, "nul": "before\u{0}after",
                ], as: ArgumentEcho.self)
            XCTAssertEqual(
                result.types,
                [
                    .string("string"), .string("number"), .string("number"), .string("boolean"), .bool(true),
                    .string("object"),
                    .bool(true), .string("string"),
                ])
            XCTAssertEqual(result.text, tricky)
            XCTAssertEqual(result.nul, "before\u{0}after", "a string with NUL crosses whole (as JSON)")
            XCTAssertEqual(result.count, 41)
            XCTAssertEqual(result.ratio, 0.5)
            XCTAssertTrue(result.flag)
            XCTAssertEqual(result.list, [1, 2, 3])
            XCTAssertEqual(result.point, Point(x: 3, y: -4))
            XCTAssertEqual(result.sum, 41.5)
        }
    }

    func testTheSameBodyCalledAgainSeesEachCallsArgumentsWhateverWayTheyTravel() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/call/repeat", body: "<p>repeat</p>"))
            let body = "return JSON.stringify([typeof a, a])"
            var seen: [String?] = []
            // A number and a string cross as WebKit parameters; an array and a boolean as JSON.
            for value: any Encodable in [1, [2, 3], "four", true, 5] {
                seen.append(try await engine.callAsyncJavaScript(body, arguments: ["a": value]))
            }
            XCTAssertEqual(
                seen,
                [
                    #""[\"number\",1]""#, #""[\"object\",[2,3]]""#, #""[\"string\",\"four\"]""#,
                    #""[\"boolean\",true]""#, #""[\"number\",5]""#,
                ])
            let other = try await engine.callAsyncJavaScript("return a * 10", arguments: ["a": 5])
            XCTAssertEqual(other, "50", "another body after a repeated one runs as written")
        }
    }

    func testAReturnedPromiseIsAwaitedAndResultsKeepTheirShape() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/call/promise", body: "<p>promise</p>"))
            let awaited = try await engine.callAsyncJavaScript(
                "return await new Promise(resolve => setTimeout(() => resolve(a + 1), 5))", arguments: ["a": 1])
            XCTAssertEqual(awaited, "2")
            let object = try await engine.callAsyncJavaScript("return {zeta: 1, alpha: {y: 1, b: 2}, list: [3, 'x']}")
            let decoded = try JSONSerialization.jsonObject(with: Data((object ?? "").utf8)) as? NSDictionary
            XCTAssertEqual(decoded, ["zeta": 1, "alpha": ["y": 1, "b": 2], "list": [3, "x"]] as NSDictionary)
            let commented = try await engine.callAsyncJavaScript("return 5 // a trailing comment")
            XCTAssertEqual(commented, "5")
            let nothing = try await engine.callAsyncJavaScript("const x = 1;")
            XCTAssertNil(nothing, "no return is undefined")
            let optional = try await engine.callAsyncJavaScript("return undefined", as: Int?.self)
            XCTAssertNil(optional)
            do {
                _ = try await engine.callAsyncJavaScript("return 'text'", as: Int.self)
                XCTFail("a string does not decode as Int")
            } catch let error as WebScriptBridgeError {
                guard case .resultNotDecodable(let type, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(type, "Int")
            }
        }
    }

    func testErrorsCarryTheirNameMessageAndLineInTheBody() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/call/errors", body: "<p>errors</p>"))
            do {
                _ = try await engine.callAsyncJavaScript("const a = 1;\nconst b = 2;\nreturn nosuchvar;")
                XCTFail("expected a ReferenceError")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "ReferenceError")
                XCTAssertEqual(error.message, "Can't find variable: nosuchvar")
                XCTAssertEqual(error.line, 3)
            }
            do {
                _ = try await engine.callAsyncJavaScript(
                    "await null;\nthrow new RangeError('out of range: ' + n)", arguments: ["n": 5])
                XCTFail("expected a RangeError")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.name, "RangeError")
                XCTAssertEqual(error.message, "out of range: 5")
                XCTAssertEqual(error.line, 2)
            }
            do {
                _ = try await engine.callAsyncJavaScript("return document.body")
                XCTFail("a DOM node has no JSON form")
            } catch is WebJavaScriptError {}
            do {
                _ = try await engine.callAsyncJavaScript("throw 'a bare string'")
                XCTFail("expected the thrown value")
            } catch let error as WebJavaScriptError {
                XCTAssertEqual(error.message, "uncaught value: a bare string")
            }
        }
    }

    func testBadArgumentNamesAndValuesAreRefusedBeforeAnythingRuns() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/call/bad-arguments", body: "<p>bad</p>"))
            for name in ["", "1st", "a-b", "class", "await", "white space", "gtkweb$arguments", "gtkwebThing", "é"] {
                do {
                    _ = try await engine.callAsyncJavaScript("window.touched = true", arguments: [name: 1])
                    XCTFail("'\(name)' was accepted")
                } catch let error as WebScriptBridgeError {
                    XCTAssertEqual(error, .invalidArgumentName(name))
                }
            }
            do {
                _ = try await engine.callAsyncJavaScript("window.touched = true", arguments: ["x": Double.infinity])
                XCTFail("infinity was accepted")
            } catch let error as WebScriptBridgeError {
                guard case .argumentNotEncodable(let name, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(name, "x")
            }
            let touched = try await engine.evaluate(js: "typeof window.touched")
            XCTAssertEqual(touched, #""undefined""#, "no call reached the page")
        }
    }
}

struct Point: Codable, Equatable {
    var x: Int
    var y: Int
}

/// A JSON value that is a string or a boolean.
enum StringOrBool: Decodable, Equatable {
    case string(String)
    case bool(Bool)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}

struct ArgumentEcho: Decodable {
    var types: [StringOrBool]
    var text: String
    var count: Int
    var ratio: Double
    var flag: Bool
    var list: [Int]
    var point: Point
    var nul: String
    var sum: Double
}
