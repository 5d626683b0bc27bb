import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Procedural hiding and CSS injection, in EasyList's syntax, converted by the importer and applied by GtkWeb's
/// cosmetic-filter script on real pages: each hides or styles what the filter names on its sites, leaves the
/// other elements and sites alone, and also catches elements added after the page loaded.
final class CosmeticFilterScriptTests: XCTestCase {
    /// An engine whose only user script is the cosmetic-filter script of `filters` (none may be skipped),
    /// with `whitelist` as its whitelisted domains.
    @MainActor private static func engine(filtering filters: String, whitelist: [String] = []) throws -> WebEngine {
        let conversion = FilterListImporter().convert(filters)
        XCTAssertEqual(conversion.skipped.map(\.line), [], "every filter of the test converts")
        XCTAssertFalse(conversion.cosmeticFilters.filters.isEmpty)
        let script = conversion.cosmeticFilters.userScript(whitelistedDomains: whitelist)
        return WebEngine(configuration: WebEngineConfiguration(userScripts: [script]))
    }

    /// A page script that, once the page loaded and the timers queued before its `load` ran (the filter
    /// script's first pass is one), reports the card's `display`: on the page as `data-settled`, and to its
    /// parent window, if any, as a message.
    private static let reportWhenSettled = """
        <script>
          addEventListener('load', () => setTimeout(() => {
            const display = getComputedStyle(document.getElementById('card')).display;
            document.documentElement.dataset.settled = display;
            if (parent !== window) parent.postMessage(display, '*');
          }));
        </script>
        """

    /// Serves `body` at `/cosmetic/<name>` and returns its address on `host`.
    @MainActor private static func page(_ name: String, body: String, host: String = "127.0.0.1") throws -> URL {
        let server = try SharedFixtures.httpServer()
        server.route("/cosmetic/\(name)") { _ in .html(title: name, body: body) }
        return server.url("/cosmetic/\(name)", host: host)
    }

    /// The computed `display` of each element, by id, joined with commas.
    @MainActor private static func displays(_ engine: WebEngine, _ ids: [String]) async throws -> String? {
        try await engine.evaluate(
            js: "\(ids).map(id => getComputedStyle(document.getElementById(id)).display).join()")
    }

    private static func hidden(_ id: String) -> String {
        "getComputedStyle(document.getElementById('\(id)')).display === 'none'"
    }

