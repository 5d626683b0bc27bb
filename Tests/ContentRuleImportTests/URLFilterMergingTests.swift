import ContentRuleImport
import Foundation
import XCTest

/// Rules that differ only in their url-filter join into one whose regex matches the same URLs, and nothing
/// more: numbered hosts into a class, an inserted word into an optional group.
final class URLFilterMergingTests: XCTestCase {
    static let hostPrefix = #"^[^:]+://([^/]+\.)?"#

    func blockFilters(_ text: String) -> [String] {
        FilterListImporter().convert(text).rules.filter { $0.action == .block }.map(\.trigger.urlFilter)
    }

    func testNumberedHostsJoinIntoOneCharacterClass() {
        // EasyPrivacy's own hosts.
        XCTAssertEqual(
            blockFilters("||a24457.actonservice.com^\n||a27457.actonservice.com^\n||a24957.actonservice.com^"),
            [
                Self.hostPrefix + #"a2[47]457\.actonservice\.com[/:]"#,
                Self.hostPrefix + #"a24957\.actonservice\.com[/:]"#,
            ])
        XCTAssertEqual(
            blockFilters("||imglnka.com^\n||imglnkb.com^\n||imglnkc.com^"),
            [Self.hostPrefix + #"imglnk[abc]\.com[/:]"#])
    }

    func testInsertedCharactersBecomeAnOptionalPart() {
        XCTAssertEqual(
            blockFilters("||metric.example.ch^\n||metrics.example.ch^"),
            [Self.hostPrefix + #"metrics?\.example\.ch[/:]"#])
        XCTAssertEqual(
            blockFilters("||utiq.eldia.es^\n||utiq.eldiario.es^"), [Self.hostPrefix + #"utiq\.eldia(rio)?\.es[/:]"#])
    }

    func testAnInsertedSeparatorAndWordBecomeAnOptionalGroup() {
        XCTAssertEqual(
            blockFilters("||smetrics.example.com^\n||smetrics.example.com.ar^"),
            [Self.hostPrefix + #"smetrics\.example\.com(\.ar)?[/:]"#])
        XCTAssertEqual(
            blockFilters("||link-qc.example.com^\n||link.example.com^"),
            [Self.hostPrefix + #"link(-qc)?\.example\.com[/:]"#])
    }

    func testRulesWithOtherConditionsActionsOrWordsStaySeparate() {
        XCTAssertEqual(blockFilters("||a1.example^$script\n||a2.example^").count, 2, "another resource type")
        XCTAssertEqual(blockFilters("||a1.example^$domain=x.example\n||a2.example^").count, 2, "another condition")
        let conversion = FilterListImporter().convert("||a1.example^\n@@||a2.example^")
        XCTAssertEqual(conversion.rules.count, 3, "a block, the top-level pass and an exception")
        XCTAssertEqual(blockFilters("||ab.example^\n||ba.example^").count, 2, "two characters differ")
        XCTAssertEqual(blockFilters("||tracker.example^\n||tracking.example^").count, 2, "no insertion spells both")
    }

    func testADifferenceUnderAQuantifierOrInAClassIsNotJoined() {
        XCTAssertEqual(blockFilters("/cb-ab*c/\n/cb-ad*c/").count, 2, "the quantifier repeats the differing character")
        XCTAssertEqual(blockFilters("/cb-[ab]x/\n/cb-[ac]x/").count, 2, "inside a class")
        XCTAssertEqual(blockFilters("/cb-(ab)x/\n/cb-(ac)x/").count, 2, "inside a group")
    }

    func testJoinedFiltersMatchExactlyTheURLsTheirFiltersMatched() throws {
        let filters = [
            "||a1.example^", "||a2.example^", "||trac.example^", "||track.example^", "||pixel.example/v/",
            "||pixel.example/v-2/", "/ad-banner1.", "/ad-banner2.",
        ]
        let joined = blockFilters(filters.joined(separator: "\n"))
        XCTAssertLessThan(joined.count, filters.count, "\(joined)")
        let separate = filters.flatMap { blockFilters($0) }
        let urls = [
            "https://a1.example/x", "https://a2.example/", "https://a3.example/", "https://a12.example/",
            "https://x.a2.example:8080/", "https://trac.example/", "https://track.example/", "https://tracks.example/",
            "https://trak.example/", "http://pixel.example/v/1", "http://pixel.example/v-2/1",
            "http://pixel.example/v-3/1", "http://pixel.example/v2/", "https://s.example/ad-banner1.png",
            "https://s.example/ad-banner2.gif", "https://s.example/ad-banner3.gif", "https://s.example/ad-banner12.gif",
        ]
        for url in urls {
            let before = try separate.contains { try matches($0, url) }
            let after = try joined.contains { try matches($0, url) }
            XCTAssertEqual(after, before, url)
        }
    }

    func testIdenticalFiltersFromTwoListsBecomeOneRule() {
        let conversion = FilterListImporter().convert(lists: ["||ads.example^\n##.ad", "||ads.example^\n##.ad"])
        XCTAssertEqual(conversion.rules.filter { $0.action == .block }.count, 1)
        XCTAssertEqual(Set(conversion.rules).count, conversion.rules.count)
    }

    /// Whether `filter` matches `url` as WebKit matches it: anywhere in the URL, case-insensitively.
    private func matches(_ filter: String, _ url: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: filter, options: [.caseInsensitive])
        return regex.firstMatch(in: url, range: NSRange(url.startIndex..., in: url)) != nil
    }
}
