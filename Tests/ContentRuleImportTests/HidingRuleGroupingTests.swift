import ContentRuleImport
import Foundation
import XCTest

/// Element-hiding filters with the same domains share one `css-display-none` rule per batch of selectors.
final class HidingRuleGroupingTests: XCTestCase {
    func testGenericHidingFiltersShareOneRule() {
        let rules = FilterListImporter().convert("##.ad-slot\n###ad-top\n##div[id^=\"div-gpt-ad\"]\n##.ad-slot").rules
        XCTAssertEqual(rules.map(\.action.selector), [#".ad-slot,#ad-top,div[id^="div-gpt-ad"]"#])
    }

    func testHidingFiltersOnTheSameDomainsShareARuleAndOtherDomainsKeepTheirs() {
        let rules = FilterListImporter().convert("a.example##.x\nb.example##.y\na.example##.z").rules
        XCTAssertEqual(rules.map(\.action.selector), [".x,.z", ".y"])
        XCTAssertEqual(
            rules.map(\.trigger.urlFilter),
            [#"^[^:]+://([^/]+\.)?a\.example[/:]"#, #"^[^:]+://([^/]+\.)?b\.example[/:]"#])
    }

    func testAnElementHidingExceptionStillExemptsItsDomainFromOneSelectorOnly() {
        let rules = FilterListImporter().convert("##.ad\n##.banner\nnews.example#@#.ad").rules
        XCTAssertEqual(rules.count, 2)
        XCTAssertEqual(rules.first { $0.action.selector == ".banner" }?.trigger.unlessDomain, nil)
        XCTAssertEqual(rules.first { $0.action.selector == ".ad" }?.trigger.unlessDomain, ["*news.example"])
    }

    func testSelectorsWithUnknownPseudoClassesKeepARuleOfTheirOwn() {
        let text = "##.ad\n##.x:-webkit-any(.y)\n##.story:not(.ok)\n##a[href=\"x:y\"]\n##p::before"
        let rules = FilterListImporter().convert(text).rules
        XCTAssertEqual(
            Set(rules.map(\.action.selector)),
            [".x:-webkit-any(.y)", #".ad,.story:not(.ok),a[href="x:y"],p::before"#])
    }

    func testLargeGroupsAreCutIntoBatchesOfAThousandSelectors() {
        let text = (0..<2_500).map { "##.ad-\($0)" }.joined(separator: "\n")
        let rules = FilterListImporter().convert(text).rules
        XCTAssertEqual(rules.map { $0.action.selector?.split(separator: ",").count }, [1_000, 1_000, 500])
    }
}
