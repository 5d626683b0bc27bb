import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The navigation delegate: what it hears, in order, and what it may take over.
final class NavigationDelegateTests: XCTestCase {
    @MainActor
    final class Recorder: SkipWebNavigationDelegate {
        var events: [String] = []
        var overriddenSchemes: Set<String> = []
        var overridden: [URL] = []
        var failures: [WebLoadError] = []
        var terminations: [WebProcessTerminationReason] = []

        func webEngineDidStartProvisionalNavigation(_ webEngine: WebEngine) {
            events.append("start \(webEngine.url?.path ?? "nil")")
        }
        func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool {
            guard let scheme = url.scheme, overriddenSchemes.contains(scheme) else { return false }
            overridden.append(url)
            return true
        }
        func webEngineDidCommitNavigation(_ webEngine: WebEngine) {
            events.append("commit \(webEngine.url?.path ?? "nil")")
        }
        func webEngineDidFinishNavigation(_ webEngine: WebEngine) {
            events.append("finish \(webEngine.url?.path ?? "nil")")
        }
        func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error) {
            guard let error = error as? WebLoadError else { return XCTFail("not a WebLoadError: \(error)") }
            failures.append(error)
            events.append("fail \(error.kind)")
        }
        func webEngine(_ webEngine: WebEngine, webContentProcessDidTerminate reason: WebProcessTerminationReason) {
            terminations.append(reason)
        }
    }

    func testDelegateHearsStartWithTheFirstConcreteURLThenCommitThenFinish() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let recorder = Recorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            try await engine.load(url: server.url("/redirect?to=/page/after-redirect"))
            XCTAssertEqual(
                recorder.events, ["start /redirect", "commit /page/after-redirect", "finish /page/after-redirect"])
        }
    }

    func testMailtoAndAppLinksGoToNativeCodeAndThePageStays() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let recorder = Recorder()
            recorder.overriddenSchemes = ["mailto", "myapp"]
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            let sentinel = "/page/override-sentinel-\(UUID().uuidString)"
            try await engine.loadHTMLAndWait(
                """
                <title>links</title><a id=m href='mailto:a@example.org'>mail</a><a id=a href='myapp://route/42'>app</a>
                <a id=s href='\(sentinel)'>sentinel</a>
                """,
                baseURL: server.url("/"))
            recorder.events.removeAll()
            _ = try await engine.evaluate(js: "document.getElementById('m').click()")
            _ = try await engine.evaluate(js: "document.getElementById('a').click()")
            try await waitUntil("both links to reach the delegate") { recorder.overridden.count == 2 }
            XCTAssertEqual(recorder.overridden.map(\.absoluteString), ["mailto:a@example.org", "myapp://route/42"])
            XCTAssertEqual(engine.title, "links")
            // Sentinel: a plain link navigates to its end. A navigation the overridden links had started
            // would have been reported before it.
            _ = try await engine.evaluate(js: "document.getElementById('s').click()")
            try await waitUntil("the sentinel page", describe: { "\(recorder.events)" }) {
                recorder.events.last == "finish \(sentinel)"
            }
            // A link's navigation starts while `url` is still the current page's, so only the kinds are compared.
            XCTAssertEqual(
                recorder.events.map { $0.prefix { $0 != " " } }, ["start", "commit", "finish"],
                "an overridden link must not start a navigation: \(recorder.events)")
            XCTAssertEqual(recorder.events.last, "finish \(sentinel)")
        }
    }

    func testLoadOfAnAppLinkIsHandedToTheDelegateInsteadOfFailing() {
        runOnMainLoop {
            let recorder = Recorder()
            recorder.overriddenSchemes = ["myapp"]
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            try await engine.load(url: URL(string: "myapp://open/settings")!)
            XCTAssertEqual(recorder.overridden.map(\.absoluteString), ["myapp://open/settings"])
            XCTAssertNil(engine.url)
        }
    }

    func testViewLevelClosureSeesTheURLAndMainFrameFlag() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            var seen: [(String, Bool)] = []
            let view = WebView(shouldOverrideUrlLoading: { url, isMainFrame in
                seen.append((url.path, isMainFrame))
                return url.path == "/page/blocked-by-view"
            })
            try await view.engine.load(url: server.url("/page/allowed"))
            do {
                try await view.engine.load(url: server.url("/page/blocked-by-view"))
            } catch {
                XCTFail("a load taken over by native code returns without error, got \(error)")
            }
            XCTAssertEqual(view.engine.url?.path, "/page/allowed")
            XCTAssertEqual(seen.map(\.0), ["/page/allowed", "/page/blocked-by-view"])
            XCTAssertTrue(seen.allSatisfy(\.1), "engine-initiated loads are main-frame loads")
            XCTAssertTrue(server.requests(for: "/page/blocked-by-view").isEmpty)
        }
    }

    func testFailureIsReportedWithATypedErrorAndNoFinish() {
        runOnMainLoop {
            let url = SharedFixtures.refusedURL("/nowhere")
            let recorder = Recorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            engine.loadHTML("<title>before</title>")
            try await waitUntil("the first page") { engine.title == "before" && !engine.isLoading }
            recorder.events.removeAll()
            _ = try? await engine.load(url: url)  // the failure is asserted through the delegate below
            XCTAssertEqual(recorder.failures.map(\.kind), [.network])
            XCTAssertEqual(recorder.events, ["start /nowhere", "fail network"])
            XCTAssertFalse(recorder.failures[0].message.isEmpty)
        }
    }
}
