import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Cancelling a script call ends it at once, whatever stage it is in.
final class ScriptCancellationTests: XCTestCase {
    func testCancellingCallsWhosePromisesNeverSettleEndsEachWithCancellationError() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/cancel/never", body: "<p>never</p>"))
            let outcomes = ScriptOutcomes()
            let tasks = [
                outcomes.start("evaluate, cancelled before it starts") {
                    try await engine.evaluate(js: "new Promise(() => {})")
                },
                outcomes.start("evaluate, cancelled while awaiting") {
                    try await engine.evaluate(js: "new Promise(() => {})")
                },
                outcomes.start("isolated evaluate, cancelled while awaiting") {
                    try await engine.evaluate(js: "new Promise(() => {})", in: .defaultClient)
                },
                outcomes.start("callAsyncJavaScript, cancelled while awaiting") {
                    try await engine.callAsyncJavaScript("return await new Promise(() => {})", arguments: ["a": [1]])
                },
            ]
            tasks[0].cancel()
            // WebKit runs scripts in order: once this answers, the others are waiting on their promises.
            let marker = try await engine.evaluate(js: "'in order'")
            XCTAssertEqual(marker, #""in order""#)
            for task in tasks.dropFirst() { task.cancel() }
            // Without GtkWeb's help WebKit only answers a cancelled call once the promise is
            // garbage-collected, seconds later or never; here each ends before the next script answers.
            let next = try await engine.evaluate(js: "'next'")
            XCTAssertEqual(next, #""next""#)
            XCTAssertEqual(outcomes.byLabel.count, 4, "\(outcomes.byLabel)")
            for (label, error) in outcomes.byLabel {
                XCTAssertTrue(error is CancellationError, "\(label): \(error)")
            }
            let after = try await engine.evaluate(js: "Promise.resolve(6 * 7)")
            XCTAssertEqual(after, "42", "the engine still answers")
        }
    }
}
