import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The importer's output, compiled by WebKit and applied to a real page: it blocks what the Adblock Plus
/// filters of Fixtures/sample-filters.txt meant, and nothing else.
final class ImportedFilterListTests: ContentBlockerTestCase {
    /// Subresources of the fixture page that sample filters block, with the filter that blocks each.
    static let blocked: [(path: String, filter: String)] = [
        ("/cb-import/ad-banner/1.png", "/ad-banner/*"),
        ("/cb-import/img-advert-300x250.png", "-advert-300x250."),
        ("/cb-import/pixel.png", "&ad_slot= (pixel.png?x=1&ad_slot=top)"),
        ("/cb-import/lib/tracking.js", "/tracking.js|"),
        ("/cb-import/top_sponsor/1.png", "_sponsor^"),
        ("/cb-import/Tracking/Pixel.gif", "/Tracking/Pixel.gif$match-case"),
        ("/cb-import/promo/x/popunder", "/promo/*/popunder^$~script,~stylesheet"),
    ]
    /// Subresources that look alike but no filter covers.
    static let allowed = [
        "/cb-import/ok.png", "/cb-import/lib/tracking-v2.js", "/cb-import/tracking/pixel.gif",
        "/cb-import/sponsorship.png", "/cb-import/pixel-ok.png",
    ]

    func testImportedSampleListCompilesInWebKitAndBlocksWhatTheFiltersMeant() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            Self.installPage(on: server)
            let rules = URL(fileURLWithPath: files.listPath("sample.json"))
            try FileManager.default.createDirectory(
                at: rules.deletingLastPathComponent(), withIntermediateDirectories: true)
            let conversion = try FilterListImporter().importFilterList(
                contentsOf: URL(fileURLWithPath: BlockerTestFiles.fixturePath("sample-filters.txt")),
                writingRulesTo: rules)
            XCTAssertEqual(conversion.skipped.count, 9, "the unsupported lines are reported, not dropped")
            XCTAssertEqual(try Data(contentsOf: rules), Data(conversion.json().utf8))

            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [rules.path])))
            let errors = await engine.awaitContentBlockerSetup()
            XCTAssertEqual(errors, [], "WebKit refused the imported list")

            try await engine.load(url: server.url("/cb-import/page"))
            for (path, filter) in Self.blocked {
                XCTAssertEqual(server.requests(for: path).count, 0, "\(filter) did not block \(path)")
            }
            for path in Self.allowed {
                XCTAssertEqual(server.requests(for: path).count, 1, "\(path) was blocked though no filter covers it")
            }
            let display = try await engine.evaluate(
                js: """
                    Object.fromEntries(['banner', 'sponsored-1', 'adsense', 'textad', 'sidebar', 'content']
                      .map(id => [id, getComputedStyle(document.getElementById(id)).display]))
                    """)
            let shown = try JSONDecoder().decode([String: String].self, from: Data((display ?? "{}").utf8))
            XCTAssertEqual(
                shown,
                [
                    "banner": "none", "sponsored-1": "none", "adsense": "none", "textad": "none",
                    "sidebar": "block", "content": "block",
                ])
        }
    }

    func testDefaultRuleListCompilesInWebKit() {
        runOnMainLoop {
            let defaultList = URL(fileURLWithPath: BlockerTestFiles.fixturePath("../../../rules/default.json"))
                .standardized
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [defaultList.path]))
            let errors = await runtime.prepare()
            XCTAssertEqual(errors, [], "WebKit refused rules/default.json")
        }
    }

    func testImportReportsUnreadableSourceAndUnwritableDestination() throws {
        let files = self.files!
        let missing = URL(fileURLWithPath: files.listPath("missing.txt"))
        XCTAssertThrowsError(
            try FilterListImporter().importFilterList(
                contentsOf: missing, writingRulesTo: URL(fileURLWithPath: files.listPath("out.json")))
        ) { error in
            XCTAssertEqual(
                error as? FilterListFileError,
                .fileReadFailed(path: missing.path, description: "No such file or directory"))
        }
        let source = URL(fileURLWithPath: try files.writeList("filters.txt", "||ads.example^\n"))
        let blocked = URL(fileURLWithPath: try files.writeList("a-file", "x")).appendingPathComponent("out.json")
        XCTAssertThrowsError(try FilterListImporter().importFilterList(contentsOf: source, writingRulesTo: blocked)) {
            error in
            guard case .fileWriteFailed(let path, _) = error as? FilterListFileError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, blocked.path)
        }
    }

    @MainActor
    private static func installPage(on server: FixtureServer) {
        let images = (blocked.map(\.path) + allowed).filter { !$0.hasSuffix(".js") }.map { path in
            path == "/cb-import/pixel.png" ? "<img src=\"\(path)?x=1&ad_slot=top\">" : "<img src=\"\(path)\">"
        }
        let body =
            images.joined() + """
                <script src="/cb-import/lib/tracking.js"></script><script src="/cb-import/lib/tracking-v2.js"></script>
                <div class="ad-banner" id="banner">a</div><div id="sponsored-1">b</div>
                <ins class="adsbygoogle" id="adsense" style="display:block">c</ins><div class="text-ad" id="textad">d</div>
                <div class="sidebar-promo" id="sidebar">e</div><p id="content">f</p>
                """
        let png = FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG)
        server.route(prefix: "/cb-import/") { request in
            if request.path == "/cb-import/page" { return .html(title: "import", body: body) }
            if request.path.hasSuffix(".js") {
                return FixtureResponse(contentType: "text/javascript", body: Data("1;".utf8))
            }
            return png
        }
    }
}
