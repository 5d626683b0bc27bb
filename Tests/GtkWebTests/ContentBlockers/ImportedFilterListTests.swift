import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The importer's output, compiled by WebKit and applied to a real page: it blocks what the Adblock Plus
/// filters of Fixtures/sample-filters.txt meant, and nothing else.
final class ImportedFilterListTests: ContentBlockerTestCase {
    /// Subresources of the fixture page (under its folder) that sample filters block, with the filter that
    /// blocks each.
    static let blocked: [(path: String, filter: String)] = [
        ("ad-banner/1.png", "/ad-banner/*"),
        ("img-advert-300x250.png", "-advert-300x250."),
        ("pixel.png", "&ad_slot= (pixel.png?x=1&ad_slot=top)"),
        ("lib/tracking.js", "/tracking.js|"),
        ("top_sponsor/1.png", "_sponsor^"),
        ("Tracking/Pixel.gif", "/Tracking/Pixel.gif$match-case"),
        ("promo/x/popunder", "/promo/*/popunder^$~script,~stylesheet"),
    ]
    /// Subresources that look alike but no filter covers.
    static let allowed = ["ok.png", "lib/tracking-v2.js", "tracking/pixel.gif", "sponsorship.png", "pixel-ok.png"]
    /// A subresource `/ad-banner/*` blocks, unless the list also holds `exception`.
    static let excepted = "ad-banner/kept.png"
    /// The exception that lets `excepted` load.
    static let exception = "@@/ad-banner/kept.png"
    /// The `display` of the page's elements that sample filters hide, or do not.
    static let expectedDisplay = [
        "banner": "none", "sponsored-1": "none", "adsense": "none", "textad": "none", "sidebar": "block",
        "content": "block",
    ]

    func testImportedSampleListCompilesInWebKitAndBlocksWhatTheFiltersMeant() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let rules = URL(fileURLWithPath: files.listPath("sample.json"))
            try FileManager.default.createDirectory(
                at: rules.deletingLastPathComponent(), withIntermediateDirectories: true)
            let imported = try FilterListImporter().importFilterList(
                contentsOf: URL(fileURLWithPath: BlockerTestFiles.fixturePath("sample-filters.txt")),
                writingRulesTo: rules)
            let conversion = imported.conversion
            XCTAssertEqual(conversion.skipped.count, 8, "the unsupported lines are reported, not dropped")
            XCTAssertEqual(conversion.cosmeticFilters.filters.count, 1, "the #?# line goes to the cosmetic script")
            XCTAssertEqual(imported.ruleListFiles, [rules], "the rules fit one list")
            XCTAssertEqual(try Data(contentsOf: rules), Data(conversion.json().utf8))

