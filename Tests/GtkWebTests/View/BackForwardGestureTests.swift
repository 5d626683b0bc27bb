import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// Back-forward swipe gestures are on only while the engine's view is shown in a host window.
final class BackForwardGestureTests: XCTestCase {
    func testGesturesApplyOnlyWhileTheViewIsShownInAWindow() {
        runOnMainLoop {
            let engine = WebEngine()
            XCTAssertTrue(engine.configuration.allowsBackForwardNavigationGestures, "SkipWeb's default")
            XCTAssertFalse(engine.settings.backForwardGesturesEnabled, "a parked engine takes no swipes")
            let window = TestWindow()
            engine.unsafeAttach(toContainer: window.container)
            XCTAssertTrue(engine.settings.backForwardGesturesEnabled, "shown in a window: swipes work")
            engine.detachFromContainer()
            XCTAssertFalse(engine.settings.backForwardGesturesEnabled, "parked again")
            _ = window
        }
    }

    func testGesturesStayOffInAWindowWhenTheConfigurationRefusesThem() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(allowsBackForwardNavigationGestures: false))
            let window = TestWindow()
            engine.unsafeAttach(toContainer: window.container)
            XCTAssertFalse(engine.settings.backForwardGesturesEnabled)
            engine.configuration.allowsBackForwardNavigationGestures = true
            engine.applyConfiguration()
            XCTAssertTrue(engine.settings.backForwardGesturesEnabled, "applyConfiguration turns them on in a window")
            engine.detachFromContainer()
            _ = window
        }
    }
}
