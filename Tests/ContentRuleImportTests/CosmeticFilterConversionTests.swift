import ContentRuleImport
import Foundation
import XCTest

/// Procedural hiding and style injection, as EasyList writes them (the lines are its own), become
/// `CosmeticFilter`s for GtkWeb's script; what the script cannot apply exactly is reported, never widened.
final class CosmeticFilterConversionTests: XCTestCase {
    private func filter(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) -> CosmeticFilter? {
        let conversion = FilterListImporter().convert(line)
        XCTAssertEqual(conversion.skipped.map(\.reason), [], file: file, line: lineNumber)
        XCTAssertEqual(conversion.rules, [], "no WebKit rule for \(line)", file: file, line: lineNumber)
        return conversion.cosmeticFilters.filters.first
    }

    private func skipReason(_ line: String) -> String? {
        let conversion = FilterListImporter().convert(line)
        XCTAssertEqual(conversion.cosmeticFilters.filters, [], "\(line) must not be applied")
        return conversion.skipped.first?.reason
    }

    func testAbpContainsAndHasTextBecomeATextStepAfterTheirCSS() {
        XCTAssertEqual(
            filter("kaufland.*#?#.recommender-wrapper:-abp-contains(Gesponsert)"),
            CosmeticFilter(
                domains: ["kaufland.*"],
                steps: [.css(".recommender-wrapper"), .contains(CosmeticTextPattern(source: "Gesponsert"))],
                action: .hide))
        XCTAssertEqual(
            filter("provigo.ca#?#.css-1nhzth8:-abp-contains(/sponsorisé|sponsored/)")?.steps.last,
            .contains(CosmeticTextPattern(source: "sponsorisé|sponsored", isRegex: true)))
        XCTAssertEqual(
            filter("www.yahoo.com#?#.uppercase.text-xs:has-text(Advertisement)")?.steps,
            [.css(".uppercase.text-xs"), .contains(CosmeticTextPattern(source: "Advertisement"))])
    }

    func testAbpHasAroundAProceduralOperatorBecomesAHasStep() {
        XCTAssertEqual(
            filter("cruisecritic.com#?#.block:has(a[data-tracking]:-abp-contains(Sponsored))")?.steps,
            [.css(".block"), .has([.css("a[data-tracking]"), .contains(CosmeticTextPattern(source: "Sponsored"))])])
        XCTAssertEqual(
            filter("semafor.com#?#.suppress-rss:-abp-has(:-abp-contains(Supported by))")?.steps,
            [.css(".suppress-rss"), .has([.css("*"), .contains(CosmeticTextPattern(source: "Supported by"))])])
        XCTAssertEqual(
            filter("4wank.com#?#.video-holder > center > :-abp-contains(/^Advertisement$/)")?.steps.first,
            .css(".video-holder > center > *"))
    }

    func testAbpPropertiesBecomesACaseInsensitiveRegexWithWildcards() {
        XCTAssertEqual(
            filter("pornhub.com#?#:-abp-properties(height: 300px; width: 315px;)")?.steps,
            [.properties(CosmeticTextPattern(source: "height: 300px; width: 315px;", isRegex: true, flags: "i"))])
        XCTAssertEqual(
            filter("xvideos.com,youporn.com#?#:-abp-properties(*data:image*)")?.steps,
            [.properties(CosmeticTextPattern(source: ".*data:image.*", isRegex: true, flags: "i"))])
    }

    func testStyleInjectionAndRemovalBecomeActions() {
        XCTAssertEqual(
            filter("benzinga.com##.cUDaEv {margin-top:162px !important;}"),
            CosmeticFilter(
                domains: ["benzinga.com"], steps: [.css(".cUDaEv")], action: .style("margin-top:162px !important;")))
        XCTAssertEqual(
            filter("anikore.jp##html[class^=\"loading\"]:style(visibility: visible !important;)")?.action,
            .style("visibility: visible !important;"))
        XCTAssertEqual(
            filter("euronews.com###o-site-hr__leaderboard-wallpaper.u-show-for-xlarge {remove:true;}"),
            CosmeticFilter(
                domains: ["euronews.com"], steps: [.css("#o-site-hr__leaderboard-wallpaper.u-show-for-xlarge")],
                action: .remove))
    }

    func testIncludedAndExcludedDomainsAreKeptTogether() {
        let filter = filter("example.com,~shop.example.com#?#div:-abp-contains(Ad)")
        XCTAssertEqual(filter?.domains, ["example.com"])
        XCTAssertEqual(filter?.excludedDomains, ["shop.example.com"])
    }

