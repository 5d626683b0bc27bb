import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Blocks of filters without type options carry no `resource-type` and are followed by one top-level pass (an
/// `ignore-previous-rules` for pages and popups): compiled by WebKit, a host filter still blocks everything a
/// page loads from the host, never a navigation to it, and the hiding rules below the pass still apply.
final class ImportedTopLevelPassTests: ContentBlockerTestCase {
    func testHostFilterBlocksTheHostsImagesScriptsAndFramesButNotANavigationToIt() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let blocked = server.url("/cb-pass/", host: "localhost").absoluteString
            server.route(prefix: "/cb-pass/") { request in
                switch request.path {
                case "/cb-pass/ad.png":
                    return FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG)
                case "/cb-pass/ad.js":
                    return FixtureResponse(contentType: "text/javascript", body: Data("window.adRan = true;".utf8))
                case "/cb-pass/frame": return .html(title: "frame", body: "<p>frame</p>")
                default:
                    return .html(
                        title: "page",
                        body: """
                            <img id=ad src="\(blocked)ad.png"><script src="\(blocked)ad.js"></script>
                            <iframe src="\(blocked)frame"></iframe><div class=banner id=banner>banner</div>
                            """)
                }
            }
            let engine = try await Self.engine(importing: "||localhost^\n##.banner", files: files)
            @MainActor func fromBlockedHost(_ path: String) -> Int {
                server.requests(for: "/cb-pass/\(path)").filter { $0.host == "localhost" }.count
            }

            try await engine.load(url: server.url("/cb-pass/page"))
            try await waitUntilPage(engine, "document.readyState === 'complete'")
            XCTAssertEqual(fromBlockedHost("ad.png"), 0, "the image from the filtered host loaded")
            XCTAssertEqual(fromBlockedHost("ad.js"), 0, "the script from the filtered host loaded")
            XCTAssertEqual(fromBlockedHost("frame"), 0, "the frame from the filtered host loaded")
            let hidden = try await engine.evaluate(js: "getComputedStyle(document.getElementById('banner')).display")
            XCTAssertEqual(hidden, #""none""#, "the hiding rule below the pass did not apply")

            // A navigation to the host itself is no request type of Adblock Plus: it goes through.
            try await engine.load(url: server.url("/cb-pass/landing", host: "localhost"))
            XCTAssertEqual(fromBlockedHost("landing"), 1, "the top-level navigation to the filtered host was blocked")
            let hiddenThere = try await engine.evaluate(
                js: "getComputedStyle(document.getElementById('banner')).display")
            XCTAssertEqual(hiddenThere, #""none""#, "the pass also cancelled the hiding on the host's own page")
            XCTAssertEqual(fromBlockedHost("ad.png"), 0, "the host's page loaded the host's image")
        }
    }

    func testGenericHideExceptionSparesTheBannerButNotTheBlockedImage() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-pass-ghide")
            let engine = try await Self.engine(
                importing: "/cb-pass-ghide/ad.png\n##.banner\n@@||127.0.0.1^$generichide", files: files)

            try await engine.load(url: page.url())
            let excepted = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(
                excepted, PageState(script: true, banner: "block", ad: false, ok: true),
                "$generichide must turn off generic hiding only, not the block of the page's image")
            XCTAssertEqual(page.requests("ad.png"), 0)

            try await engine.load(url: page.url(host: "localhost"))
            let elsewhere = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(elsewhere, PageState(script: true, banner: "none", ad: false, ok: true))
        }
    }

}
