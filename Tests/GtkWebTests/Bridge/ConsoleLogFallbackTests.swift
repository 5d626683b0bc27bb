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
