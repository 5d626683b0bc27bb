import ContentRuleImport
import Foundation
import XCTest

/// What the importer writes: compact JSON identical to Foundation's encoder, and lists split at WebKit's limit
/// without losing a rule or an exception's reach.
final class RuleListOutputTests: XCTestCase {
    typealias Rule = ContentBlockerRule
    typealias Trigger = ContentBlockerRule.Trigger

    static let sampleLines = """
        ##.ad
        news.example#@#.ad
        cnet.com,filehippo.*##[data-meta="placeholder-slot"]
        ||ads.example^$script,third-party,match-case,domain=a.example|b.example
        /banner/*/img^$image,~third-party
        @@||ads.example/ok.js$script
        @@||shop.example^$document
        ||intellipopup.com^$document
        example.org##div[title="a \\"quoted\\" \\\\ value"]
        """

    func testCompactJSONIsByteForByteWhatJSONEncoderWrites() throws {
        let conversion = FilterListImporter().convert(Self.sampleLines)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(conversion.json(), String(decoding: try encoder.encode(conversion.rules), as: UTF8.self))
        XCTAssertFalse(conversion.json().contains("\n"), "no line breaks unless asked")
    }

    func testPrettyJSONIsByteForByteWhatJSONEncoderWrites() throws {
        let conversion = FilterListImporter().convert(Self.sampleLines)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(
            conversion.json(pretty: true), String(decoding: try encoder.encode(conversion.rules), as: UTF8.self))
    }

    func testControlCharactersInSelectorsAreEscaped() throws {
        let rule = Rule(trigger: Trigger(urlFilter: ".*"), action: .cssDisplayNone("a\u{1}b\tc"))
        let json = FilterListConversion(rules: [rule], skipped: []).json()
        XCTAssertTrue(json.contains(#""a\u0001b\tc""#), json)
        XCTAssertEqual(try JSONDecoder().decode([Rule].self, from: Data(json.utf8)), [rule])
    }

    // MARK: - Splitting at WebKit's limit

    func testRulesWithinTheLimitStayOneList() throws {
        let conversion = FilterListImporter().convert(Self.sampleLines)
        XCTAssertEqual(try conversion.ruleLists(), [conversion.rules])
        XCTAssertEqual(FilterListConversion.webKitRuleLimit, 150_000)
    }

    func testRulesPastTheLimitSplitIntoListsEachCarryingTheExceptionsThatFollowTheirRules() throws {
        let blocks = ["alpha", "bravo", "delta", "gamma", "hotel", "india", "lemon"].map { "||\($0).example^" }
        let text = (blocks + ["@@||delta.example/ok.js", "@@||shop.example^$document"]).joined(separator: "\n")
        let conversion = FilterListImporter().convert(text)
        XCTAssertEqual(conversion.rules.count, 10, "7 blocks, the top-level pass, 2 exceptions")

        let lists = try conversion.ruleLists(limit: 5)
        XCTAssertTrue(lists.allSatisfy { $0.count <= 5 }, "\(lists.map(\.count))")
        let exceptions = conversion.rules.filter { $0.action == .ignorePreviousRules }
        let payload = conversion.rules.filter { $0.action != .ignorePreviousRules }
        XCTAssertEqual(
            lists.flatMap { $0.filter { $0.action != .ignorePreviousRules } }, payload, "each rule once, in order")
        for list in lists {
            XCTAssertEqual(Array(list.suffix(3)), exceptions, "the exceptions follow the rules they may cancel")
        }
        XCTAssertEqual(lists.count, 4)
    }

    func testSplittingFailsWhenTheExceptionsAloneFillAList() {
        let text = ["||ads.example^", "@@||a.example/x", "@@||b.example/y", "@@||c.example/z"].joined(separator: "\n")
        XCTAssertThrowsError(try FilterListImporter().convert(text).ruleLists(limit: 3)) { error in
            XCTAssertEqual(error as? FilterListConversion.SplitError, .tooManyExceptions(exceptions: 4, limit: 3))
        }
    }
}