            let outcome = try await Self.loadPage(in: "/cb-import/", on: server, ruleListPaths: imported.ruleListPaths)
            for (path, filter) in Self.blocked {
                XCTAssertEqual(outcome.requests[path], 0, "\(filter) did not block \(path)")
            }
            for path in Self.allowed {
                XCTAssertEqual(outcome.requests[path], 1, "\(path) was blocked though no filter covers it")
            }
            XCTAssertEqual(outcome.display, Self.expectedDisplay)
        }
    }

    func testSampleListSplitPastTheLimitBlocksAndHidesTogetherWhatTheWholeListDoes() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let sample = try String(
                contentsOfFile: BlockerTestFiles.fixturePath("sample-filters.txt"), encoding: .utf8)
            let source = URL(fileURLWithPath: try files.writeList("filters.txt", sample + "\n" + Self.exception))
            let whole = URL(fileURLWithPath: files.listPath("whole/rules.json"))
            let split = URL(fileURLWithPath: files.listPath("split/rules.json"))
            for folder in [whole, split] {
                try FileManager.default.createDirectory(
                    at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let single = try FilterListImporter().importFilterList(contentsOf: source, writingRulesTo: whole)
            let exceptions = single.conversion.rules.filter { $0.action == .ignorePreviousRules }.count
            let limit = exceptions + 3
            let parts = try FilterListImporter().importFilterList(
                contentsOf: source, writingRulesTo: split, ruleLimit: limit)
            XCTAssertEqual(parts.ruleListFiles.first, split)
            XCTAssertGreaterThan(
                parts.ruleListFiles.count, 2, "\(single.conversion.rules.count) rules, \(limit) a list")
            for file in parts.ruleListFiles {
                let rules = try JSONDecoder().decode([ContentBlockerRule].self, from: Data(contentsOf: file))
                XCTAssertLessThanOrEqual(rules.count, limit, file.lastPathComponent)
            }

            let expected = try await Self.loadPage(in: "/cb-whole/", on: server, ruleListPaths: single.ruleListPaths)
            let outcome = try await Self.loadPage(in: "/cb-split/", on: server, ruleListPaths: parts.ruleListPaths)
            XCTAssertEqual(outcome.requests, expected.requests, "the parts block other requests than the whole list")
            XCTAssertEqual(outcome.display, expected.display, "the parts hide other elements than the whole list")
            XCTAssertEqual(expected.display, Self.expectedDisplay)
            XCTAssertEqual(expected.requests[Self.excepted], 1, "\(Self.exception) let it load")
            XCTAssertEqual(expected.requests[Self.blocked[0].path], 0, "\(Self.blocked[0].filter) blocked it")
        }
    }

    func testSampleListWithGenericHidingInTheScriptBlocksAndHidesWhatTheRuleListDoes() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let sample = URL(fileURLWithPath: BlockerTestFiles.fixturePath("sample-filters.txt"))
            let inWebKit = try FilterListImporter().convert(contentsOf: sample)
            let inScript = try FilterListImporter(genericHiding: .cosmeticScript).convert(contentsOf: sample)
            XCTAssertFalse(inScript.cosmeticFilters.genericHiding.isEmpty, "the sample list has generic hiding")
            XCTAssertEqual(inScript.skipped, inWebKit.skipped)
            let expected = try await Self.loadPage(
                in: "/cb-sample-webkit/", on: server,
                ruleListPaths: [try files.writeList("webkit.json", inWebKit.json())],
                userScripts: [inWebKit.cosmeticFilters.userScript()])
            let outcome = try await Self.loadPage(
                in: "/cb-sample-script/", on: server,
                ruleListPaths: [try files.writeList("script.json", inScript.json())],
                userScripts: [inScript.cosmeticFilters.userScript()])
            XCTAssertEqual(outcome.requests, expected.requests)
            XCTAssertEqual(outcome.display, expected.display)
            XCTAssertEqual(outcome.display, Self.expectedDisplay)
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

    /// What a page under `folder` loaded with `ruleListPaths`: the requests each subresource made (by its
    /// path under `folder`), and the `display` of the page's elements.
    @MainActor
    private static func loadPage(
        in folder: String, on server: FixtureServer, ruleListPaths: [String], userScripts: [WebViewUserScript] = []
    ) async throws -> (requests: [String: Int], display: [String: String]) {
        installPage(in: folder, on: server)
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                userScripts: userScripts,
                contentBlockers: WebContentBlockerConfiguration(ruleListPaths: ruleListPaths)))
        let errors = await engine.awaitContentBlockerSetup()
        XCTAssertEqual(errors, [], "WebKit refused the imported list")
        try await engine.load(url: server.url(folder + "page"))
        try await settleGenericHiding(engine)
        let display = try await engine.evaluate(
            js: """
                Object.fromEntries(['banner', 'sponsored-1', 'adsense', 'textad', 'sidebar', 'content']
                  .map(id => [id, getComputedStyle(document.getElementById(id)).display]))
                """)
        let requests = (blocked.map(\.path) + allowed + [excepted]).map {
            ($0, server.requests(for: folder + $0).count)
        }
        return (
            Dictionary(uniqueKeysWithValues: requests),
            try JSONDecoder().decode([String: String].self, from: Data((display ?? "{}").utf8))
        )
    }

    @MainActor
    private static func installPage(in folder: String, on server: FixtureServer) {
        let images = (blocked.map(\.path) + allowed + [excepted]).filter { !$0.hasSuffix(".js") }.map { path in
            path == "pixel.png" ? "<img src=\"\(folder + path)?x=1&ad_slot=top\">" : "<img src=\"\(folder + path)\">"
        }
        let body =
            images.joined() + """
                <script src="\(folder)lib/tracking.js"></script><script src="\(folder)lib/tracking-v2.js"></script>
                <div class="ad-banner" id="banner">a</div><div id="sponsored-1">b</div>
                <ins class="adsbygoogle" id="adsense" style="display:block">c</ins><div class="text-ad" id="textad">d</div>
                <div class="sidebar-promo" id="sidebar">e</div><p id="content">f</p>
                """
        let png = FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG)
        server.route(prefix: folder) { request in
            if request.path == folder + "page" { return .html(title: "import", body: body) }
            if request.path.hasSuffix(".js") {
                return FixtureResponse(contentType: "text/javascript", body: Data("1;".utf8))
            }
            return png
        }
    }
}
