import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Back/forward history as the engine reports and navigates it.
final class WebEngineHistoryTests: XCTestCase {
    func testHistoryListsBackAndForwardAndGoesToAnItem() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            for name in ["h1", "h2", "h3"] { try await engine.load(url: server.url("/page/\(name)")) }
            XCTAssertTrue(engine.canGoBack)
            XCTAssertFalse(engine.canGoForward)
            XCTAssertEqual(engine.backList.map(\.pageURL.path), ["/page/h1", "/page/h2"])
            engine.goBack()
            try await waitUntil("going back to h2") { engine.url?.path == "/page/h2" && !engine.isLoading }
            XCTAssertEqual(engine.forwardList.map(\.pageURL.path), ["/page/h3"])
            XCTAssertTrue(engine.canGoForward)
            let first = try XCTUnwrap(engine.backList.first)
            engine.go(to: first)
            try await waitUntil("going to h1") { engine.url?.path == "/page/h1" && !engine.isLoading }
            XCTAssertEqual(engine.forwardList.map(\.pageURL.path), ["/page/h2", "/page/h3"])
            engine.goForward()
            try await waitUntil("going forward to h2") { engine.url?.path == "/page/h2" }
        }
    }

    func testARedirectedEntryKeepsItsInitialURL() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            try await engine.load(url: server.url("/redirect?to=/page/landed"))
            XCTAssertEqual(engine.url?.path, "/page/landed")
            let item = try XCTUnwrap(engine.currentItem)
            XCTAssertEqual(item.pageURL.path, "/page/landed")
            XCTAssertEqual(item.requestedURL.path, "/redirect")
            try await waitUntil("the landed title") { engine.currentItem?.title == "landed" }
        }
    }
}
