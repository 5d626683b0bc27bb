import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import XCTest

/// Saving, restoring, reopening closed tabs, and what private tabs leave on disk.
final class BrowserSessionPersistenceTests: XCTestCase {
    func testRestoreLoadsOnlyEachWindowsActiveTabAndTheOthersOnFirstActivation() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let store = try SessionStore(fileURL: file.url)
            var snapshot = SessionSnapshot()
            for window in 0..<2 {
                snapshot.windows.append(
                    SessionWindowRecord(id: "lazy-w\(window)", position: window, activeTabID: "lazy-\(window)-2"))
                for tab in 0..<4 {
                    snapshot.tabs.append(
                        SessionTabRecord(
                            id: "lazy-\(window)-\(tab)", windowID: "lazy-w\(window)", position: tab,
                            url: server.url("/page/lazy-\(window)-\(tab)").absoluteString, title: "saved \(tab)"))
                }
            }
            try store.saveSession(snapshot)
            let session = BrowserSession(store: store)
            try session.restore()
            XCTAssertEqual(session.windows.map(\.id), ["lazy-w0", "lazy-w1"])
            XCTAssertEqual(session.windows[1].tabs.map(\.id), (0..<4).map { "lazy-1-\($0)" })
            for window in 0..<2 {
                let active = try XCTUnwrap(session.tab(id: "lazy-\(window)-2"))
                try await SessionWaits.loaded(active, path: "/page/lazy-\(window)-2")
            }
            XCTAssertEqual(Set(session.liveTabs.map(\.id)), ["lazy-0-2", "lazy-1-2"])
            XCTAssertEqual(server.requests(for: "/page/lazy-0-1").count, 0, "an inactive tab loaded on restore")
            XCTAssertEqual(session.tab(id: "lazy-0-1")?.status, .notLoaded)
            XCTAssertEqual(session.tab(id: "lazy-0-1")?.title, "saved 1")
            session.activate(tabID: "lazy-0-1")
            try await SessionWaits.loaded(try XCTUnwrap(session.tab(id: "lazy-0-1")), path: "/page/lazy-0-1")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testAutosavedSessionComesBackInOrderWithPinsAndBackLists() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            var order: [[String]] = []
            do {
                let session = BrowserSession(store: try SessionStore(fileURL: file.url))
                let first = session.openWindow()
                let second = session.openWindow()
                let history = session.openTab(url: server.url("/page/auto-a"), in: first)
                try await SessionWaits.loaded(history, path: "/page/auto-a")
                try await XCTUnwrap(history.engine).load(url: server.url("/page/auto-b"))
                try await SessionWaits.loaded(history, path: "/page/auto-b", title: "auto-b")
                let pinned = session.openTab(url: server.url("/page/auto-pin"), in: first, activate: false)
                session.setPinned(true, tabID: pinned.id)
                let moved = session.openTab(url: server.url("/page/auto-moved"), in: first, activate: false)
                session.moveTab(id: moved.id, to: second, at: 0)
                session.activate(tabID: history.id)
                order = session.windows.map { $0.tabs.map(\.id) }
                try await waitUntil("the autosave to reach the store") {
                    let saved = try? session.store?.loadSession()  // nil until the file is readable
                    return saved.map(SessionWaits.ignoringDates) == SessionWaits.ignoringDates(session.snapshot())
                        && saved?.tabs.first { $0.id == history.id }?.sessionState != nil
                }
            }
            let restored = BrowserSession(store: try SessionStore(fileURL: file.url))
            try restored.restore()
            XCTAssertEqual(restored.windows.map { $0.tabs.map(\.id) }, order)
            XCTAssertEqual(restored.windows[0].tabs.first?.isPinned, true)
            let tab = try XCTUnwrap(restored.windows[0].activeTab)
            try await SessionWaits.loaded(tab, path: "/page/auto-b", title: "auto-b")
            XCTAssertTrue(try XCTUnwrap(tab.engine).canGoBack)
            for window in restored.windows { restored.closeWindow(window) }
        }
    }

    func testReopenedClosedTabComesBackWithItsHistoryAfterARestart() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            do {
                let session = BrowserSession(store: try SessionStore(fileURL: file.url))
                let window = session.openWindow()
                let tab = session.openTab(url: server.url("/page/closed-a"), in: window)
                try await SessionWaits.loaded(tab, path: "/page/closed-a")
                try await XCTUnwrap(tab.engine).load(url: server.url("/page/closed-b"))
                session.openTab(url: nil, in: window, activate: false)
                session.closeTab(id: tab.id)
                XCTAssertNil(session.tab(id: tab.id))
                try session.store?.flush()
            }
            let session = BrowserSession(store: try SessionStore(fileURL: file.url))
            try session.restore()
            let reopened = try XCTUnwrap(session.reopenClosedTab())
            XCTAssertTrue(reopened.isActive)
            try await SessionWaits.loaded(reopened, path: "/page/closed-b", title: "closed-b")
            XCTAssertTrue(try XCTUnwrap(reopened.engine).canGoBack)
            XCTAssertNil(session.reopenClosedTab())
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testPrivateTabsAndTheirHistoryLeaveNoBytesInTheDatabase() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let store = try SessionStore(fileURL: file.url)
            let session = BrowserSession(store: store)
            let window = session.openWindow()
            let publicTab = session.openTab(url: server.url("/page/public-marker-7f3a"), in: window)
            let secretPaths = ["/page/secret-ephemeral-91c2", "/page/secret-session-44d8"]
            let ephemeral = session.openTab(url: server.url(secretPaths[0]), in: window, profile: .ephemeral)
            let sessionScoped = session.openTab(
                url: server.url(secretPaths[1]), in: window, profile: .ephemeralSession("secret-session"))
            try await SessionWaits.loaded(publicTab, path: "/page/public-marker-7f3a")
            try await SessionWaits.loaded(ephemeral, path: secretPaths[0])
            try await SessionWaits.loaded(sessionScoped, path: secretPaths[1], title: "secret-session-44d8")
            session.closeTab(id: ephemeral.id)
            session.saveNow()
            try store.flush()
            XCTAssertEqual(try store.loadSession().tabs.map(\.id), [publicTab.id])
            let bytes = file.bytesOnDisk()
            XCTAssertNotNil(bytes.range(of: Data("public-marker-7f3a".utf8)), "the check must see stored URLs")
            for secret in ["secret-ephemeral-91c2", "secret-session-44d8"] {
                XCTAssertNil(bytes.range(of: Data(secret.utf8)), "\(secret) reached the database files")
            }
            XCTAssertTrue(try store.closedTabs().isEmpty)
            for window in session.windows { session.closeWindow(window) }
        }
    }
}
