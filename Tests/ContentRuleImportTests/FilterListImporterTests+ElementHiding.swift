import ContentRuleImport
import Foundation
import XCTest

/// Element hiding, element-hiding exceptions and cosmetic syntax WebKit cannot express.
extension FilterListImporterTests {
    // MARK: - Element hiding

    func testGenericElementHidingUsesMatchAllFilter() {
        XCTAssertEqual(
            convert(#"##div[id^="sponsored-"]"#).rules,
            [Rule(trigger: Trigger(urlFilter: ".*"), action: .cssDisplayNone(#"div[id^="sponsored-"]"#))])
    }

    func testDomainElementHidingMatchesTheDocumentLoadsOfEachDomainAndItsSubdomains() {
        XCTAssertEqual(
            convert("News.Example,blog.example##.sidebar-promo").rules,
            [
                Rule(
                    trigger: Trigger(urlFilter: #"^[^:]+://([^/]+\.)?news\.example[/:]"#, resourceType: [.document]),
                    action: .cssDisplayNone(".sidebar-promo")),
                Rule(
                    trigger: Trigger(urlFilter: #"^[^:]+://([^/]+\.)?blog\.example[/:]"#, resourceType: [.document]),
                    action: .cssDisplayNone(".sidebar-promo")),
            ])
        XCTAssertEqual(
            convert("shop.*##.deal").rules.map(\.trigger.urlFilter),
            [#"^[^:]+://([^/]+\.)?shop\.[a-z0-9-]+(\.[a-z0-9-]+)?[/:]"#])
        XCTAssertEqual(convert("~forum.example##.text-ad").rules.first?.trigger.unlessDomain, ["*forum.example"])
    }

    func testElementHidingExceptionAddsUnlessDomainToGenericRule() {
        let conversion = convert("##.ad-banner\nnews.example#@#.ad-banner\n~forum.example##.ad-banner")
        XCTAssertEqual(conversion.skipped, [])
        XCTAssertEqual(
            conversion.rules.map(\.trigger.unlessDomain), [["*news.example"], ["*forum.example", "*news.example"]])
    }

    func testElementHidingExceptionRemovesDomainFromSpecificRule() {
        let conversion = convert(
            "news.example,blog.example,m.blog.example##.promo\nblog.example#@#.promo\nnews.example##.promo2\n"
                + "news.example#@#.promo2")
        XCTAssertEqual(conversion.skipped, [])
        XCTAssertEqual(
            conversion.rules,
            [
                Rule(
                    trigger: Trigger(urlFilter: #"^[^:]+://([^/]+\.)?news\.example[/:]"#, resourceType: [.document]),
                    action: .cssDisplayNone(".promo"))
            ])
    }

    func testElementHidingExceptionWithoutDomainsCancelsTheRule() {
        XCTAssertEqual(convert("##.ad\nexample.com##.ad\n#@#.ad").rules, [])
    }

    func testElementHidingExceptionWithoutMatchingRuleIsReported() {
        assertSkipped("shop.example#@#.newsletter-popup", reasonContains: "no ##.newsletter-popup filter")
    }

    func testElementHidingExceptionForSubdomainOfHiddenDomainIsReported() {
        let conversion = convert("example.com##.ad\nm.example.com#@#.ad")
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2])
        XCTAssertTrue(conversion.skipped.first?.reason.contains("subdomain of 'example.com'") ?? false)
        XCTAssertEqual(
            conversion.rules.first?.trigger.urlFilter, #"^[^:]+://([^/]+\.)?example\.com[/:]"#,
            "the hiding rule is unchanged")
    }

    func testUnsupportedCosmeticSyntaxIsReported() {
        let cases: [(line: String, reason: String)] = [
            ("news.example#$#abort-on-property-read adsbygoogle", "snippets"),
            ("news.example#%#window.ads = false;", "JavaScript"),
            ("news.example#@?#.story:has-text(Ad)", "no procedural or style filter with this selector"),
            ("blog.example##+js(set-constant, adsEnabled, false)", "Scriptlet"),
            ("blog.example##^script:has-text(adsbygoogle)", "HTML filtering"),
            ("blog.example$$script[tag-content=\"ads\"]", "HTML filtering"),
            ("##.story:has-text(Sponsored)", "apply only on the sites they name"),
            ("##.ad:style(height: 0 !important)", "apply only on the sites they name"),
            ("пример.рф##.ad", "punycode"),
            (#"##div[id="ad"#, "not valid CSS"),
            ("##.ad >", "not valid CSS"),
        ]
        for (line, reason) in cases {
            assertSkipped(line, reasonContains: reason)
        }
    }

    func testNativeHasSelectorIsKept() {
        XCTAssertEqual(convert("##div:has(> .sponsored)").rules.first?.action.selector, "div:has(> .sponsored)")
    }
}
