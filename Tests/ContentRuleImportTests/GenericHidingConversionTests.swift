import ContentRuleImport
import Foundation
import XCTest

/// `FilterListImporter(genericHiding: .cosmeticScript)`: generic element hiding leaves the WebKit rules for
/// the cosmetic script, a probe rule takes its place, and everything else converts as before.
final class GenericHidingConversionTests: XCTestCase {
    func testGenericHidingGoesToTheScriptWithItsExclusionsAndTheProbeTakesItsPlace() {
        let text = """
            ##.ad
            ~forum.example##.banner
            news.example#@#.ad
            ##.gone
            #@#.gone
            shop.example##.promo
            @@||blog.example^$generichide
            """
        let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert(text)
        XCTAssertEqual(
            conversion.cosmeticFilters.genericHiding,
            [
                GenericHidingSelector(selector: ".ad", excludedDomains: ["news.example"]),
                GenericHidingSelector(selector: ".banner", excludedDomains: ["forum.example"]),
            ])
        let hiding = conversion.rules.filter { $0.action.type == .cssDisplayNone }
        XCTAssertEqual(hiding.map(\.action.selector), [GenericHidingSelector.probeSelector, ".promo"])
        XCTAssertEqual(hiding.map(\.trigger.urlFilter), [".*", #"^[^:]+://([^/]+\.)?shop\.example[/:]"#])
        XCTAssertEqual(
            hiding.map(\.trigger.resourceType), [[.document], [.document]],
            "the probe restricted as $generichide cancels it; specific hiding matches document loads")
        XCTAssertEqual(conversion.skipped, [])
    }

    func testTheRuleListModeIsTheDefaultAndKeepsGenericHidingInWebKit() {
        let text = "##.ad\nshop.example##.promo"
        XCTAssertEqual(FilterListImporter().convert(text), FilterListImporter(genericHiding: .ruleList).convert(text))
        let conversion = FilterListImporter().convert(text)
        XCTAssertEqual(conversion.cosmeticFilters.genericHiding, [])
        XCTAssertEqual(conversion.rules.map(\.action.selector), [".ad", ".promo"])
    }

    func testAListWithoutGenericHidingGetsNoProbe() {
        let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert("||ads.example^\nshop.example##.x")
        XCTAssertFalse(conversion.rules.contains { $0.action.selector == GenericHidingSelector.probeSelector })
        XCTAssertTrue(conversion.cosmeticFilters.isEmpty)
    }

    func testGenericHidingSurvivesTheCosmeticFileAndAnOlderFileStillReads() throws {
        let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert("##.ad\n~a.example###top")
        let json = conversion.cosmeticFilters.json()
        XCTAssertEqual(
            json,
            ##"{"filters":[],"genericHiding":[{"selector":".ad"},{"excludedDomains":["a.example"],"selector":"#top"}],"version":1}"##
        )
        XCTAssertEqual(try CosmeticFilterList.decode(Data(json.utf8)), conversion.cosmeticFilters)
        XCTAssertEqual(try CosmeticFilterList.decode(Data(#"{"filters":[],"version":1}"#.utf8)), CosmeticFilterList())
        XCTAssertEqual(CosmeticFilterList().json(), #"{"filters":[],"version":1}"#)
    }
}
