import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// The `postMessage` wrappers hold through garbage collections, for the whole life of a document.
final class GarbageCollectionTests: XCTestCase {
    /// Makes JavaScriptCore collect: about 480 MB of short-lived arrays (`$vm` is not available).
    static let collect = "for (let i = 0; i < 60; i++) new Array(1e6).fill(i); undefined"

    func testTheBridgeWorksBeforeAndAfterRepeatedCollectionsInAPageThatLivesForThousandsOfMessages() {
        runOnMainLoop(timeout: 240) {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["sink"], scriptMessageDelegate: recorder))
            try engine.addScriptMessageHandler(name: "echo") { $0.bodyJSON }
            var ownArrivals = 0
            try engine.addScriptMessageHandler(name: "own", allowedOrigins: [try BridgePages.origin()]) { _ in
                ownArrivals += 1
                return "true"
            }
            let page = try BridgePages.serve("/bridge/gc/long-lived", body: "<p>long-lived</p>")
            try await engine.load(url: page)
            let probe = """
                const handlers = window.webkit.messageHandlers;
                const wrapped = Object.getOwnPropertyDescriptor(handlers.echo, "postMessage") !== undefined;
                const echoed = await handlers.echo.postMessage("abc");
                const own = await handlers.own.postMessage(round);
                handlers.sink.postMessage(round);
                return [wrapped, echoed, own];
                """
            for round in 0..<4 {
                if round > 0 { _ = try await engine.evaluate(js: Self.collect) }
                let seen = try await engine.callAsyncJavaScript(probe, arguments: ["round": round])
                XCTAssertEqual(seen, #"[true,"abc",true]"#, "round \(round)")
            }
            // Thousands of messages, with a collection every 500.
            let correct = try await engine.callAsyncJavaScript(
                """
                let ok = 0;
                for (let i = 0; i < 3000; i++) {
                  if (i % 500 === 250) for (let j = 0; j < 60; j++) new Array(1e6).fill(j);
                  if (await window.webkit.messageHandlers.echo.postMessage("m" + i) === "m" + i) ok++;
                  window.webkit.messageHandlers.sink.postMessage(i);
                }
                return ok;
                """)
            XCTAssertEqual(correct, "3000", "every reply came back parsed")
            let sunk = try await recorder.waitForMessages(to: "sink", count: 3004, timeout: 60)
            XCTAssertEqual(sunk.count, 3004)
            XCTAssertEqual(Set(sunk.map(\.sourceURL)), [page.absoluteString], "every message kept its frame URL")
            XCTAssertEqual(Set(sunk.map(\.isMainFrame)), [true])
            XCTAssertEqual(ownArrivals, 4, "the origin-restricted handler took its own origin every time")
            XCTAssertEqual(recorder.refusals.count, 0)
        }
    }
}
