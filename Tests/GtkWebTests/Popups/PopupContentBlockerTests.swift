import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// Popups share their opener's content blockers, and `popup` rules and the popup whitelist decide
/// which `window.open` calls reach the UI delegate.
final class PopupContentBlockerTests: ContentBlockerTestCase {
    private static let rules = """
        [{"trigger":{"url-filter":"popup-target","resource-type":["popup"]},"action":{"type":"block"}},
         {"trigger":{"url-filter":"blocked\\\\.png"},"action":{"type":"block"}}]
        """

    @MainActor
    private static func opener(
        _ delegate: RecordingUIDelegate, list: String, popupWhitelist: [String], host: String
    ) async throws -> (WebEngine, FixtureServer) {
        let server = try SharedFixtures.httpServer()
        server.route("/popup-cb/opener") { _ in .html(title: "opener") }
        server.route("/popup-cb/popup-target") { _ in .html(title: "target") }
        server.route("/popup-cb/child") { _ in
            .html(title: "child", body: "<img src='/popup-cb/blocked.png'><img src='/popup-cb/ok.png'>")
        }
        for image in ["/popup-cb/blocked.png", "/popup-cb/ok.png"] {
            server.route(image) { _ in
                FixtureResponse(status: 200, contentType: "image/png", body: FixtureServer.onePixelPNG)
            }
        }
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                profile: .ephemeral, uiDelegate: delegate,
                contentBlockers: WebContentBlockerConfiguration(
                    ruleListPaths: [list], popupWhitelistedSourceDomains: popupWhitelist)))
        try await engine.load(url: server.url("/popup-cb/opener", host: host))
        return (engine, server)
    }

    func testAPopupRuleStopsWindowOpenAndTheChildKeepsTheOpenersRules() {
        let files = self.files!
        runOnMainLoop {
            let list = try files.writeList("popup-rules.json", Self.rules)
            let delegate = RecordingUIDelegate()
            let (engine, server) = try await Self.opener(delegate, list: list, popupWhitelist: [], host: "127.0.0.1")
            let blocked = try await engine.evaluate(js: "window.open('/popup-cb/popup-target') === null")
            XCTAssertEqual(blocked, "true")
            XCTAssertEqual(delegate.requests.count, 0, "a popup rule stops the request before the delegate")

            _ = try await engine.evaluate(js: "window.open('/popup-cb/child'); true")
            let child = try await delegate.waitForChild(loading: "/popup-cb/child")
            try await waitUntilPage(child, "[...document.images].every(i => i.complete)")
            XCTAssertEqual(server.requests(for: "/popup-cb/ok.png").count, 1)
            XCTAssertEqual(
                server.requests(for: "/popup-cb/blocked.png").count, 0, "the child ignored the opener's rules")
        }
    }

    func testThePopupWhitelistLetsListedSitesOpenBlockedPopups() {
        let files = self.files!
        runOnMainLoop {
            let list = try files.writeList("popup-whitelist.json", Self.rules)
            let delegate = RecordingUIDelegate()
            let (engine, _) = try await Self.opener(
                delegate, list: list, popupWhitelist: ["localhost"], host: "localhost")
            XCTAssertTrue(
                engine.configuration.contentBlockers?.allowsUnblockedPopup(fromSourceHost: "localhost") ?? false)
            let opened = try await engine.evaluate(js: "window.open('/popup-cb/popup-target') !== null")
            XCTAssertEqual(opened, "true")
            _ = try await delegate.waitForChild(loading: "/popup-cb/popup-target")
        }
    }
}
