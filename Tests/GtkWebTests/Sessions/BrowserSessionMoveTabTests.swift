import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Moving tabs: within a window (a tab strip drag) and to another window, the active tab of each window
/// is the one the user sees.
final class BrowserSessionMoveTabTests: XCTestCase {
    func testTheActiveTabMovedWithinItsWindowStaysActive() {
        runOnMainLoop {
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let first = session.openTab(url: nil, in: window)
            let second = session.openTab(url: nil, in: window, activate: false)
            let third = session.openTab(url: nil, in: window, activate: false)
            XCTAssertEqual(window.activeTabID, first.id)

            session.moveTab(id: first.id, to: window, at: 2)
            XCTAssertEqual(window.tabs.map(\.id), [second.id, third.id, first.id])
            XCTAssertEqual(window.activeTabID, first.id, "the dragged tab is still the one shown")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testTheActiveTabMovedToAnotherWindowLeavesTheTabThatTookItsPlaceActive() {
        runOnMainLoop {
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let other = session.openWindow()
            let first = session.openTab(url: nil, in: window)
            let second = session.openTab(url: nil, in: window, activate: false)
            let staying = session.openTab(url: nil, in: other)

            session.moveTab(id: first.id, to: other, at: 0)
            XCTAssertEqual(window.tabs.map(\.id), [second.id])
            XCTAssertEqual(window.activeTabID, second.id)
            XCTAssertEqual(other.tabs.map(\.id), [first.id, staying.id])
            XCTAssertEqual(other.activeTabID, staying.id, "a tab moved in does not take over the window")
            for window in session.windows { session.closeWindow(window) }
        }
    }
}
