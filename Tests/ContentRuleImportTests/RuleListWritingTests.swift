import ContentRuleImport
import Foundation
import XCTest

/// `FilterListConversion.writeRuleLists(to:limit:pretty:)`: every rule lands in a file, split past the limit
/// with the exceptions repeated, files replaced whole, and no part of an earlier conversion left behind.
final class RuleListWritingTests: TemporaryFolderTestCase {
    typealias Rule = ContentBlockerRule

    /// 21 blocks (each on its own site, so that none is joined with another), the top-level pass, 3 request
    /// exceptions and a `$document` exception, 2 hiding rules.
    static let list =
        (1...21).map { "||host\($0).example^$domain=site\($0).example" }.joined(separator: "\n")
        + "\n@@||host3.example/ok\n@@||host9.example/ok\n@@||host20.example/ok$image\n@@||shop.example^$document"
        + "\n##.ad\nnews.example##.promo"

    func testRulesPastTheLimitAreWrittenAsNumberedFilesHoldingEachRuleOnceAndTheExceptionsTheyNeed() throws {
        let conversion = FilterListImporter().convert(Self.list)
        let first = folder.appendingPathComponent("out.json")
        let files = try conversion.writeRuleLists(to: first, limit: 10)

        XCTAssertEqual(files.map(\.lastPathComponent), ["out.json", "out-2.json", "out-3.json", "out-4.json"])
        let written = try files.map { try JSONDecoder().decode([Rule].self, from: Data(contentsOf: $0)) }
        XCTAssertTrue(written.allSatisfy { $0.count <= 10 }, "\(written.map(\.count))")
        XCTAssertEqual(written, try conversion.ruleLists(limit: 10))
        let isException = { (rule: Rule) in rule.action == .ignorePreviousRules }
        XCTAssertEqual(
            written.flatMap { $0.filter { !isException($0) } }, conversion.rules.filter { !isException($0) },
            "every blocking and hiding rule exactly once, in order")
        for list in written {
            let firstRule = try XCTUnwrap(conversion.rules.firstIndex(of: list[0]))
            XCTAssertEqual(
                list.filter(isException), conversion.rules[firstRule...].filter(isException),
                "each file carries every exception below its first rule")
        }
        for (file, rules) in zip(files, written) {
            XCTAssertEqual(
                try String(contentsOf: file, encoding: .utf8), FilterListConversion(rules: rules, skipped: []).json())
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(leftovers, files.map(\.lastPathComponent).sorted(), "no temporary file is left")
    }

    func testRulesWithinTheLimitAreOneFileByteForByteTheJSONCompactOrPretty() throws {
        // Past a megabyte of JSON, so that the file is written in several pieces.
        let conversion = FilterListImporter().convert(
            (1...12_000).map { "||tracker-\($0).example^$script,domain=site\($0).example" }.joined(separator: "\n"))
        let first = folder.appendingPathComponent("rules.json")
        for pretty in [false, true] {
            XCTAssertEqual(try conversion.writeRuleLists(to: first, pretty: pretty), [first])
            let data = try Data(contentsOf: first)
            XCTAssertGreaterThan(data.count, 1 << 20)
            XCTAssertEqual(data, Data(conversion.json(pretty: pretty).utf8), "pretty: \(pretty)")
        }
    }

    func testAShorterConversionRemovesTheNumberedPartsAnEarlierOneLeftAndNothingElse() throws {
        let first = folder.appendingPathComponent("default.json")
        let longer = try FilterListImporter().convert(Self.list).writeRuleLists(to: first, limit: 10)
        XCTAssertEqual(longer.count, 4)
        let unrelated = folder.appendingPathComponent("default-6.json")
        try Data("[]".utf8).write(to: unrelated)

        let shorter = try FilterListImporter().convert("||ads.example^").writeRuleLists(to: first, limit: 10)
        XCTAssertEqual(shorter, [first])
        for stale in longer.dropFirst() {
            XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "\(stale.lastPathComponent) was left")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated.path), "not a part: default-5.json is missing")
        XCTAssertEqual(
            try String(contentsOf: first, encoding: .utf8), FilterListImporter().convert("||ads.example^").json())
    }

    func testNoRulesAreWrittenAsAnEmptyList() throws {
        let first = folder.appendingPathComponent("none.json")
        XCTAssertEqual(try FilterListImporter().convert("! only a comment").writeRuleLists(to: first), [first])
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "[]")
    }

    func testRulesThatCannotBeSplitAreRefusedBeforeAnyFileIsWritten() throws {
        let text = ["||ads.example^", "@@||a.example/x", "@@||b.example/y", "@@||c.example/z"].joined(separator: "\n")
        let first = folder.appendingPathComponent("out.json")
        XCTAssertThrowsError(try FilterListImporter().convert(text).writeRuleLists(to: first, limit: 3)) { error in
            XCTAssertEqual(
                error as? FilterListConversion.WriteError, .tooManyExceptions(exceptions: 4, limit: 3))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAWriteIntoAMissingFolderFailsNamingTheFile() {
        let first = folder.appendingPathComponent("missing/out.json")
        XCTAssertThrowsError(try FilterListImporter().convert("||ads.example^").writeRuleLists(to: first)) { error in
            XCTAssertEqual(
                error as? FilterListConversion.WriteError,
                .writeFailed(path: first.path, description: "No such file or directory"))
        }
    }
}
