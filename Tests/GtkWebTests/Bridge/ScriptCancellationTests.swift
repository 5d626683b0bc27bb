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
            let next = try await engine.evaluate(js: "'next'")
            XCTAssertEqual(next, #""next""#)
            // Without GtkWeb's help WebKit only answers a cancelled call once its promise is
            // garbage-collected (12 s in a probe, or never). Here each ends at once; a call cancelled
            // between its two stages may still be on its way back to the main actor when the script
            // above answers, so the wait allows a loaded machine a few seconds, well short of a collection.
            try await waitUntil("every cancelled call to end", timeout: 5, describe: { "\(outcomes.byLabel)" }) {
                outcomes.byLabel.count == 4
            }
            for (label, error) in outcomes.byLabel {
                XCTAssertTrue(error is CancellationError, "\(label): \(error)")
            }
            let after = try await engine.evaluate(js: "Promise.resolve(6 * 7)")
            XCTAssertEqual(after, "42", "the engine still answers")
        }
    }
}
