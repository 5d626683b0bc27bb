import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Memory pressure and web-process ends, as the host sees them.
final class BrowserSessionEventsTests: XCTestCase {
    func testMemoryPressureHibernatesTheLeastRecentlyUsedInactiveTabFirst() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            var tabs: [BrowserTab] = []
            for index in 0..<4 {
                let tab = session.openTab(url: server.url("/page/pressure-\(index)"), in: window)
                try await SessionWaits.loaded(tab, path: "/page/pressure-\(index)")
                tabs.append(tab)
            }
            session.setPinned(true, tabID: tabs[0].id)
            session.relieveMemoryPressure()
            try await SessionWaits.hibernated(tabs[1])
            XCTAssertEqual(session.liveTabs.map(\.id), [tabs[0].id, tabs[2].id, tabs[3].id])
            XCTAssertNotNil(tabs[1].thumbnail, "a warning leaves time for the thumbnail")
            session.relieveMemoryPressure(critical: true)
            XCTAssertEqual(tabs[2].status, .hibernated, "a critical warning releases at once")
            XCTAssertEqual(session.liveTabs.map(\.id), [tabs[0].id, tabs[3].id], "pinned and active stay")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testAWebProcessEndIsReportedForItsTab() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            var ended: [String] = []
            session.onEvent = { if case .webProcessTerminated(let id, .terminatedByHost) = $0 { ended.append(id) } }
            let window = session.openWindow()
            let tab = session.openTab(url: server.url("/page/ended"), in: window)
            try await SessionWaits.loaded(tab, path: "/page/ended")
            try XCTUnwrap(tab.engine).terminateWebProcess()
            try await waitUntil("the tab's web process end to be reported") { ended == [tab.id] }
            XCTAssertEqual(tab.url?.path, "/page/ended", "the tab keeps its page to reload")
            for window in session.windows { session.closeWindow(window) }
        }
    }
}
