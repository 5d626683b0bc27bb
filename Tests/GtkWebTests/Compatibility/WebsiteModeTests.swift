import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Desktop-website mode: `desktopWebsiteForURL` picks WebKitGTK's desktop user agent over the
/// configured one, per load.
final class WebsiteModeTests: XCTestCase {
    func testDesktopURLsAreRequestedWithTheDesktopUserAgentAndOthersWithTheConfiguredOne() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let mobileAgent = "SkipWebTest/1.0 (Mobile)"
            let configuration = WebEngineConfiguration(customUserAgent: mobileAgent, profile: .ephemeral)
            configuration.desktopWebsiteForURL = { url in url.path.hasPrefix("/page/desktop") }
            let engine = WebEngine(configuration: configuration)

            try await engine.load(url: server.url("/page/desktop-mode"))
            XCTAssertTrue(engine.isDesktopWebsite)
            let desktopAgent = try XCTUnwrap(server.requests(for: "/page/desktop-mode").last?.headers["user-agent"])
            XCTAssertNotEqual(desktopAgent, mobileAgent)
            XCTAssertTrue(desktopAgent.contains("X11; Linux"), "WebKitGTK's desktop agent, got \(desktopAgent)")
            let pageAgent = try await engine.evaluate(js: "navigator.userAgent")  // JSON text
            XCTAssertEqual(pageAgent, "\"\(desktopAgent)\"")

            try await engine.load(url: server.url("/page/mobile-mode"))
            XCTAssertFalse(engine.isDesktopWebsite)
            XCTAssertEqual(server.requests(for: "/page/mobile-mode").last?.headers["user-agent"], mobileAgent)
        }
    }

    func testWithoutADecisionClosureNothingIsDesktop() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(customUserAgent: "Agent/1"))
            engine.prepareWebsiteMode(for: URL(string: "https://example.org/")!)
            XCTAssertFalse(engine.isDesktopWebsite)
            XCTAssertEqual(engine.userAgent, "Agent/1")
        }
    }
}
