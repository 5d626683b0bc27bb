import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// The navigator drives a warm engine without reloading it.
final class WebViewNavigatorTests: XCTestCase {
    func testNavigatorLoadsItsInitialURLIntoAnEmptyEngineOnly() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let unique = UUID().uuidString
            let initial = server.url("/page/navigator-initial-\(unique)")
            let navigator = WebViewNavigator(initialURL: initial)
            let engine = WebEngine()
            navigator.webEngine = engine
            try await waitUntil("the initial page") { engine.url == initial && !engine.isLoading }
            try await navigator.loadOrThrow(url: server.url("/page/navigator-second"))

            // Rebinding the same warm engine (a view re-created around it) must not reload anything.
            let other = WebViewNavigator(initialURL: initial)
            other.webEngine = engine
            let view = WebView(navigator: navigator)
            XCTAssertTrue(view.engine === engine)
            // The navigator starts its loads from a task: let it run, then make the page fetch a sentinel.
            // A reload started by the rebinding would have reached the server (or replaced the page) by then.
            let sentinel = "/page/navigator-sentinel-\(unique)"
            let fetched = try await engine.evaluate(js: "fetch('\(sentinel)').then(r => r.status)")
            XCTAssertEqual(fetched, "200")
            XCTAssertEqual(server.requests(for: sentinel).count, 1)
            XCTAssertEqual(engine.url?.path, "/page/navigator-second")
            XCTAssertFalse(engine.isLoading, "the rebinding started a load")
            XCTAssertEqual(server.requests(for: initial.path).count, 1, "the initial page was loaded again")
        }
    }

    func testNavigatorWithInitialHTMLAndScriptEvaluation() {
        runOnMainLoop {
            let navigator = WebViewNavigator(initialHTML: "<title>inline</title><p>42</p>")
            let view = WebView(navigator: navigator)
            try await waitUntil("the inline page") { view.engine.title == "inline" && !view.engine.isLoading }
            let text = try await navigator.evaluateJavaScript("document.querySelector('p').textContent")
            XCTAssertEqual(text, "\"42\"")
        }
    }

    func testFireAndForgetLoadReportsThroughStateAndUnboundNavigatorThrows() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let unbound = WebViewNavigator()
            do {
                _ = try await unbound.evaluateJavaScript("1")
                XCTFail("an unbound navigator must throw")
            } catch let error as WebViewNavigatorError {
                XCTAssertEqual(error, .noEngine)
            }
            let view = WebView()
            view.navigator.load(url: server.url("/page/fire-and-forget"))
            try await waitUntil("the state to show the page", describe: { "\(view.state.url?.path ?? "nil")" }) {
                view.state.url?.path == "/page/fire-and-forget" && view.state.pageTitle == "fire-and-forget"
                    && !view.state.isLoading
            }
            view.navigator.load(html: "<title>html via navigator</title>", baseURL: server.url("/virtual/page"))
            try await waitUntil("the HTML page") {
                view.state.pageTitle == "html via navigator" && !view.state.isLoading
            }
            XCTAssertEqual(view.state.url?.path, "/virtual/page")
            XCTAssertFalse(view.state.canGoBack, "WebKitGTK's HTML loads replace the current history entry")
            view.navigator.load(url: server.url("/page/fire-and-forget-2"))
            try await waitUntil("the second page") { view.state.canGoBack && !view.state.isLoading }
            view.navigator.goBack()
            // The entry the HTML replaced goes back to its own URL.
            try await waitUntil("going back") {
                view.state.url?.path == "/page/fire-and-forget" && !view.state.isLoading && view.state.canGoForward
            }
            view.navigator.goForward()
            try await waitUntil("going forward") { view.state.url?.path == "/page/fire-and-forget-2" }
        }
    }
}
