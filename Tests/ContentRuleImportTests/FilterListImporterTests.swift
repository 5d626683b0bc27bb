import ContentRuleImport
import Foundation
import XCTest

/// The Adblock Plus / EasyList importer, as a spec: which lines become which WebKit rules, in what order,
/// and which lines are reported instead, with why.
final class FilterListImporterTests: XCTestCase {
    typealias Rule = ContentBlockerRule
    typealias Trigger = ContentBlockerRule.Trigger

    /// What a filter without type options applies to: every subresource, no top-level document, no popup.
    static let allSubresources: [Rule.ResourceType] = [
        .childDocument, .fetch, .font, .image, .media, .other, .script, .styleSheet, .svgDocument, .websocket,
    ]
    static let hostPrefix = #"^[^:]+://([^/]+\.)?"#
    /// The rule that follows the blocks of filters without type options and keeps them off pages and popups.
    static let topLevelPass = Rule(
        trigger: Trigger(urlFilter: ".*", resourceType: [.popup, .topDocument]), action: .ignorePreviousRules)

    // MARK: - Comments and reports

    func testCommentsHeadersAndBlankLinesAreIgnoredWithoutReport() {
        let conversion = convert("[Adblock Plus 2.0]\n! Title: Test\n\n   \n!#if env_safari\n! Expires: 1 day")
        XCTAssertEqual(conversion.rules, [])
        XCTAssertEqual(conversion.skipped, [])
    }

    func testSkippedLinesCarryLineNumberTrimmedTextAndReason() {
        let conversion = convert("! comment\n  ||ads.example^$csp=default-src 'none'  \n##.ad")
        XCTAssertEqual(conversion.skipped.count, 1)
        let skipped = conversion.skipped.first
        XCTAssertEqual(skipped?.lineNumber, 2)
        XCTAssertEqual(skipped?.line, "||ads.example^$csp=default-src 'none'")
        XCTAssertEqual(
            skipped?.reason,
            "Option '$csp' is not supported: WebKit content blockers cannot add a Content-Security-Policy header.")
    }

