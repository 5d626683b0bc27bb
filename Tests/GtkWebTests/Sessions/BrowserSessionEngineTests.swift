import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import XCTest

/// Tabs bound to engines through the persistent cache, hibernation and the live-engine cap.
final class BrowserSessionEngineTests: XCTestCase {
    func testSameTabIDGivesTheSameEngineDistinctIDsDistinctEnginesAndRemovalANewOne() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let first = session.openTab(url: server.url("/page/same-id-1"), in: window)
            let second = session.openTab(url: server.url("/page/same-id-2"), in: window)
            let engine = try XCTUnwrap(first.engine)
            XCTAssertTrue(WebView(persistentWebViewID: first.id).engine === engine)
            XCTAssertFalse(try XCTUnwrap(second.engine) === engine)
            try await SessionWaits.loaded(first, path: "/page/same-id-1")
            XCTAssertTrue(session.hibernate(tabID: first.id))
            try await SessionWaits.hibernated(first)
            XCTAssertNil(first.engine)
            let fresh = WebView(persistentWebViewID: first.id).engine
            XCTAssertFalse(fresh === engine, "a hibernated tab's engine left the cache")
            WebView.removePersistentWebView(id: first.id)
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testHibernatedTabComesBackWithItsURLAndAWorkingBackButton() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            var events: [BrowserSessionEvent] = []
            let session = BrowserSession(store: nil)
            session.onEvent = { events.append($0) }
            let window = session.openWindow()
            let tab = session.openTab(url: server.url("/page/hib-a"), in: window)
            try await SessionWaits.loaded(tab, path: "/page/hib-a")
            try await XCTUnwrap(tab.engine).load(url: server.url("/page/hib-b"))
            try await SessionWaits.loaded(tab, path: "/page/hib-b", title: "hib-b")
            let other = session.openTab(url: server.url("/page/hib-other"), in: window)
            XCTAssertTrue(other.isActive)
            XCTAssertTrue(session.hibernate(tabID: tab.id))
            XCTAssertEqual(tab.status, .hibernating, "the thumbnail is captured before the engine goes")
            XCTAssertFalse(session.hibernate(tabID: tab.id), "a hibernating tab is not hibernated twice")
            try await SessionWaits.hibernated(tab)
            XCTAssertNil(tab.engine)
            XCTAssertEqual(tab.url?.path, "/page/hib-b")
            XCTAssertEqual(tab.title, "hib-b")
            XCTAssertTrue(events.contains { if case .hibernated(tab.id) = $0 { true } else { false } })

            session.activate(tabID: tab.id)
            XCTAssertEqual(tab.status, .live)
            try await SessionWaits.loaded(tab, path: "/page/hib-b", title: "hib-b")
            let engine = try XCTUnwrap(tab.engine)
            XCTAssertTrue(engine.canGoBack)
            XCTAssertEqual(engine.backList.map { $0.pageURL.path }, ["/page/hib-a"])
            engine.goBack()
            try await SessionWaits.loaded(tab, path: "/page/hib-a", title: "hib-a")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testActivePinnedAndUnknownTabsAreNotHibernated() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let pinned = session.openTab(url: server.url("/page/pinned"), in: window)
            session.setPinned(true, tabID: pinned.id)
            let active = session.openTab(url: server.url("/page/active"), in: window)
            XCTAssertFalse(session.hibernate(tabID: active.id), "the active tab stays live")
            XCTAssertFalse(session.hibernate(tabID: pinned.id), "a pinned tab stays live")
            XCTAssertFalse(session.hibernate(tabID: "no-such-tab"))
            session.activate(tabID: "no-such-tab")
            session.closeTab(id: "no-such-tab")
            XCTAssertNotNil(active.engine)
            XCTAssertNotNil(pinned.engine)
            XCTAssertEqual(window.tabs.map(\.id), [pinned.id, active.id])
            session.closeWindow(window)
        }
    }

    func testCapOfThreeKeepsAtMostThreeWebProcessesForSixTabsAndTheActiveTabLive() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let before = SessionWaits.webProcesses()
            let session = BrowserSession(store: nil, policy: .init(liveEngineLimit: 3))
            let window = session.openWindow()
            // A profile of the test's own: no web process an earlier test left for reuse can host its tabs.
            let profile = WebProfile.ephemeralSession("cap-\(UUID().uuidString)")
            var tabs: [BrowserTab] = []
            for index in 0..<6 {
                let tab = session.openTab(url: server.url("/page/cap-\(index)"), in: window, profile: profile)
                try await SessionWaits.loaded(tab, path: "/page/cap-\(index)")
                tabs.append(tab)
                XCTAssertLessThanOrEqual(session.liveTabs.filter { $0.status == .live }.count, 3)
            }
            try await SessionWaits.settled(session)
            XCTAssertEqual(session.liveTabs.map(\.id), tabs.suffix(3).map(\.id))
            XCTAssertTrue(tabs[5].isActive && tabs[5].engine != nil)
            // Only the three live tabs' processes stay where WebKit ends a process with its last view (4.1;
            // 6.0 keeps some for reuse, as many as it chooses).
            if ToolkitFacts.webProcessesEndWithTheirLastView {
                try await waitUntil(
                    "the hibernated tabs' web processes to end",
                    describe: { "new web processes: \(SessionWaits.webProcesses().subtracting(before))" }
                ) { SessionWaits.webProcesses().subtracting(before).count <= 3 }
            }
            session.activate(tabID: tabs[0].id)
            try await SessionWaits.loaded(tabs[0], path: "/page/cap-0")
            try await SessionWaits.settled(session)
            XCTAssertEqual(session.liveTabs.count, 3)
            XCTAssertNil(tabs[3].engine, "the least recently used tab hibernated")
            for tab in tabs { session.closeTab(id: tab.id) }
        }
    }

    func testRefusedSessionStateLoadsTheURLAloneAndTellsTheHost() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let store = try SessionStore(fileURL: file.url)
            let url = server.url("/page/refused-state")
            try store.saveSession(
                SessionSnapshot(
                    windows: [SessionWindowRecord(id: "w", position: 0, activeTabID: "t")],
                    tabs: [
                        SessionTabRecord(
                            id: "refused-tab", windowID: "w", position: 0, url: url.absoluteString,
                            sessionState: Data("not a session state".utf8))
                    ]))
            let session = BrowserSession(store: store)
            var refused: [String] = []
            session.onEvent = { if case .sessionStateRefused(let id, _) = $0 { refused.append(id) } }
            try session.restore()
            let tab = try XCTUnwrap(session.tab(id: "refused-tab"))
            try await SessionWaits.loaded(tab, path: "/page/refused-state", title: "refused-state")
            XCTAssertEqual(refused, ["refused-tab"])
            XCTAssertFalse(try XCTUnwrap(tab.engine).canGoBack)
            session.closeTab(id: tab.id)
        }
    }
}
