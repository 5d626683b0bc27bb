import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Filters in EasyList's own syntax that the importer used to skip, converted, compiled by WebKit and applied
/// to real pages: each blocks or hides what the filter meant, and nothing more.
final class ImportedRealWorldFilterTests: ContentBlockerTestCase {
    func testDocumentFilterBlocksTheTopLevelNavigationButNotTheSameURLInAFrame() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route(prefix: "/cb-doc/") { request in
                if request.path == "/cb-doc/page" {
                    return .html(title: "page", body: #"<iframe id=frame src="/cb-doc/r.php?u=https://scam"></iframe>"#)
                }
                return .html(title: "scam", body: "<p>scam</p>")
            }
            // EasyList's own line.
            let engine = try await Self.engine(importing: "/r.php?u=https$document", files: files)

            try await engine.load(url: server.url("/cb-doc/page"))
            try await waitUntil("the frame to load the filtered address") {
                server.requests(for: "/cb-doc/r.php").count == 1
            }
            let scam = server.url("/cb-doc/r.php?u=https://scam")
            do {
                try await engine.load(url: scam)
                XCTFail("the $document filter let the top-level navigation through")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .contentBlocked)
            }
            XCTAssertEqual(server.requests(for: "/cb-doc/r.php").count, 1, "only the frame's load reached the server")
        }
    }

    func testWildcardTopLevelDomainAppliesOnTheSiteAndNotElsewhere() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-wildcard")
            let engine = try await Self.engine(
                importing: """
                    127.0.0.*,example.org##.banner
                    example.*##p
                    /ad.png$image,domain=news.example|127.0.0.*
                    """,
                files: files)

            try await engine.load(url: page.url(host: "127.0.0.1"))
            let onSite = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(onSite, PageState(script: true, banner: "none", ad: false, ok: true))
            let paragraph = try await engine.evaluate(
                js: "getComputedStyle(document.getElementById('content')).display")
            XCTAssertEqual(paragraph, #""block""#, "example.* must not match 127.0.0.1")

            try await engine.load(url: page.url(host: "localhost"))
            let elsewhere = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(elsewhere, .unblocked)
        }
    }

    func testGroupedHidingRulesHideEverySelectorAndABadSelectorTakesNoOtherWithIt() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-grouped")
            let engine = try await Self.engine(
                importing: """
                    ##.ad-slot
                    ##.banner
                    ##p:not-a-pseudo-class
                    ###content
                    localhost#@##content
                    """,
                files: files)

            try await engine.load(url: page.url())
            let state = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(state.banner, "none", "the batch with .banner was dropped")
            let content = try await engine.evaluate(js: "getComputedStyle(document.getElementById('content')).display")
            XCTAssertEqual(content, #""none""#)

            try await engine.load(url: page.url(host: "localhost"))
            let onExceptedSite = try await engine.evaluate(
                js: "[getComputedStyle(banner).display, getComputedStyle(content).display].join()")
            XCTAssertEqual(onExceptedSite, #""none,block""#, "the #@# exception spares #content only")
        }
    }

    func testAbpHasHidesThroughCSSHas() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-abp-has")
            let engine = try await Self.engine(
                importing: "127.0.0.1#?#div:-abp-has(+ #content)\n##p:-abp-has(> .absent)\n##.ad-slot", files: files)

            try await engine.load(url: page.url())
            let shown = try await engine.evaluate(
                js: "[getComputedStyle(banner).display, getComputedStyle(content).display].join()")
            XCTAssertEqual(
                shown, #""none,block""#, "the div followed by #content is hidden, the p without .absent is not")
        }
    }

    func testImportantBlockHoldsAgainstAnExceptionButNotAgainstADocumentException() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-important")
            let engine = try await Self.engine(
                importing: "/cb-important/ad.png$important\n@@/cb-important/ad.png\n@@||localhost^$document",
                files: files)

            try await engine.load(url: page.url())
            let here = try await BlockerFixturePage.state(of: engine)
            XCTAssertFalse(here.ad, "the exception cancelled the $important block")
            XCTAssertEqual(page.requests("ad.png"), 0)

            try await engine.load(url: page.url(host: "localhost"))
            let excepted = try await BlockerFixturePage.state(of: engine)
            XCTAssertTrue(excepted.ad, "the $document exception did not win over $important")
        }
    }

    func testPageWideExceptionOnAnAddressSparesThatPageOnly() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-address")
            let engine = try await Self.engine(importing: "##.banner\n@@/cb-address/other$generichide", files: files)

            try await engine.load(url: page.url(page: "other"))
            let spared = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(spared.banner, "block")

            try await engine.load(url: page.url())
            let hidden = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(hidden.banner, "none")
        }
    }

    func testCountedRepetitionRegexBlocksTheAddressesItDescribes() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-counted")
            // EasyList writes /\/[0-9a-f]{32}\/invoke\.js/; the fixture's names are shorter.
            let engine = try await Self.engine(importing: #"/cb-counted\/[a-z]{2}\.(png)/$image"#, files: files)

            try await engine.load(url: page.url())
            let state = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(state, PageState(script: true, banner: "block", ad: false, ok: false))
            XCTAssertEqual(page.requests("ad.png") + page.requests("ok.png"), 0)
        }
    }

    func testAlternationBlocksEveryBranchAndNothingElse() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-alternation")
            // EasyPrivacy writes /^https?:\/\/tmx\.(td|tdbank)\.com\/…/.
            let engine = try await Self.engine(importing: #"/cb-alternation\/(ad|ok)\.(png|gif)/"#, files: files)

            try await engine.load(url: page.url())
            let state = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(state, PageState(script: true, banner: "block", ad: false, ok: false))
            XCTAssertEqual(page.requests("ad.js"), 1)
        }
    }

    func testJoinedRulesBlockWhatEachFilterMeantAndNothingElse() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let images = [
                "a1.png", "a2.png", "a3.png", "trac.png", "track.png", "tracks.png", "p.png", "p-v2.png", "p-v3.png",
            ]
            let png = FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG)
            server.route(prefix: "/cb-joined/") { request in
                guard request.path == "/cb-joined/page" else { return png }
                return .html(title: "joined", body: images.map { "<img src=\($0)>" }.joined())
            }
            let filters = [
                "/cb-joined/a1.png", "/cb-joined/a2.png", "/cb-joined/trac.png", "/cb-joined/track.png",
                "/cb-joined/p.png", "/cb-joined/p-v2.png",
            ]
            XCTAssertEqual(
                FilterListImporter().convert(filters.joined(separator: "\n")).rules.count, 4,
                "three joined blocks and the top-level pass")
            let engine = try await Self.engine(importing: filters.joined(separator: "\n"), files: files)

            try await engine.load(url: server.url("/cb-joined/page"))
            let loaded = images.filter { !server.requests(for: "/cb-joined/\($0)").isEmpty }
            XCTAssertEqual(loaded, ["a3.png", "tracks.png", "p-v3.png"])
        }
    }
}
