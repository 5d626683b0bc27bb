import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Console capture stays invisible to the page even when the page has handlers of its own, so that
/// `window.webkit.messageHandlers` exists.
final class ConsoleHandlerVisibilityTests: XCTestCase {
    func testThePageSeesItsOwnHandlerButNotTheConsoleHandler() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["report"], scriptMessageDelegate: recorder, consoleDelegate: recorder))
            try await engine.load(
                url: try BridgePages.serve("/bridge/console/visible-\(UUID().uuidString)", body: "<p>page</p>"))
            let seen = try await engine.evaluate(
                js: """
                    [typeof window.webkit.messageHandlers.report, typeof window.webkit.messageHandlers.gtkwebConsole]
                    """)
            XCTAssertEqual(seen, #"["object","undefined"]"#)
            _ = try await engine.evaluate(js: "console.log('still captured'); undefined")
            _ = try await recorder.waitForConsole("the captured log") { $0.message == "still captured" }
        }
    }
}
