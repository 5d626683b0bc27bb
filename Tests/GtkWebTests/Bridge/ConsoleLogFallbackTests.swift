import CWebKitGTK
import Foundation
import GLibInterop
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Console lines that no console delegate takes are GLib debug messages of the `GtkWeb` domain.
final class ConsoleLogFallbackTests: XCTestCase {
    func testConsoleLinesWithoutADelegateBecomeDebugMessagesOfTheGtkWebDomain() {
        runOnMainLoop {
            GLibLogRecorder.start()
            setenv("G_MESSAGES_DEBUG", "GtkWeb", 1)
            defer { unsetenv("G_MESSAGES_DEBUG") }
            let engine = WebEngine()
            try await engine.loadHTMLAndWait("<title>quiet</title><script>console.warn('no delegate here', 7)</script>")
            try await waitUntil(
                "the console line to reach GLib's log", describe: { "\(GLibLogRecorder.messages)" }
            ) {
                GLibLogRecorder.messages.contains {
                    $0.level == G_LOG_LEVEL_DEBUG && $0.text.hasPrefix("console.")
                        && $0.text.contains("no delegate here 7")
                }
            }
            XCTAssertFalse(
                GLibLogRecorder.messages.contains { $0.level != G_LOG_LEVEL_DEBUG && $0.text.contains("no delegate") },
                "a page's console output is never a warning")
        }
    }
}

/// Without a console delegate, and with GLib dropping GtkWeb's debug messages, pages run without the
/// capture hooks: their output would reach no one.
final class ConsoleCaptureCostTests: XCTestCase {
    func testWithoutADelegateOrDebugLoggingThePageKeepsItsOwnConsoleAndWithADelegateItIsHooked() {
        runOnMainLoop {
            unsetenv("G_MESSAGES_DEBUG")
            let hooked = "console.log.toString().indexOf('[native code]') < 0"
            let quiet = WebEngine()
            try await quiet.loadHTMLAndWait("<title>quiet</title>")
            let quietHooked = try await quiet.evaluate(js: hooked)
            XCTAssertEqual(quietHooked, "false", "console.log was wrapped although no one reads its output")

            final class Sink: WebConsoleDelegate {
                func webEngine(_ webEngine: WebEngine, didReceiveConsoleMessage message: WebConsoleMessage) {}
            }
            let listened = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: Sink()))
            try await listened.loadHTMLAndWait("<title>listened</title>")
            let listenedHooked = try await listened.evaluate(js: hooked)
            XCTAssertEqual(listenedHooked, "true", "with a delegate the page's console is captured")
        }
    }
}
