import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The view-level callbacks hear what the engine reports, and the persistent cache picks the engine.
final class WebViewCallbackTests: ContentBlockerTestCase {
    func testCommittedAndFailedNavigationsReachTheViewCallbacks() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            var commits = 0
            var failures: [any Error] = []
            let view = WebView(
                onNavigationCommitted: { commits += 1 }, onNavigationFailedWithError: { failures.append($0) })
            try await view.engine.load(url: server.url("/page/view-committed"))
            try await waitUntil("the commit callback", describe: { "\(commits)" }) { commits == 1 }
            _ = try? await view.engine.load(url: SharedFixtures.refusedURL("/view-failed"))
            try await waitUntil("the failure callback", describe: { "\(failures)" }) { !failures.isEmpty }
            XCTAssertEqual(failures.map { ($0 as? WebLoadError)?.kind }, [.network])
            XCTAssertEqual(commits, 1, "a failed navigation commits nothing")
            withExtendedLifetime(view) {}  // the callbacks live as long as the view
        }
    }

    func testABlockedNavigationReachesTheViewCallback() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "view-blocked-\(UUID().uuidString)")
            let list = try files.writeList("pages.json", TestLists.blockForbiddenPage)
            var reported: [URL] = []
            let view = WebView(
                configuration: WebEngineConfiguration(
                    contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [list])),
                onContentRuleBlockedNavigation: { reported.append($0) })
            let forbidden = page.url(page: "forbidden-page")
            _ = try? await view.engine.load(url: forbidden)  // the failure is asserted through the callback
            try await waitUntil("the blocked-navigation callback", describe: { "\(reported)" }) { !reported.isEmpty }
            XCTAssertEqual(reported, [forbidden])
            withExtendedLifetime(view) {}  // the callback lives as long as the view
        }
    }

    func testThePersistentCacheWinsOverTheNavigatorsEngineAndKeepsItsPage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let id = "persistent-wins-\(UUID().uuidString)"
            defer { WebView.removePersistentWebView(id: id) }
            let cachedPage = server.url("/page/persistent-cached-\(UUID().uuidString)")
            let cached = WebView(persistentWebViewID: id).engine
            try await cached.load(url: cachedPage)

            let navigator = WebViewNavigator(initialURL: server.url("/page/persistent-initial"))
            let warm = WebEngine()
            navigator.webEngine = warm
            try await waitUntil("the navigator's engine to load") { warm.url != nil && !warm.isLoading }

            let view = WebView(navigator: navigator, persistentWebViewID: id)
            XCTAssertTrue(view.engine === cached, "the persistent cache must win")
            XCTAssertTrue(navigator.webEngine === cached, "the navigator is rebound to the cached engine")
            // Sentinel round trip through the page, after any load the binding might have started.
            let sentinel = "/page/persistent-sentinel-\(UUID().uuidString)"
            let status = try await cached.evaluate(js: "fetch('\(sentinel)').then(r => r.status)")
            XCTAssertEqual(status, "200")
            XCTAssertEqual(cached.url, cachedPage, "the cached engine keeps its page")
            XCTAssertFalse(cached.isLoading)
            XCTAssertEqual(server.requests(for: cachedPage.path).count, 1, "the cached page was loaded again")
        }
    }
}
