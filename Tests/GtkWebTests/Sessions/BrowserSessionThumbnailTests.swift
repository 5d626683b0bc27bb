import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import SessionStore
import XCTest

/// Hibernation captures a thumbnail of the page before it releases the engine; a host captures one of a
/// live tab when it likes, for a tab overview and for the next start.
final class BrowserSessionThumbnailTests: XCTestCase {
    /// A page filled with rgb(230, 120, 20), at a path of its own.
    @MainActor
    static func orangePage(_ server: FixtureServer, _ name: String) -> URL {
        let path = "/thumbnail/\(name)-\(UUID().uuidString)"
        server.route(path) { _ in
            .html(
                title: name,
                body: "<style>html, body { margin: 0; height: 100%; background: rgb(230, 120, 20) }</style>")
        }
        return server.url(path)
    }

    func testAHibernatedTabKeepsAThumbnailOfItsPage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let url = Self.orangePage(server, "orange")
            let tab = session.openTab(url: url, in: window)
            try await SessionWaits.loaded(tab, path: url.path, title: "orange")
            XCTAssertNil(tab.thumbnail, "nothing is captured while the tab is live")
            _ = session.openTab(url: server.url("/page/thumbnail-other"), in: window)
            XCTAssertTrue(session.hibernate(tabID: tab.id))
            try await SessionWaits.hibernated(tab)
            let image = try DecodedImage(try XCTUnwrap(tab.thumbnail, "the hibernated tab has a thumbnail"))
            XCTAssertEqual(image.width, 320)
            XCTAssertTrue(
                image.pixel(image.width / 2, image.height / 2, isClose: 230, 120, 20, tolerance: 12),
                "\(image.rgb(image.width / 2, image.height / 2)) is the page's orange")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testALiveTabsThumbnailIsCapturedOnRequestAndSavedForTheNextStart() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let session = BrowserSession(store: try SessionStore(fileURL: file.url))
            let window = session.openWindow()
            let url = Self.orangePage(server, "captured")
            let tab = session.openTab(url: url, in: window)
            try await SessionWaits.loaded(tab, path: url.path, title: "captured")
            let empty = session.openTab(url: nil, in: window, activate: false)
            let none = await session.captureThumbnail(tabID: empty.id)
            XCTAssertNil(none, "a tab without an engine has nothing to capture")
            XCTAssertNil(empty.thumbnail)

            let capture = await session.captureThumbnail(tabID: tab.id)
            let captured = try XCTUnwrap(capture, "the live tab is captured")
            XCTAssertEqual(tab.thumbnail, captured)
            XCTAssertEqual(tab.status, .live, "capturing does not hibernate the tab")
            let image = try DecodedImage(captured)
            XCTAssertEqual(image.width, 320)
            XCTAssertTrue(
                image.pixel(image.width / 2, image.height / 2, isClose: 230, 120, 20, tolerance: 12),
                "\(image.rgb(image.width / 2, image.height / 2)) is the page's orange")
            session.saveNow()
            try session.store?.flush()
            let stored = try SessionStore(fileURL: file.url).loadSession().tabs.first { $0.id == tab.id }
            XCTAssertEqual(stored?.thumbnail, captured, "the thumbnail is saved with the session")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testATabActivatedWhileItsThumbnailIsCapturedKeepsItsEngine() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let kept = session.openTab(url: server.url("/page/thumbnail-kept"), in: window)
            try await SessionWaits.loaded(kept, path: "/page/thumbnail-kept")
            let sentinel = session.openTab(url: server.url("/page/thumbnail-sentinel"), in: window)
            try await SessionWaits.loaded(sentinel, path: "/page/thumbnail-sentinel")
            _ = session.openTab(url: server.url("/page/thumbnail-active"), in: window)
            let engine = try XCTUnwrap(kept.engine)
            XCTAssertTrue(session.hibernate(tabID: kept.id))
            session.activate(tabID: kept.id)
            XCTAssertEqual(kept.status, .live)
            // A later hibernation's capture ends after the one called off would have.
            XCTAssertTrue(session.hibernate(tabID: sentinel.id))
            try await SessionWaits.hibernated(sentinel)
            XCTAssertEqual(kept.status, .live)
            XCTAssertTrue(kept.engine === engine, "the activated tab kept its engine")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testATabWhosePageCannotBeDrawnHibernatesWithoutAThumbnail() throws {
        try XCTSkipIf(
            ToolkitFacts.viewsInAHiddenWindowKeepTheirSize,
            "a view in a window never shown keeps its size on GTK 4, so its page can still be drawn")
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let session = BrowserSession(store: nil)
            let window = session.openWindow()
            let tab = session.openTab(url: server.url("/page/thumbnail-undrawn"), in: window)
            try await SessionWaits.loaded(tab, path: "/page/thumbnail-undrawn")
            _ = session.openTab(url: server.url("/page/thumbnail-after-undrawn"), in: window)
            // A host that packs the tab into a window it never shows: WebKit cannot draw the page.
            let hidden = HiddenTestWindow()
            try XCTUnwrap(tab.engine).unsafeAttach(toContainer: hidden.container)
            XCTAssertTrue(session.hibernate(tabID: tab.id))
            try await SessionWaits.hibernated(tab)
            withExtendedLifetime(hidden) {}
            XCTAssertNil(tab.thumbnail, "a page that cannot be drawn leaves no thumbnail")
            XCTAssertEqual(tab.url?.path, "/page/thumbnail-undrawn", "the tab keeps its page")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testHibernatingTheLastTabsOfASharedProcessEndsThatProcess() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let before = ChildProcesses.webProcesses()
            let session = BrowserSession(
                store: nil, policy: .init(spareEngines: .sharedProcess),
                configuration: { WebEngineConfiguration(profile: $0, capturesConsoleOutput: false) })
            let window = session.openWindow()
            var shared: [BrowserTab] = []
            for index in 0..<2 {
                let tab = session.openTab(url: server.url("/page/shared-release-\(index)"), in: window)
                try await SessionWaits.loaded(tab, path: "/page/shared-release-\(index)")
                shared.append(tab)
            }
            // An ephemeral tab keeps a process of its own, and stays active.
            let own = session.openTab(url: server.url("/page/shared-release-own"), in: window, profile: .ephemeral)
            try await SessionWaits.loaded(own, path: "/page/shared-release-own")
            XCTAssertEqual(
                ChildProcesses.webProcesses().subtracting(before).count, 2, "the shared process and the own one")
            for tab in shared { XCTAssertTrue(session.hibernate(tabID: tab.id)) }
            try await SessionWaits.hibernated(shared[0], shared[1])
            try await waitUntil(
                "the shared web process to end with its last tab",
                describe: { "new web processes: \(ChildProcesses.webProcesses().subtracting(before))" }
            ) { ChildProcesses.webProcesses().subtracting(before).count == 1 }
            session.activate(tabID: shared[0].id)
            try await SessionWaits.loaded(shared[0], path: "/page/shared-release-0")
            session.policy.spareEngines = .none
            session.closeWindow(window)
        }
    }
}
