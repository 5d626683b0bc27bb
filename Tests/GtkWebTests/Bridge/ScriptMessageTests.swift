import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `scriptMessageHandlerNames` + `scriptMessageDelegate`: what pages post, and what native code gets.
final class ScriptMessageTests: XCTestCase {
    func testPostedValuesReachTheDelegateAsCanonicalJSONWithTheirFrame() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["native"], scriptMessageDelegate: recorder))
            let url = try BridgePages.serve("/bridge/messages/values", body: "<p>values</p>")
            try await engine.load(url: url)
            _ = try await engine.evaluate(
                js: """
                    const h = window.webkit.messageHandlers.native;
                    h.postMessage({kind: "ready", list: [1, "two", null, true], nested: {x: 1.5}});
                    h.postMessage("text with \\"quotes\\" and \\n newline");
                    h.postMessage(42);
                    h.postMessage(null);
                    h.postMessage();
                    h.postMessage(new Date(0));
                    h.postMessage(NaN);
                    undefined
                    """)
            let messages = try await recorder.waitForMessages(to: "native", count: 7)
            XCTAssertEqual(
                messages.map(\.bodyJSON),
                [
                    #"{"kind":"ready","list":[1,"two",null,true],"nested":{"x":1.5}}"#,
                    #""text with \"quotes\" and \n newline""#,
                    "42", "null", "null", #""1970-01-01T00:00:00.000Z""#, "null",
                ])
            for message in messages {
                XCTAssertEqual(message.sourceURL, url.absoluteString)
                XCTAssertEqual(message.isMainFrame, true)
            }
        }
    }

    func testValuesPostedAroundTheWrapperArriveWithoutAFrame() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["native"], scriptMessageDelegate: recorder))
            try await engine.load(url: try BridgePages.serve("/bridge/messages/around", body: "<p>around</p>"))
            _ = try await engine.evaluate(
                js: """
                    const h = window.webkit.messageHandlers.native;
                    const original = Object.getPrototypeOf(h).postMessage;
                    original.call(h, "raw text");
                    original.call(h, {a: [1]});
                    original.call(h, "\\u0001not the engine's marker");
                    undefined
                    """)
            let messages = try await recorder.waitForMessages(to: "native", count: 3)
            XCTAssertEqual(
                messages.map(\.bodyJSON), [#""raw text""#, #"{"a":[1]}"#, #""\u0001not the engine's marker""#])
            XCTAssertEqual(messages.map(\.sourceURL), [nil, nil, nil])
            XCTAssertEqual(messages.map(\.isMainFrame), [nil, nil, nil])
        }
    }

    func testMessagesFromACrossOriginIframeNameTheIframe() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["native"], scriptMessageDelegate: recorder))
            let frame = try BridgePages.serve(
                "/bridge/messages/frame", host: "localhost",
                body: "<script>window.webkit.messageHandlers.native.postMessage({from: 'iframe'})</script>")
            let page = try BridgePages.serve(
                "/bridge/messages/host", body: "<iframe src='\(frame.absoluteString)'></iframe>")
            try await engine.load(url: page)
            let message = try await recorder.waitForMessages(to: "native").first!
            XCTAssertEqual(message.bodyJSON, #"{"from":"iframe"}"#)
            XCTAssertEqual(message.sourceURL, frame.absoluteString)
            XCTAssertEqual(message.isMainFrame, false)
        }
    }

    func testValuesThatAreNotJSONRejectWithAClearErrorAndThePageKeepsWorking() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["native"], scriptMessageDelegate: recorder))
            try await engine.load(url: try BridgePages.serve("/bridge/messages/unserializable", body: "<p id=p>p</p>"))
            let outcomes = try await engine.callAsyncJavaScript(
                """
                const h = window.webkit.messageHandlers.native;
                const cyclic = {}; cyclic.self = cyclic;
                const values = {
                  function: () => 1, nestedFunction: {f() {}}, symbol: Symbol("s"), cyclic,
                  domNode: document.getElementById("p"), bigint: 10n };
                const outcomes = {};
                for (const [name, value] of Object.entries(values)) {
                  try { await h.postMessage(value); outcomes[name] = "sent"; }
                  catch (e) { outcomes[name] = e.name + ": " + e.message; }
                }
                await h.postMessage("still working");
                return outcomes;
                """, as: [String: String].self)
            XCTAssertEqual(
                outcomes["function"],
                "TypeError: postMessage to 'native': the value cannot be sent as JSON: it contains a function")
            XCTAssertEqual(
                outcomes["nestedFunction"],
                "TypeError: postMessage to 'native': the value cannot be sent as JSON: it contains a function")
            XCTAssertEqual(
                outcomes["symbol"],
                "TypeError: postMessage to 'native': the value cannot be sent as JSON: it contains a symbol")
            XCTAssertEqual(
                outcomes["domNode"],
                "TypeError: postMessage to 'native': the value cannot be sent as JSON: it contains a DOM node")
            XCTAssertTrue(outcomes["cyclic"]?.contains("cyclic") == true, outcomes["cyclic"] ?? "nil")
            XCTAssertTrue(
                outcomes["bigint"]?.hasPrefix("TypeError: postMessage to 'native'") == true, outcomes["bigint"] ?? "nil"
            )
            let delivered = try await recorder.waitForMessages(to: "native")
            XCTAssertEqual(delivered.map(\.bodyJSON), [#""still working""#], "only the last value is JSON")
        }
    }

    func testATenMegabyteMessageIsDeliveredWhole() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["native"], scriptMessageDelegate: recorder))
            try await engine.load(url: try BridgePages.serve("/bridge/messages/large", body: "<p>large</p>"))
            let size = 10 * 1024 * 1024
            let result = try await engine.callAsyncJavaScript(
                "await window.webkit.messageHandlers.native.postMessage('x'.repeat(size)); return 'sent'",
                arguments: ["size": size])
            XCTAssertEqual(result, #""sent""#)
            let message = try await recorder.waitForMessages(to: "native", timeout: 60).first!
            XCTAssertEqual(message.bodyJSON.utf8.count, size + 2)
            XCTAssertTrue(message.bodyJSON.hasPrefix("\"xxxx"))
        }
    }

    @available(*, deprecated, message: "exercises the deprecated messageHandlers")
    func testDeprecatedMessageHandlersClosuresStillReceiveMessages() {
        runOnMainLoop {
            let received = Awaited<WebViewMessage>("the legacy closure to run")
            let configuration = WebEngineConfiguration()
            configuration.messageHandlers = ["legacy": { message in received.fulfill(message) }]
            let engine = WebEngine(configuration: configuration)
            let url = try BridgePages.serve("/bridge/messages/legacy", body: "<p>legacy</p>")
            try await engine.load(url: url)
            _ = try await engine.evaluate(
                js: "window.webkit.messageHandlers.legacy.postMessage({a: [1, 2]}); undefined")
            let message = try await received.value()
            XCTAssertEqual(message.name, "legacy")
            XCTAssertEqual(message.bodyJSON, #"{"a":[1,2]}"#)
            XCTAssertEqual((message.body as? [String: Any])?["a"] as? [Int], [1, 2])
            XCTAssertTrue(message.isMainFrame)
            XCTAssertEqual(message.requestURL, url)
            XCTAssertEqual(message.mainDocumentURL, url)
        }
    }

    func testRefreshMessageHandlersRegistersNewNamesOnALiveEngine() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let configuration = WebEngineConfiguration(
                scriptMessageHandlerNames: ["first"], scriptMessageDelegate: recorder)
            let engine = WebEngine(configuration: configuration)
            let url = try BridgePages.serve("/bridge/messages/refresh", body: "<p>refresh</p>")
            try await engine.load(url: url)
            let before = try await engine.evaluate(js: "typeof window.webkit.messageHandlers.second")
            XCTAssertEqual(before, #""undefined""#)
            configuration.scriptMessageHandlerNames = ["second"]
            engine.refreshMessageHandlers()
            XCTAssertEqual(engine.scriptMessageHandlers, ["second"])
            let after = try await engine.evaluate(
                js: "typeof window.webkit.messageHandlers.first + ' ' + typeof window.webkit.messageHandlers.second")
            XCTAssertEqual(after, #""undefined object""#)
            try await engine.load(url: url)
            _ = try await engine.evaluate(js: "window.webkit.messageHandlers.second.postMessage('hi'); undefined")
            let message = try await recorder.waitForMessages(to: "second").first!
            XCTAssertEqual(message.sourceURL, url.absoluteString, "the wrapper is installed for the new name")
        }
    }
}