    func testPageWideElementHidingExceptionsAlsoTurnOffTheScriptsFilters() {
        let conversion = FilterListImporter().convert(
            """
            example.com,example.*,other.org#?#div:-abp-contains(Ad)
            @@||shop.example.com^$elemhide
            @@||example.co.uk^$document
            @@$elemhide,domain=other.org
            @@||unrelated.net^$elemhide
            @@||example.com^$generichide
            """)
        XCTAssertEqual(
            conversion.cosmeticFilters.filters.first?.excludedDomains,
            ["shop.example.com", "example.co.uk", "other.org"])
    }

    func testWhatTheScriptCannotApplyExactlyIsReportedWithTheReason() {
        let cases: [(line: String, reason: String)] = [
            ("infographicjournal.com#?#.et_pb_module:-abp-contains(Partners) + .et_pb_module", "sibling combinator"),
            ("example.com#?#div:xpath(//div)", "':xpath('"),
            ("example.com#?#.a:-abp-contains(x), .b", "selector list"),
            ("example.com#?#.a:-abp-contains(x", "unbalanced"),
            ("example.com#?#.a:-abp-contains(/[/)", "not a valid regular expression"),
            ("example.com##.a {background: url(https://tracker.example/x.png)}", "plain declarations"),
            ("example.com##.a {}", "no declarations"),
            ("example.com##.a {color}", "not a CSS declaration"),
            ("example.com#?#:-abp-contains(Ad)", "CSS selector before it"),
            ("##.story:-abp-contains(Sponsored)", "apply only on the sites they name"),
            ("example.com##+js(set-constant, ads, false)", "Scriptlet"),
        ]
        for (line, reason) in cases {
            let found = skipReason(line)
            XCTAssertTrue(found?.contains(reason) ?? false, "\(line): \(found ?? "not skipped")")
        }
    }

    func testTheListRoundTripsThroughItsJSON() throws {
        let conversion = FilterListImporter().convert(
            """
            example.com#?#div:-abp-has(> span:-abp-contains(/Ad|Promo/i))
            example.org##.a:style(height: 0)
            example.net##.b {remove:true;}
            pornhub.com#?#:-abp-properties(height: 300px;)
            """)
        XCTAssertEqual(conversion.cosmeticFilters.filters.count, 4)
        let decoded = try CosmeticFilterList.decode(Data(conversion.cosmeticFilters.json().utf8))
        XCTAssertEqual(decoded, conversion.cosmeticFilters)
    }

    func testAFileThatIsNotACosmeticListGetsATypedError() {
        XCTAssertThrowsError(try CosmeticFilterList.decode(Data("[1, 2]".utf8))) { error in
            guard case .invalidJSON = error as? CosmeticFilterListError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try CosmeticFilterList.decode(Data(#"{"version": 2, "filters": []}"#.utf8))) { error in
            XCTAssertEqual(error as? CosmeticFilterListError, .unsupportedVersion(2))
        }
        let unknownStep =
            #"{"version":1,"filters":[{"domains":["a.com"],"excludedDomains":[],"#
            + #""steps":[{"xpath":"//div"}],"action":{"hide":true}}]}"#
        XCTAssertThrowsError(try CosmeticFilterList.decode(Data(unknownStep.utf8)))
    }

    func testProceduralExceptionsExcludeTheirSitesOrDropTheFilter() {
        let list = """
            example.com,news.example#?#div:-abp-contains(Sponsored)
            news.example#@?#div:-abp-contains(Sponsored)
            shop.example#?#.tile:-abp-has(.badge:-abp-contains(Ad))
            #@?#.tile:-abp-has(.badge:-abp-contains(Ad))
            blog.example##.promo:style(height: 0 !important)
            m.blog.example#@#.promo:style(height: 0 !important)
            """
        let conversion = FilterListImporter().convert(list)
        XCTAssertEqual(conversion.skipped, [])
        XCTAssertEqual(
            conversion.cosmeticFilters.filters.map(\.domains), [["example.com", "news.example"], ["blog.example"]])
        XCTAssertEqual(
            conversion.cosmeticFilters.filters.map(\.excludedDomains), [["news.example"], ["m.blog.example"]])
    }

    func testAProceduralExceptionWithoutItsFilterOrNarrowedByTildeIsReported() {
        let conversion = FilterListImporter().convert(
            "a.example#?#p:-abp-contains(x)\nb.example#@?#p:-abp-contains(y)\n~c.example#@?#p:-abp-contains(x)")
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2, 3])
        XCTAssertEqual(conversion.cosmeticFilters.filters.first?.excludedDomains, [])
    }
}
