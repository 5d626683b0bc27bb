import ContentRuleImport
import Foundation
import XCTest

/// Lists that are not clean UTF-8 text: each gets a clear error or per-line reports, never a crash and never a
/// rule WebKit would refuse.
final class BadInputTests: XCTestCase {
    func testByteOrderMarkIsDroppedAndTheFirstFilterStillConverts() throws {
        let text = try FilterListText.decode(Data([0xEF, 0xBB, 0xBF]) + Data("||ads.example^\n##.ad".utf8))
        XCTAssertEqual(FilterListImporter().convert(text).rules.count, 3, "block, top-level pass, hiding")
        XCTAssertEqual(FilterListImporter().convert("\u{FEFF}||ads.example^").skipped, [])
    }

    func testWindowsAndOldMacLineEndingsSplitLines() {
        let conversion = FilterListImporter().convert("||one.example^\r\n||two.example^\r||three.example^\r\n")
        XCTAssertEqual(conversion.rules.count, 4, "three blocks and the top-level pass")
        XCTAssertEqual(conversion.skipped, [])
    }

    func testBinaryAndUTF16FilesAreRefusedWithAReason() {
        XCTAssertThrowsError(try FilterListText.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]))) { error in
            XCTAssertEqual(error as? FilterListText.DecodingError, .binary)
        }
        XCTAssertThrowsError(try FilterListText.decode(Data([0xFF, 0xFE, 0x7C, 0x00]))) { error in
            XCTAssertEqual(error as? FilterListText.DecodingError, .utf16)
        }
    }

    func testLatin1LinesAreReportedAndTheRestConverts() throws {
        var latin1 = Data("||ads.example^\n".utf8)
        latin1 += Data([0x23, 0x23, 0x2E, 0x70, 0x75, 0x62, 0xE9, 0x0A])  // "##.pub\u{E9}" in Latin-1
        latin1 += Data("/caf".utf8) + Data([0xE9]) + Data("/ad.js\n".utf8)
        let conversion = FilterListImporter().convert(try FilterListText.decode(latin1))
        XCTAssertEqual(conversion.rules.count, 2, "the block and the top-level pass")
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2, 3])
        XCTAssertEqual(conversion.skipped.first?.category, "control characters or invalid UTF-8")
    }

    func testControlCharactersNeverReachARule() {
        let conversion = FilterListImporter().convert("##.ad\u{7}x\n||ads\u{1}.example^\n##.ok")
        XCTAssertEqual(conversion.rules.map(\.action.selector), [".ok"])
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [1, 2])
    }

    func testAMegabyteLineIsReportedWithoutConverting() {
        let huge = "||" + String(repeating: "a", count: 1_000_000) + ".example^"
        let conversion = FilterListImporter().convert("||ads.example^\n" + huge)
        XCTAssertEqual(conversion.rules.count, 2, "the block and the top-level pass")
        XCTAssertEqual(conversion.skipped.map(\.category), ["line too long"])
    }

    func testUnsupportedRegexesAreReportedNotEmitted() {
        for line in [#"/ads\d{2,40}\.js/"#, "/(ads|track)+er/", "/ad(?=s)/"] {
            let conversion = FilterListImporter().convert(line)
            XCTAssertEqual(conversion.rules, [], line)
            XCTAssertEqual(conversion.skipped.map(\.category), ["regex outside WebKit's subset"], line)
        }
    }

    func testAbpHasBecomesCSSHasInBothSeparators() {
        let conversion = FilterListImporter().convert(
            "dev.to#?#.crayons-card:-abp-has(.sponsorship-dropdown)\nexample.org##div:-abp-has(> .ad)\n"
                + "kaufland.*#?#.recommender-wrapper:-abp-contains(Gesponsert)")
        XCTAssertEqual(
            conversion.rules.map(\.action.selector), [".crayons-card:has(.sponsorship-dropdown)", "div:has(> .ad)"])
        XCTAssertEqual(conversion.skipped.map(\.category), [])
        XCTAssertEqual(conversion.cosmeticFilters.filters.map(\.domains), [["kaufland.*"]], "the script applies it")
    }

    func testEveryUnicodeLineBreakSplitsLinesAsCharactersDoAndNothingElseDoes() {
        let separators = ["\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        // A skipped line (HTML filtering) holding multi-byte characters that are no line break: é, €, U+2027.
        let line = "caf\u{E9}.example$$script[tag-content=\"\u{20AC}\u{2027}\"]"
        let text = separators.map { line + $0 }.joined() + line
        let conversion = FilterListImporter().convert(text)
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), Array(1...separators.count + 1))
        XCTAssertEqual(conversion.skipped.map(\.line), Array(repeating: line, count: separators.count + 1))
        XCTAssertEqual(
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count, separators.count + 1)
    }

    func testSelectorsAndPatternsOutsideASCIIAreJudgedAsASCIIOnesAre() {
        let conversion = FilterListImporter().convert(
            "##.caf\u{E9}-ad\n##a[title=\"caf\u{E9}\"\n##.caf\u{E9} >\n||caf\u{E9}.example^\n/\u{E9}t\u{E9}/ad.js")
        XCTAssertEqual(conversion.rules.map(\.action.selector), [".caf\u{E9}-ad"])
        let pattern = "URL pattern WebKit cannot match"
        XCTAssertEqual(
            conversion.skipped.map(\.category), ["invalid selector", "invalid selector", pattern, pattern])
        let reason = conversion.skipped.dropFirst(2).first?.reason ?? ""
        XCTAssertTrue(reason.contains("ASCII only"), reason)
    }

    func testALongDomainListHidesOnEachSiteOnceAndBlocksForEachSiteInFirstSeenOrder() throws {
        let sites = (1...300).map { "s\($0).example" }
        let conversion = FilterListImporter().convert((sites + sites.reversed()).joined(separator: ",") + "##.ad")
        let regexes = try conversion.rules.map { try NSRegularExpression(pattern: $0.trigger.urlFilter) }
        func rulesMatching(_ url: String) -> Int {
            regexes.filter { $0.firstMatch(in: url, range: NSRange(url.startIndex..., in: url)) != nil }.count
        }
        for site in sites { XCTAssertEqual(rulesMatching("https://\(site)/"), 1, site) }
        XCTAssertEqual(rulesMatching("https://s301.example/"), 0)
        let options = FilterListImporter().convert("||ads.example^$domain=" + (sites + sites).joined(separator: "|"))
        XCTAssertEqual(try XCTUnwrap(options.rules.first).trigger.ifDomain, sites.map { "*" + $0 })
    }
}
