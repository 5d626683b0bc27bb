import GtkWebTestSupport
import XCTest

@testable import SkipWeb

/// SkipWeb's internal view of the engine cache behind `persistentWebViewID`.
final class PersistentEngineCacheTests: XCTestCase {
    func testAnIDResolvesToOneEngineUntilRemovedAndTheViewSharesIt() {
        runOnMainLoop {
            let id = "own-compat-\(UUID().uuidString)"
            defer { WebView.removePersistentWebView(id: id) }
            let first = WebView.resolvePersistentWebEngine(id: id) { WebEngine() }
            let second = WebView.resolvePersistentWebEngine(id: id) { WebEngine() }
            XCTAssertFalse(first.reused)
            XCTAssertTrue(second.reused)
            XCTAssertTrue(first.engine === second.engine)
            XCTAssertTrue(WebView.cachedPersistentWebEngine(id: id) === first.engine)
            XCTAssertTrue(WebView(persistentWebViewID: id).engine === first.engine, "the same cache as the view's")

            WebView.removePersistentWebView(id: id)
            XCTAssertNil(WebView.cachedPersistentWebEngine(id: id))
            let again = WebView.resolvePersistentWebEngine(id: id) { WebEngine() }
            XCTAssertFalse(again.reused)
            XCTAssertFalse(again.engine === first.engine)
        }
    }

    func testWithoutAnIDTheEngineIsMadeAndNotCached() {
        runOnMainLoop {
            let made = WebView.resolvePersistentWebEngine(id: nil) { WebEngine() }
            XCTAssertFalse(made.reused)
            let other = WebView.resolvePersistentWebEngine(id: nil) { WebEngine() }
            XCTAssertFalse(other.engine === made.engine)
        }
    }
}
