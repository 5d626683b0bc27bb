import CWebKitGTK
import GLibInterop
import XCTest

/// GtkWeb's diagnostics go through GLib's structured logging, in the domain `GtkWeb`.
final class GLibLogTests: XCTestCase {
    func testWarningsAreStructuredMessagesOfTheGtkWebDomain() {
        GLibLogRecorder.start()
        GLibLog.warning("a test warning")
        XCTAssertEqual(GLibLogRecorder.messages, [.init(level: G_LOG_LEVEL_WARNING, text: "a test warning")])
    }

    func testDebugMessagesAreBuiltOnlyWhenGLibWouldShowThem() {
        GLibLogRecorder.start()
        setenv("G_MESSAGES_DEBUG", "SomeOtherDomain", 1)
        var built = false
        GLibLog.debug(
            {
                built = true
                return "hidden"
            }())
        XCTAssertFalse(built, "G_MESSAGES_DEBUG does not name GtkWeb: the message is not even built")
        setenv("G_MESSAGES_DEBUG", "GtkWeb", 1)
        defer { unsetenv("G_MESSAGES_DEBUG") }
        GLibLog.debug("shown")
        XCTAssertEqual(GLibLogRecorder.messages, [.init(level: G_LOG_LEVEL_DEBUG, text: "shown")])
    }
}
