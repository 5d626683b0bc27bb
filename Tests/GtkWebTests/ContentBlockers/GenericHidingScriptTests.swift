import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Generic element hiding left to the cosmetic-filter script (`FilterListImporter(genericHiding:
/// .cosmeticScript)`), on real pages in WebKit: the script hides what the generic filters name, at load
/// and when elements or classes appear later, except where `#@#`, `$generichide`, `$elemhide` or a
/// whitelist say not to; domain-specific hiding stays WebKit's.
final class GenericHidingScriptTests: ContentBlockerTestCase {
    /// An engine with `filters` converted with generic hiding in the script: the rules compiled by WebKit
    /// (with `whitelist` as the content blockers' whitelist) and the cosmetic script (with `scriptWhitelist`).
    @MainActor
    static func engineHidingInScript(
        importing filters: String, files: BlockerTestFiles, whitelist: [String] = [], scriptWhitelist: [String] = []
    ) async throws -> WebEngine {
        let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert(filters)
        XCTAssertEqual(conversion.skipped, [], "every filter converts")
        XCTAssertFalse(conversion.cosmeticFilters.genericHiding.isEmpty, "generic hiding is the script's")
        let list = try files.writeList("generic.json", conversion.json())
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                userScripts: [conversion.cosmeticFilters.userScript(whitelistedDomains: scriptWhitelist)],
                contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [list], whitelistedDomains: whitelist)))
        let errors = await engine.awaitContentBlockerSetup()
        XCTAssertEqual(errors, [], "WebKit refused the converted list")
        return engine
    }

    /// The computed `display` of the elements with these ids, joined with commas.
    @MainActor
    static func displays(_ engine: WebEngine, _ ids: [String]) async throws -> String? {
        try await settleGenericHiding(engine)
        return try await engine.evaluate(
            js: "\(ids).map(id => getComputedStyle(document.getElementById(id)).display).join()")
    }

    func testGenericClassIsHiddenAtLoadAndWhenAddedLaterByScript() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic")
            // The last filter names a class written with CSS escapes, as utility-class frameworks make them.
            let engine = try await Self.engineHidingInScript(
                importing: "##.banner\n##p.late-ad\n###sponsor\n" + #"##.\[\&_\.gdpr\]\:\!z-\[5\]"#, files: files)

            try await engine.load(url: page.url())
            let atLoad = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(atLoad, PageState(script: true, banner: "none", ad: true, ok: true), "hidden by load")
            let content = try await Self.displays(engine, ["content"])
            XCTAssertEqual(content, #""block""#, "an element no filter names stays")

            _ = try await engine.evaluate(
                js: """
                    const late = document.createElement('div');
                    late.id = 'late'; late.className = 'banner';
                    const sponsor = document.createElement('section');
                    sponsor.innerHTML = '<span id=sponsor>sponsor</span><span id=plain>plain</span>';
                    const utility = document.createElement('div');
                    utility.id = 'utility'; utility.className = 'box [&_.gdpr]:!z-[5]';
                    document.body.append(late, sponsor, utility);
                    document.getElementById('content').classList.add('late-ad');
                    true
                    """)
            try await waitUntilPage(
                engine,
                ["late", "sponsor", "content", "utility"].map {
                    "getComputedStyle(document.getElementById('\($0)')).display === 'none'"
                }
                .joined(separator: " && "))
            let plain = try await Self.displays(engine, ["plain"])
            XCTAssertEqual(plain, #""inline""#)
        }
    }

    func testElementHidingExceptionAndGenerichideSpareTheirPagesAndSpecificHidingStaysInWebKit() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-exceptions")
            let filters = """
                ##.banner
                ###content
                localhost#@##content
                127.0.0.1##img
                @@/cb-generic-exceptions/other$generichide
                """
            let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert(filters)
            XCTAssertEqual(
                conversion.rules.compactMap { $0.action.selector }, [GenericHidingSelector.probeSelector, "img"],
                "WebKit keeps the probe and the specific filter")
            let engine = try await Self.engineHidingInScript(importing: filters, files: files)

            try await engine.load(url: page.url())
            let everywhere = try await Self.displays(engine, ["banner", "content", "ad"])
            XCTAssertEqual(everywhere, #""none,none,none""#)

            try await engine.load(url: page.url(host: "localhost"))
            let excepted = try await Self.displays(engine, ["banner", "content", "ad"])
            XCTAssertEqual(excepted, #""none,block,inline""#, "#@# spares #content on localhost only")

            try await engine.load(url: page.url(page: "other"))
            let generichide = try await Self.displays(engine, ["banner", "content", "ad"])
            XCTAssertEqual(generichide, #""block,block,none""#, "$generichide spares generic hiding, not specific")
        }
    }

    func testElemhideAndTheBlockersWhitelistTurnGenericHidingOff() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-off")
            let engine = try await Self.engineHidingInScript(
                importing: "##.banner\n@@||localhost^$elemhide", files: files, whitelist: ["sub.localhost"])

            try await engine.load(url: page.url())
            let hidden = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(hidden.banner, "none")

            try await engine.load(url: page.url(host: "localhost"))
            let elemhide = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(elemhide.banner, "block", "$elemhide turns generic hiding off")

            try await LocalhostSubdomains.load(page.url(host: "sub.localhost"), in: engine)
            let whitelisted = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(whitelisted.banner, "block", "the content blockers' whitelist turns it off")
        }
    }

    func testLinksWhoseAddressesMatchAnAttributeSelectorAreHiddenAtLoadAndWhenAddedLaterAndOthersAreNot() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/cb-generic-links/page") { _ in
                .html(
                    title: "links",
                    body: """
                        <a id=ad href="https://ads.example/x?id=1">ad</a>
                        <a id=inside href="https://news.example/https://ads.example/">not at the start</a>
                        <a id=plain href="https://news.example/story">story</a>
                        <a id=click href="/go/click?to=1"><img id=pixel alt=pixel></a>
                        <div id=slot data-ad-slot=top>slot</div><div id=box>box</div>
                        """)
            }
            let engine = try await Self.engineHidingInScript(
                importing: """
                    ##a[href^="https://ads.example/"]
                    ##[href*="/click?"] > img
                    ##div[data-ad-slot]
                    ##a[href$=".late"]
                    ##a[href*="/sponsor/"]
                    ##div[data-late-ad]
                    """, files: files)

            try await engine.load(url: server.url("/cb-generic-links/page"))
            let atLoad = try await Self.displays(engine, ["ad", "inside", "plain", "pixel", "slot", "box"])
            XCTAssertEqual(atLoad, #""none,inline,inline,none,none,block""#)

            // Each selector these elements match is one no element matched at load, so that only the
            // script's report of the added link and div and of the changed address can bring it in.
            _ = try await engine.evaluate(
                js: """
                    const late = document.createElement('a');
                    late.id = 'late'; late.href = 'https://cdn.example/x.late';
                    const moved = document.getElementById('plain');
                    moved.setAttribute('href', '/sponsor/1');
                    const slot = document.createElement('div');
                    slot.id = 'late-slot'; slot.setAttribute('data-late-ad', '');
                    document.body.append(late, slot);
                    true
                    """)
            try await waitUntilPage(
                engine,
                ["late", "plain", "late-slot"].map {
                    "getComputedStyle(document.getElementById('\($0)')).display === 'none'"
                }
                .joined(separator: " && "))
            let others = try await Self.displays(engine, ["inside", "box"])
            XCTAssertEqual(others, #""inline,block""#)
        }
    }

    func testElementNamesThatKeySelectorsAndClassesBetweenAnyWhiteSpaceAreHiddenWhenAdded() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-names")
            let engine = try await Self.engineHidingInScript(
                importing: "##ad-slot\n##amp-ad\n##.late-ad\n##p.tabbed-ad", files: files)
            try await engine.load(url: page.url())

            // An element named by a filter, alone and inside another; classes after a tab and a line feed, one
            // class value shared by two elements; an element of a name no filter keys.
            _ = try await engine.evaluate(
                js: """
                    const slot = document.createElement('ad-slot');
                    slot.id = 'slot'; slot.textContent = 'slot';
                    const wrap = document.createElement('div');
                    wrap.innerHTML = '<amp-ad id=amp>amp</amp-ad><section id=section>section</section>';
                    const tabbed = document.createElement('p');
                    tabbed.id = 'tabbed'; tabbed.setAttribute('class', 'plain\\ttabbed-ad');
                    const twin = document.createElement('p');
                    twin.id = 'twin'; twin.setAttribute('class', 'plain\\ttabbed-ad');
                    document.body.append(slot, wrap, tabbed, twin);
                    document.getElementById('content').setAttribute('class', 'plain\\nlate-ad');
                    true
                    """)
            try await waitUntilPage(
                engine,
                ["slot", "amp", "tabbed", "twin", "content"].map {
                    "getComputedStyle(document.getElementById('\($0)')).display === 'none'"
                }
                .joined(separator: " && "))
            let section = try await Self.displays(engine, ["section"])
            XCTAssertEqual(section, #""block""#, "an element of a name no filter keys stays")
        }
    }

    func testElementsAddedOneByOneInsideEachOtherInOneBatchAreHidden() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-nested")
            let engine = try await Self.engineHidingInScript(importing: "##.banner\n###sponsor", files: files)
            try await engine.load(url: page.url())

            // Each element is added to the document before its child is added to it, as a parser does: the
            // batch records all of them, and the outermost one's walk must reach the inner ones.
            _ = try await engine.evaluate(
                js: """
                    let parent = document.body;
                    for (let depth = 0; depth < 4; depth++) {
                      const box = document.createElement('div');
                      parent.appendChild(box);
                      parent = box;
                    }
                    const inner = document.createElement('p');
                    inner.id = 'inner'; inner.className = 'banner';
                    parent.appendChild(inner);
                    const moved = document.createElement('b');
                    moved.id = 'sponsor';
                    parent.appendChild(moved);
                    document.body.appendChild(moved);
                    true
                    """)
            try await waitUntilPage(
                engine,
                "getComputedStyle(document.getElementById('inner')).display === 'none'"
                    + " && getComputedStyle(document.getElementById('sponsor')).display === 'none'")
        }
    }

    func testANameTooLongForTheHandlerDoesNotKeepTheOthersInItsBatchFromBeingHidden() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-long-name")
            let engine = try await Self.engineHidingInScript(importing: "##.late-banner", files: files)
            try await engine.load(url: page.url())

            // 300 ASCII bytes, and 200 characters of 2 bytes each: both past the handler's 256-byte names.
            _ = try await engine.evaluate(
                js: """
                    const long = document.createElement('div');
                    long.className = 'x'.repeat(300) + ' ' + 'é'.repeat(200);
                    long.id = 'y'.repeat(300);
                    const inner = document.createElement('p');
                    inner.id = 'inner'; inner.className = 'late-banner';
                    document.body.append(long, inner);
                    true
                    """)
            try await waitUntilPage(engine, "getComputedStyle(document.getElementById('inner')).display === 'none'")
        }
    }

    func testScriptHidesNothingWithoutItsRuleList() {
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-alone")
            let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert("##.banner")
            let engine = WebEngine(
                configuration: WebEngineConfiguration(userScripts: [conversion.cosmeticFilters.userScript()]))

            try await engine.load(url: page.url())
            let state = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(state.banner, "block", "no list, no probe rule: generic hiding is off")
        }
    }
}
