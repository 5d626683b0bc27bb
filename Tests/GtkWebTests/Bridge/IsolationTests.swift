import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Handlers in isolated worlds, and origin allow-lists: what a page cannot reach.
final class IsolationTests: XCTestCase {
    func testThePageCannotReachAHandlerRegisteredInAnIsolatedWorld() {
        runOnMainLoop {
            let appWorld = WebContentWorld.isolated("app")
            let configuration = WebEngineConfiguration(userScripts: [
                WebViewUserScript(
                    source: """
                        window.webkit.messageHandlers.vault.postMessage({from: "user script"})
                          .then(reply => { document.documentElement.dataset.vault = JSON.stringify(reply); });
                        """,
                    injectionTime: .atDocumentEnd, forMainFrameOnly: true, world: appWorld)
            ])
            let engine = WebEngine(configuration: configuration)
            var received: [WebViewScriptMessage] = []
            try engine.addScriptMessageHandler(name: "vault", world: appWorld) { message in
                received.append(message)
                return #"{"opened":true}"#
            }
            let url = try BridgePages.serve("/bridge/isolation/world", body: "<p>page</p>")
            try await engine.load(url: url)
            try await waitUntil("the isolated user script's message") { !received.isEmpty }
            try await waitUntilPage(engine, "document.documentElement.dataset.vault")
            let seen = try await engine.evaluate(
                js: """
                    [typeof (window.webkit && window.webkit.messageHandlers.vault),
                     document.documentElement.dataset.vault || null]
                    """)
            XCTAssertEqual(seen, #"["undefined","{\"opened\":true}"]"#)
            XCTAssertEqual(received.first?.bodyJSON, #"{"from":"user script"}"#)
            XCTAssertEqual(received.first?.sourceURL, url.absoluteString)
            XCTAssertEqual(received.first?.isMainFrame, true)
            let fromWorld = try await engine.callAsyncJavaScript(
                "return await window.webkit.messageHandlers.vault.postMessage(n)", arguments: ["n": 5], in: appWorld)
            XCTAssertEqual(fromWorld, #"{"opened":true}"#)
            XCTAssertEqual(received.count, 2)
        }
    }

    func testMessagesFromOriginsOffTheAllowListNeverReachTheHandler() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["report"], scriptMessageDelegate: recorder))
            var delivered: [WebViewScriptMessage] = []
            let allowed = try BridgePages.origin()
            try engine.addScriptMessageHandler(name: "guarded", allowedOrigins: [allowed + "/"]) { message in
                delivered.append(message)
                return #""accepted""#
            }
            let post = """
                <script>
                window.webkit.messageHandlers.guarded.postMessage(location.host).then(
                  reply => window.webkit.messageHandlers.report.postMessage("resolved " + reply),
                  error => window.webkit.messageHandlers.report.postMessage("rejected " + error.message));
                </script>
                """
            let frame = try BridgePages.serve("/bridge/isolation/foreign", host: "localhost", body: post)
            let page = try BridgePages.serve(
                "/bridge/isolation/allowed", body: post + "<iframe src='\(frame.absoluteString)'></iframe>")
            try await engine.load(url: page)
            let reports = try await recorder.waitForMessages(to: "report", count: 2).map(\.bodyJSON).sorted()
            XCTAssertEqual(
                reports,
                [
                    #""rejected postMessage to 'guarded' was refused: its origin is not allowed""#,
                    #""resolved accepted""#,
                ])
            XCTAssertEqual(delivered.map(\.sourceURL), [page.absoluteString], "only the allowed frame got through")
            XCTAssertEqual(recorder.refusals.map(\.handler), ["guarded"])
            XCTAssertEqual(recorder.refusals.first?.origin, try BridgePages.origin(host: "localhost"))

            let bypass = try await engine.callAsyncJavaScript(
                """
                const h = window.webkit.messageHandlers.guarded;
                try { await Object.getPrototypeOf(h).postMessage.call(h, "around the wrapper"); return "resolved"; }
                catch (e) { return e.message; }
                """)
            XCTAssertEqual(bypass, #""postMessage to 'guarded' was refused: its origin is not allowed""#)
            XCTAssertEqual(recorder.refusals.count, 2)
            XCTAssertNil(recorder.refusals.last?.origin, "a message around the wrapper has no known origin")
            XCTAssertEqual(delivered.count, 1)
        }
    }
}
