import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Configuration knobs take effect in the page.
final class WebEngineConfigurationTests: XCTestCase {
    func testDisabledJavaScriptStopsPageScriptsButNotHostEvaluation() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(javaScriptEnabled: false))
            try await engine.loadHTMLAndWait("<title>static</title><script>document.title = 'script ran'</script>")
            try await waitUntil("the page's title", describe: { engine.title ?? "nil" }) { engine.title != nil }
            XCTAssertEqual(engine.title, "static")
            let value = try await engine.evaluate(js: "document.title + '!'")
            XCTAssertEqual(value, "\"static!\"")
        }
    }

    func testUserAgentZoomAndScrollingApplyToThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(
                isScrollEnabled: false, pageZoom: 1.5, customUserAgent: "GtkWebTest/1.0")
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/page/configured"))
            XCTAssertEqual(server.requests(for: "/page/configured").last?.headers["user-agent"], "GtkWebTest/1.0")
            let agent = try await engine.evaluate(js: "navigator.userAgent")
            XCTAssertEqual(agent, "\"GtkWebTest/1.0\"")
            let width = try await engine.evaluate(js: "window.innerWidth")
            let pixels = allocatedWidth(of: engine)
            XCTAssertGreaterThan(pixels, 1)
            XCTAssertEqual(width, "\(Int((Double(pixels) / 1.5).rounded(.down)))", "\(pixels) px at 150 % zoom")
            let overflow = try await engine.evaluate(js: "getComputedStyle(document.documentElement).overflow")
            XCTAssertEqual(overflow, "\"hidden\"")

            configuration.pageZoom = 1
            configuration.isScrollEnabled = true
            configuration.customUserAgent = nil
            engine.applyConfiguration()
            try await engine.load(url: server.url("/page/reconfigured"))
            let newWidth = try await engine.evaluate(js: "window.innerWidth")
            XCTAssertEqual(newWidth, "\(allocatedWidth(of: engine))")
            let newOverflow = try await engine.evaluate(js: "getComputedStyle(document.documentElement).overflow")
            XCTAssertEqual(newOverflow, "\"visible\"")
            XCTAssertNotEqual(engine.userAgent, "GtkWebTest/1.0")
        }
    }

    func testIsOpaqueAndIsInspectableReachTheWebKitView() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(isOpaque: false, isInspectable: true))
            XCTAssertFalse(engine.isOpaque)
            XCTAssertTrue(engine.isInspectable)
            XCTAssertTrue(WebEngine().isOpaque)
        }
    }
}
