import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A web process that dies under pending script calls fails each of them with one typed error.
final class WebProcessDeathTests: XCTestCase {
    func testKillingTheWebProcessFailsEveryPendingCallAndReplyWithTheTypedError() {
        runOnMainLoop {
            let before = ChildProcesses.webProcesses()
            // A profile of its own, so that the engine starts a web process rather than reusing one an earlier
            // test's view of the same site left (WebKitGTK 6.0 keeps those for reuse).
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            var handlerStarted = false
            var handlerCancelled = false
            let (never, keepOpen) = AsyncStream<Void>.makeStream()
            try engine.addScriptMessageHandler(name: "slow") { _ in
                handlerStarted = true
                for await _ in never {}
                handlerCancelled = Task.isCancelled
                return nil
            }
            try await engine.load(url: try BridgePages.serve("/bridge/death/pending", body: "<p>pending</p>"))
            // The engine's own web process: the one that appeared for it (sandboxed, so below bubblewrap).
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            XCTAssertEqual(spawned.count, 1, "\(spawned)")
            let webProcess = try XCTUnwrap(spawned.first, "no new web process among \(spawned)")

            let outcomes = ScriptOutcomes()
            outcomes.start("evaluate awaiting a reply") {
                try await engine.evaluate(js: "window.webkit.messageHandlers.slow.postMessage('wait')")
            }
            outcomes.start("evaluate of a promise that never settles") {
                try await engine.evaluate(js: "new Promise(() => {})")
            }
            outcomes.start("callAsyncJavaScript awaiting a reply") {
                try await engine.callAsyncJavaScript(
                    "return await window.webkit.messageHandlers.slow.postMessage(n)", arguments: ["n": 1])
            }
            outcomes.start("isolated callAsyncJavaScript that never settles") {
                try await engine.callAsyncJavaScript("return await new Promise(() => {})", in: .defaultClient)
            }
            try await waitUntil("the native handler to run") { handlerStarted }
            let marker = try await engine.evaluate(js: "'in order'")
            XCTAssertEqual(marker, #""in order""#)
            XCTAssertTrue(outcomes.byLabel.isEmpty, "\(outcomes.byLabel)")

            kill(webProcess, SIGKILL)
            try await waitUntil("every pending call to fail", describe: { "\(outcomes.byLabel)" }) {
                outcomes.byLabel.count == 4
            }
            for (label, error) in outcomes.byLabel {
                XCTAssertEqual(
                    error as? WebProcessTerminatedError, WebProcessTerminatedError(reason: .crashed),
                    "\(label): \(error)")
            }
            try await waitUntil("the native handler to be cancelled") { handlerCancelled }
            XCTAssertEqual(
                WebProcessTerminatedError(reason: .crashed).errorDescription,
                "the web process ended (crashed) before the script answered")
            keepOpen.finish()
        }
    }
}
