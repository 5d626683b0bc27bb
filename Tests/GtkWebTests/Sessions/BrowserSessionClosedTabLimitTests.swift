import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

@testable import GtkWeb

/// The reopen stack of a session is bounded as the store's is: a session that closes tabs for hours (popups
/// that close themselves, for one) keeps the newest `SessionStore.closedTabLimit` of them, not all.
final class BrowserSessionClosedTabLimitTests: XCTestCase {
    func testTheReopenStackKeepsTheNewestClosedTabsUpToTheStoresLimit() {
        runOnMainLoop {
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let limit = SessionStore.closedTabLimit
            var closed: [String] = []
            for index in 0..<(limit + 5) {
                let tab = session.openTab(url: URL(string: "about:blank#\(index)"), in: window, activate: false)
                session.closeTab(id: tab.id)
                closed.append(tab.id)
            }
            XCTAssertEqual(session.closedTabs.map(\.record.id), Array(closed.suffix(limit)))
            session.closeWindow(window)
        }
    }
}
