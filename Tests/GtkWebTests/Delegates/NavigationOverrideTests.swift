import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The delegate's `shouldOverrideURLLoading` is asked for redirects and new windows too, not only links.
final class NavigationOverrideTests: XCTestCase {
    /// Takes over the URLs whose path is in `overriddenPaths`; records every URL it is asked about.
    @MainActor
    final class PathOverrider: SkipWebNavigationDelegate {
        var overriddenPaths: Set<String> = []
        var asked: [URL] = []

        func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool {
            asked.append(url)
            return overriddenPaths.contains(url.path)
        }
    }

    func testARedirectTargetIsAskedAboutAndNativeCodeCanTakeItOver() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let target = "/page/redirect-target-\(UUID().uuidString)"
            let delegate = PathOverrider()
            delegate.overriddenPaths = [target]
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: delegate))
            try await engine.load(url: server.url("/page/before-redirect"))
            // Taken over mid-way, the navigation either ends quietly or fails; both leave the page alone.
            _ = try? await engine.load(url: server.url("/redirect?to=\(target)"))
            XCTAssertEqual(delegate.asked.map(\.path).filter { $0 == target }.count, 1, "\(delegate.asked)")
            XCTAssertEqual(server.requests(for: target).count, 0, "the taken-over redirect reached the server")
            XCTAssertNotEqual(engine.url?.path, target)
        }
    }

    func testANewWindowIsAskedAboutAndNativeCodeCanTakeItOver() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let target = "/page/new-window-\(UUID().uuidString)"
            let delegate = PathOverrider()
            delegate.overriddenPaths = [target]
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    javaScriptCanOpenWindowsAutomatically: true, navigationDelegate: delegate))
            try await engine.loadHTMLAndWait(
                "<title>opener</title><a id=w target=_blank href='\(target)'>new window</a>", baseURL: server.url("/"))
            try await waitUntil("the opener's title") { engine.title == "opener" }
            delegate.asked.removeAll()
            _ = try await engine.evaluate(js: "document.getElementById('w').click()")
            try await waitUntil("the delegate to be asked about the new window", describe: { "\(delegate.asked)" }) {
                delegate.asked.contains { $0.path == target }
            }
            XCTAssertEqual(engine.title, "opener")
            XCTAssertEqual(server.requests(for: target).count, 0, "the taken-over window reached the server")
        }
    }
}