    func testWindowsLineEndingsKeepLineNumbers() {
        let conversion = convert("! a\r\n||ads.example^\r\n#?#.x:-abp-contains(y)\r\n")
        XCTAssertEqual(conversion.rules.count, 2, "the block and the top-level pass")
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [3])
    }

    // MARK: - URL patterns

    func testHostAnchorBecomesAnchoredHostRegex() {
        XCTAssertEqual(
            blockRule("||ads.example.com^"),
            Rule(
                trigger: Trigger(urlFilter: Self.hostPrefix + #"ads\.example\.com[/:]"#), action: .block))
    }

    func testHostAnchorWithPathKeepsThePath() {
        XCTAssertEqual(urlFilter("||cdn.example.net/ads/"), Self.hostPrefix + #"cdn\.example\.net/ads/"#)
    }

    func testHostIsLowercasedButPathKeepsItsCase() {
        XCTAssertEqual(
            urlFilter("||CDN.Example.NET/Ads/Banner.JS"), Self.hostPrefix + #"cdn\.example\.net/Ads/Banner\.JS"#)
    }

    func testTrailingSeparatorMatchesASeparatorOrTheEnd() {
        XCTAssertEqual(urlFilter("_sponsor^"), "_sponsor([^a-zA-Z0-9_.%-].*)?$")
        XCTAssertEqual(urlFilter("||example.com/ads^"), Self.hostPrefix + "example\\.com/ads([^a-zA-Z0-9_.%-].*)?$")
    }

    func testInnerSeparatorMatchesOneSeparatorCharacter() {
        XCTAssertEqual(urlFilter("^ad_frame^size="), "[^a-zA-Z0-9_.%-]ad_frame[^a-zA-Z0-9_.%-]size=")
    }

    func testPipeAnchorsBecomeStartAndEndAssertions() {
        XCTAssertEqual(urlFilter("|https://ads."), #"^https://ads\."#)
        XCTAssertEqual(urlFilter("/tracking.js|"), #"/tracking\.js$"#)
        XCTAssertEqual(urlFilter("|http://example.com/|"), #"^http://example\.com/$"#)
    }

    func testWildcardsBecomeDotStarAndAreDroppedAtTheEnds() {
        XCTAssertEqual(urlFilter("/ad-banner/*"), "/ad-banner/")
        XCTAssertEqual(urlFilter("*/adserve/*/pixel**.gif"), #"/adserve/.*/pixel.*\.gif"#)
        XCTAssertEqual(urlFilter("|*/ads.js"), #"/ads\.js"#)
    }

    func testRegexMetacharactersAreEscaped() {
        XCTAssertEqual(urlFilter("/ad.php?id=(1)+[x]{y}$z\\"), #"/ad\.php\?id=\(1\)\+\[x\]\{y\}\$z\\"#)
    }

    func testPipeInsidePatternIsReported() {
        assertSkipped("/ads|banner.gif", reasonContains: "'|' is only an anchor")
    }

    func testNonASCIIPatternIsReported() {
        assertSkipped("||рекламa.example^", reasonContains: "ASCII")
    }

    func testPatternWithWhitespaceIsReported() {
        assertSkipped("0.0.0.0 ads.example.com", reasonContains: "whitespace")
    }

    func testFilterBlockingEverythingIsReported() {
        assertSkipped("*", reasonContains: "block every request")
        assertSkipped("$~image", reasonContains: "block every request")
    }

    func testEmptyPatternWithConditionsMatchesEveryURL() {
        XCTAssertEqual(
            blockRule("$script,third-party,domain=news.example"),
            Rule(
                trigger: Trigger(
                    urlFilter: ".*", ifDomain: ["*news.example"], resourceType: [.script], loadType: [.thirdParty]),
                action: .block))
    }

    // MARK: - Regular-expression filters

    func testRegexFilterWithinWebKitSubsetIsConverted() {
        XCTAssertEqual(
            urlFilter(#"/^https?:\/\/cdn\d+\.ads\.example\//$script"#), #"^https?://cdn[0-9]+\.ads\.example/"#)
        XCTAssertEqual(urlFilter(#"/\/(?:ad)+_\w*?\.js$/"#), #"/(ad)+_[a-zA-Z0-9_]*\.js$"#)
    }

    func testDollarInsideRegexIsNotTakenForOptions() {
        XCTAssertEqual(urlFilter(#"/\.gif$/"#), #"\.gif$"#)
        XCTAssertEqual(
            blockRule(#"/\.gif$/$image"#)?.trigger.resourceType, [.image])
    }

    func testRegexFiltersOutsideWebKitSubsetAreReported() {
        let cases: [(line: String, reason: String)] = [
            (#"/banner\.(gif|png)+/"#, "repeated or nested group"),
            (#"/^https:\/\/[a-z]{8,40}\.com\//"#, "too large to spell out"),
            (#"/ads{2/"#, "unterminated '{'"),
            (#"/\bads\b/"#, "escape '\\b'"),
            (#"/ads(?=\.js)/"#, "lookarounds"),
            (#"/(ad)\/\1/"#, "escape '\\1'"),
            (#"/ads\/^x/"#, "'^' only at the very start"),
            (#"/[ads/"#, "unterminated character class"),
        ]
        for (line, reason) in cases {
            assertSkipped(line, reasonContains: reason)
        }
    }

    // MARK: - Helpers

    func convert(_ text: String) -> FilterListConversion {
        FilterListImporter().convert(text)
    }

    /// The single rule a one-line list converts to (besides the top-level pass), failing the test if the
    /// line is skipped.
    func blockRule(_ line: String, file: StaticString = #filePath, line testLine: UInt = #line) -> Rule? {
        let conversion = convert(line)
        XCTAssertEqual(conversion.skipped, [], file: file, line: testLine)
        let rules = conversion.rules.filter { $0 != Self.topLevelPass }
        XCTAssertEqual(rules.count, 1, "rules for \(line)", file: file, line: testLine)
        return rules.first
    }

    func urlFilter(_ line: String, file: StaticString = #filePath, line testLine: UInt = #line) -> String? {
        blockRule(line, file: file, line: testLine)?.trigger.urlFilter
    }

    func assertSkipped(
        _ line: String, reasonContains expected: String, file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        let conversion = convert(line)
        XCTAssertEqual(conversion.rules, [], "\(line) should not convert", file: file, line: testLine)
        XCTAssertEqual(conversion.skipped.count, 1, "\(line) should be reported", file: file, line: testLine)
        let reason = conversion.skipped.first?.reason ?? ""
        XCTAssertTrue(
            reason.contains(expected), "reason for \(line) was: \(reason)", file: file, line: testLine)
    }

    /// The constructs WebKit's url-filter parser rejects (URLFilterParser.cpp) must never be emitted.
    func assertWithinWebKitSubset(
        _ filter: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(filter.isEmpty, file: file, line: line)
        XCTAssertTrue(filter.unicodeScalars.allSatisfy(\.isASCII), "non-ASCII in \(filter)", file: file, line: line)
        XCTAssertFalse(filter.contains("|"), "disjunction in \(filter)", file: file, line: line)
        XCTAssertNil(
            filter.range(of: #"(?<!\\)\{[0-9]"#, options: .regularExpression), "quantifier in \(filter)",
            file: file, line: line)
        XCTAssertNil(
            filter.range(of: #"\\[0-9bBdDwWsS]"#, options: .regularExpression), "class/backref in \(filter)",
            file: file, line: line)
        XCTAssertFalse(filter.contains("(?"), "lookaround or special group in \(filter)", file: file, line: line)
        var escaped = false
        for (offset, character) in filter.enumerated() {
            defer { escaped = !escaped && character == "\\" }
            guard !escaped else { continue }
            if character == "$" {
                XCTAssertEqual(offset, filter.count - 1, "'$' inside \(filter)", file: file, line: line)
            }
        }
    }

    var repositoryRoot: URL {
        // Resolve symlinks so the tests also find the fixtures when this file is linked into a scratch package.
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func fixture(_ name: String) throws -> String {
        let url = repositoryRoot.appendingPathComponent("Tests/GtkWebTests/Fixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    func decodeRules(_ json: String) throws -> [Rule] {
        try JSONDecoder().decode([Rule].self, from: Data(json.utf8))
    }
}
