import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// SkipWeb's page-loading helpers: `hasRequestedContent`, `awaitPageLoaded`, `pageHTML`,
/// `preparePersistentEngine`.
final class PageLoadingCompatibilityTests: XCTestCase {
    func testHasRequestedContentTurnsTrueWithTheFirstLoadRequest() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            XCTAssertFalse(engine.hasRequestedContent)
            try await engine.load(url: server.url("/page/requested"))
            XCTAssertTrue(engine.hasRequestedContent)
            let other = WebEngine()
            other.loadHTML("<title>html</title>")
            XCTAssertTrue(other.hasRequestedContent)
        }
    }

    func testAwaitPageLoadedReturnsWhenTheNavigationTheBlockStartedFinishes() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let view = WebView()
            try await view.engine.awaitPageLoaded { view.navigator.load(url: server.url("/page/awaited")) }
            XCTAssertEqual(view.engine.url?.path, "/page/awaited")
            XCTAssertFalse(view.engine.isLoading)
        }
    }

    func testAwaitPageLoadedThrowsTheFailureOfTheNavigation() {
        runOnMainLoop {
            let closed = try FixtureServer()
            let unreachable = closed.url("/unreachable")
            closed.stop()
            let view = WebView()
            do {
                try await view.engine.awaitPageLoaded { view.navigator.load(url: unreachable) }
                XCTFail("an unreachable page must throw")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .network)
            }
        }
    }

    func testPageHTMLIsTheLoadedHTMLUntilAURLLoad() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let view = WebView()
            let html = "<title>inline</title><p>hello</p>"
            try await view.engine.loadHTMLAndWait(html)
            XCTAssertEqual(view.state.pageHTML, html)
            try await view.engine.load(url: server.url("/page/after-html"))
            XCTAssertNil(view.state.pageHTML)
        }
    }

    func testAPreparedPersistentEngineIsTheOneAViewWithThatIDShows() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebView.preparePersistentEngine(id: "prepared-tab", configuration: WebEngineConfiguration())
            try await engine.load(url: server.url("/page/prepared"))
            let view = WebView(persistentWebViewID: "prepared-tab")
            XCTAssertTrue(view.engine === engine)
            XCTAssertEqual(view.state.url?.path, "/page/prepared")
            XCTAssertTrue(WebView.preparePersistentEngine(id: "prepared-tab", configuration: .init()) === engine)
            WebView.removePersistentWebView(id: "prepared-tab")
        }
    }
}