    /// The first filter's CSS is refused by WebKit's `querySelectorAll`: it is dropped alone.
    func testAbpContainsAndHasTextHideTheElementsWithTheTextAndNoOthers() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: """
                    127.0.0.1#?#.card:not-a-pseudo-class:-abp-contains(News)
                    127.0.0.1#?#.card:-abp-contains(Sponsored)
                    127.0.0.1#?#.card:has-text(/^\\s*Promo \\d+/)
                    127.0.0.1#?#div.missing:-abp-contains(News)
                    """)
            let url = try Self.page(
                "contains",
                body: """
                    <div class=card id=sponsored>Sponsored by Acme</div>
                    <div class=card id=promo> Promo 42</div>
                    <div class=card id=news>News of the day, not a Promo 42</div>
                    <p id=text>Sponsored text outside any card</p>
                    """)
            try await engine.load(url: url)
            try await waitUntilPage(engine, Self.hidden("sponsored") + " && " + Self.hidden("promo"))
            let others = try await Self.displays(engine, ["news", "text"])
            XCTAssertEqual(others, #""block,block""#)

            _ = try await engine.evaluate(
                js: """
                    const late = document.createElement('div');
                    late.className = 'card'; late.id = 'late'; late.textContent = 'Sponsored later';
                    const plain = document.createElement('div');
                    plain.className = 'card'; plain.id = 'plain'; plain.textContent = 'Weather';
                    document.body.append(plain, late); true
                    """)
            try await waitUntilPage(engine, Self.hidden("late"))
            let plain = try await Self.displays(engine, ["plain"])
            XCTAssertEqual(plain, #""block""#, "an added element without the text stays visible")
        }
    }

    func testAbpHasWithAProceduralArgumentHidesTheContainerOfTheMatchingChild() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: "127.0.0.1#?#div.post:-abp-has(> span.label:-abp-contains(Promoted))")
            let url = try Self.page(
                "has",
                body: """
                    <div class=post id=promoted><span class=label>Promoted</span> buy</div>
                    <div class=post id=nested><div><span class=label>Promoted</span></div> grandchild only</div>
                    <div class=post id=organic><span class=label>Friends</span> Promoted in text</div>
                    """)
            try await engine.load(url: url)
            try await waitUntilPage(engine, Self.hidden("promoted"))
            let others = try await Self.displays(engine, ["nested", "organic"])
            XCTAssertEqual(others, #""block,block""#, "only a direct child span.label with the text counts")
        }
    }

    func testAbpPropertiesHidesElementsStyledByAMatchingStyleSheetRule() {
        runOnMainLoop {
            let engine = try Self.engine(filtering: "127.0.0.1#?#:-abp-properties(width: 300px; height: 250px;)")
            let url = try Self.page(
                "properties",
                body: """
                    <style>.slot { width: 300px; height: 250px; } .wide { width: 300px; height: 90px; }</style>
                    <div class=slot id=slot>ad</div><div class=wide id=wide>banner</div><div id=plain>text</div>
                    """)
            try await engine.load(url: url)
            try await waitUntilPage(engine, Self.hidden("slot"))
            let others = try await Self.displays(engine, ["wide", "plain"])
            XCTAssertEqual(others, #""block,block""#)

            _ = try await engine.evaluate(
                js: "const slot = document.createElement('div'); slot.className = 'slot'; slot.id = 'late'; "
                    + "document.body.append(slot); true")
            try await waitUntilPage(engine, Self.hidden("late"))
        }
    }

    func testStyleInjectionStylesAndRemovesOnlyTheNamedElements() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: """
                    127.0.0.1##.header {margin-top:0 !important;}
                    127.0.0.1##.overlay:style(visibility: hidden !important; height: 7px)
                    127.0.0.1##[data-testid="wallpaper"] {remove:true;}
                    """)
            let url = try Self.page(
                "style",
                body: """
                    <style>.header, .other { margin-top: 162px !important; }</style>
                    <div class=header id=header>h</div>
                    <div class=overlay id=overlay>o</div>
                    <div data-testid=wallpaper id=wallpaper>w</div>
                    <div class=other id=other>x</div>
                    """)
            try await engine.load(url: url)
            try await waitUntilPage(engine, "!document.getElementById('wallpaper')")
            let styled = try await engine.evaluate(
                js: """
                    [getComputedStyle(header).marginTop, getComputedStyle(overlay).visibility,
                     getComputedStyle(overlay).height, getComputedStyle(other).marginTop].join()
                    """)
            XCTAssertEqual(styled, #""0px,hidden,7px,162px""#)
        }
    }

    func testFiltersApplyOnTheirOwnDomainsAndNotOnExcludedOnes() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: """
                    127.0.0.1,example.*#?#.card:-abp-contains(Sponsored)
                    localhost,~localhost#?#.card:has-text(Sponsored)
                    localhost#?##marker:-abp-contains(marker)
                    """)
            let body = "<div class=card id=card>Sponsored</div><p id=marker>marker</p>"
            try await engine.load(url: Self.page("domains", body: body, host: "localhost"))
            // The marker filter runs in the same pass, after the card filter: once it hid, the card's was applied.
            try await waitUntilPage(engine, Self.hidden("marker"))
            let card = try await Self.displays(engine, ["card"])
            XCTAssertEqual(card, #""block""#, "neither a 127.0.0.1 filter nor one excluding localhost applies")

            try await engine.load(url: Self.page("domains", body: body))
            try await waitUntilPage(engine, Self.hidden("card"))
            let marker = try await Self.displays(engine, ["marker"])
            XCTAssertEqual(marker, #""block""#)
        }
    }

    func testFiltersOfAParentDomainAndOfANameUnderAnyTopLevelDomainApplyOnASubdomain() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: """
                    localhost#?#.card:-abp-contains(Sponsored)
                    ads.*#?##marker:-abp-contains(marker)
                    """)
            let body = "<div class=card id=card>Sponsored</div><p id=marker>marker</p>"
            try await engine.load(url: Self.page("subdomain", body: body, host: "ads.localhost"))
            try await waitUntilPage(engine, Self.hidden("card"))
            try await waitUntilPage(engine, Self.hidden("marker"))
        }
    }

    func testInAFrameTheFramesOwnHostDecides() {
        runOnMainLoop {
            let engine = try Self.engine(filtering: "localhost#?#.card:-abp-contains(Sponsored)")
            let frame = try Self.page(
                "frame",
                body: """
                    <div class=card id=card>Sponsored</div>
                    <script>
                      const report = () => getComputedStyle(card).display === 'none'
                        ? parent.postMessage('card hidden', '*') : setTimeout(report, 20);
                      report();
                    </script>
                    """,
                host: "localhost")
            let top = try Self.page(
                "framed",
                body: """
                    <div class=card id=card>Sponsored</div>
                    <script>addEventListener('message', (e) => { document.body.dataset.frame = e.data; });</script>
                    <iframe src="\(frame.absoluteString)"></iframe>
                    """)
            try await engine.load(url: top)
            try await waitUntilPage(engine, "document.body.dataset.frame === 'card hidden'")
            let card = try await Self.displays(engine, ["card"])
            XCTAssertEqual(card, #""block""#, "the top page is on 127.0.0.1, which the filter does not name")
        }
    }

    func testNoFilterAppliesOnAWhitelistedPageHostButOnOthers() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: "127.0.0.1,localhost#?#.card:-abp-contains(Sponsored)",
                whitelist: [" LOCALHOST ", "not a host"])
            let body = "<div class=card id=card>Sponsored</div>" + Self.reportWhenSettled
            try await engine.load(url: Self.page("whitelist-control", body: body))
            try await waitUntilPage(engine, "document.documentElement.dataset.settled === 'none'")

            try await engine.load(url: Self.page("whitelisted", body: body, host: "localhost"))
            try await waitUntilPage(engine, "document.documentElement.dataset.settled !== undefined")
            let card = try await Self.displays(engine, ["card"])
            XCTAssertEqual(card, #""block""#, "localhost is whitelisted")
        }
    }

    func testAFrameOfAWhitelistedPageIsLeftAloneWhateverItsOwnHost() {
        runOnMainLoop {
            let engine = try Self.engine(
                filtering: "localhost#?#.card:-abp-contains(Sponsored)", whitelist: ["127.0.0.1"])
            let frame = try Self.page(
                "whitelisted-frame", body: "<div class=card id=card>Sponsored</div>" + Self.reportWhenSettled,
                host: "localhost")
            let top = try Self.page(
                "whitelisted-top",
                body: """
                    <script>addEventListener('message', (e) => { document.body.dataset.frame = e.data; });</script>
                    <iframe src="\(frame.absoluteString)"></iframe>
                    """)
            try await engine.load(url: top)
            try await waitUntilPage(engine, "document.body.dataset.frame !== undefined")
            let shown = try await engine.evaluate(js: "document.body.dataset.frame")
            XCTAssertEqual(shown, #""block""#, "the top page, on 127.0.0.1, is whitelisted")

            try await engine.load(url: frame)
            try await waitUntilPage(engine, "document.documentElement.dataset.settled === 'none'")
        }
    }
}
