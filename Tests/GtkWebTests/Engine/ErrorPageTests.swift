import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A configuration's `errorPageHTML` shows a page for each failed load, under the failed address.
final class ErrorPageTests: XCTestCase {
    /// A configuration whose error page names the failure's kind and counts how often it was asked.
    @MainActor
    private static func configuration(counting asked: Counter) -> WebEngineConfiguration {
        let configuration = WebEngineConfiguration(profile: .ephemeral)
        configuration.errorPageHTML = { error in
            asked.value += 1
            return "<title>Load failed</title><p id=kind>\(error.kind.rawValue)</p>"
        }
        return configuration
    }

    func testAFailedLoadShowsTheErrorPageUnderTheFailedAddressAndBackReturns() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let asked = Counter()
            let engine = WebEngine(configuration: Self.configuration(counting: asked))
            let first = server.url("/page/error-page-before-\(UUID().uuidString)")
            try await engine.load(url: first)
            let dead = SharedFixtures.refusedURL("/error-page")
            do {
                try await engine.load(url: dead)
                XCTFail("a refused connection must fail")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .network)
            }
            try await waitUntil("the error page to be shown", describe: { "title \(engine.title ?? "nil")" }) {
                engine.title == "Load failed" && !engine.isLoading
            }
            XCTAssertEqual(engine.url, dead, "the tab's address stays the failed one")
            let kind = try await engine.evaluate(js: "document.getElementById('kind').textContent")
            XCTAssertEqual(kind, "\"network\"")
            XCTAssertEqual(engine.lastError?.kind, .network, "the error stays while its page is shown")
            XCTAssertEqual(engine.backList.map(\.pageURL), [first])
            XCTAssertEqual(asked.value, 1)
            engine.goBack()
            try await waitUntil("Back to return to the page before", describe: { "\(engine.url as Any)" }) {
                engine.url == first && !engine.isLoading
            }
            XCTAssertEqual(engine.forwardList.map(\.pageURL), [dead], "the failed address is in the history")
        }
    }

    func testReloadingAnErrorPageRetriesTheFailedAddress() {
        runOnMainLoop {
            let asked = Counter()
            let engine = WebEngine(configuration: Self.configuration(counting: asked))
            let dead = SharedFixtures.refusedURL("/error-page-retry")
            _ = try? await engine.load(url: dead)  // the failure is asserted through the error page
            try await waitUntil("the error page to be shown") { engine.title == "Load failed" && !engine.isLoading }
            _ = try await engine.evaluate(js: "location.reload()")
            try await waitUntil("the retry to fail again", describe: { "asked \(asked.value)" }) { asked.value == 2 }
            try await waitUntil("the error page to be shown again") {
                engine.title == "Load failed" && !engine.isLoading
            }
            XCTAssertEqual(engine.url, dead)
        }
    }

    func testAMissingFileAndAnUnresolvableHostShowTheErrorPage() {
        runOnMainLoop {
            let asked = Counter()
            let engine = WebEngine(configuration: Self.configuration(counting: asked))
            let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gtkweb-missing-\(UUID().uuidString).html")
            for url in [missing, URL(string: "http://no-such-host.invalid/")!] {
                let before = asked.value
                _ = try? await engine.load(url: url)  // the failure is asserted through the error page
                try await waitUntil("the error page for \(url)", describe: { "url \(engine.url as Any)" }) {
                    asked.value == before + 1 && engine.title == "Load failed" && !engine.isLoading
                        && engine.url == url
                }
                XCTAssertEqual(engine.lastError?.failingURL, url)
            }
        }
    }

    func testWithoutAnErrorPageTheFailedLoadLeavesThePageAsItWas() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            let first = server.url("/page/error-page-none-\(UUID().uuidString)")
            try await engine.load(url: first)
            _ = try? await engine.load(url: SharedFixtures.refusedURL("/error-page-none"))
            try await waitUntil("the load to end") { !engine.isLoading }
            XCTAssertEqual(engine.url, first)
            XCTAssertFalse(engine.canGoBack)
        }
    }
}

/// A count shared with a closure.
@MainActor
private final class Counter {
    var value = 0
}
