import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// The GTK wrapper packs the engine into a host window and keeps engines per tab ID.
final class WebViewHostingTests: XCTestCase {
    func testPackingIntoAWindowAttachesAndDetachingKeepsThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let window = TestWindow()
            var finished = 0
            let view = WebView(url: server.url("/page/hosted"), onNavigationFinished: { finished += 1 })
            XCTAssertFalse(view.engine.isAttachedToWindow, "a new engine is parked offscreen")
            view.unsafeAttach(toContainer: window.container)
            XCTAssertTrue(view.engine.isAttachedToWindow)
            try await waitUntil("the hosted page") { view.state.pageTitle == "hosted" && finished == 1 }
            let width = try await view.engine.evaluate(js: "window.innerWidth")
            let pixels = allocatedWidth(of: view.engine)
            XCTAssertGreaterThan(pixels, 1, "the view was given no width in the window")
            XCTAssertEqual(width, "\(pixels)")
            view.detach()
            XCTAssertFalse(view.engine.isAttachedToWindow)
            XCTAssertEqual(view.engine.title, "hosted")
            _ = window
        }
    }

    func testPersistentWebViewIDReusesTheEngineUntilRemoved() {
        runOnMainLoop {
            let first = WebView(html: "<title>tab</title>", persistentWebViewID: "tab-test-1")
            let again = WebView(persistentWebViewID: "tab-test-1")
            XCTAssertTrue(first.engine === again.engine)
            WebView.removePersistentWebView(id: "tab-test-1")
            let fresh = WebView(persistentWebViewID: "tab-test-1")
            XCTAssertFalse(fresh.engine === first.engine)
            WebView.removePersistentWebViews(ids: ["tab-test-1"])
        }
    }
}
