import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// `gtkweb --import-filters`: several lists into one rule list, written whole or split, never cut.
@Suite struct FilterImportCommandTests {
    @Test func parsesSeveralListsWithOutputAndPretty() {
        let command = ShellCommand.parse(["--import-filters", "a.txt", "--pretty", "b.txt", "--output", "out.json"])
        #expect(
            command == .importFilters(FilterImportCommand(paths: ["a.txt", "b.txt"], output: "out.json", pretty: true)))
        #expect(
            ShellCommand.parse(["--import-filters", "--hiding-in-webkit", "a.txt"])
                == .importFilters(FilterImportCommand(paths: ["a.txt"], hidingInWebKit: true)))
    }

    @Test func refusesNoListOrAnOutputWithoutName() {
        #expect(
            ShellCommand.parse(["--import-filters"])
                == .invalid("--import-filters needs one or more filter lists, and --output a file name"))
        if case .invalid = ShellCommand.parse(["--import-filters", "a.txt", "--output"]) {
        } else {
            Issue.record("--output without a name was accepted")
        }
    }

    @Test func splitListsAreNumberedBesideTheOutput() {
        let first = URL(fileURLWithPath: "/r/easylist.json")
        #expect(FilterListConversion.ruleListURL(first, part: 0).path == "/r/easylist.json")
        #expect(FilterListConversion.ruleListURL(first, part: 2).path == "/r/easylist-3.json")
    }

    @Test func writesTheListsConvertedTogether() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("first.txt", "||ads.example^\n##.banner\n##+js(noop)")
        let second = try folder.write("second.txt", "news.example#@#.banner")
        let output = folder.path("out.json")
        #expect(FilterImportCommand(paths: [first, second], output: output).run() == 0)
        let texts = ["||ads.example^\n##.banner\n##+js(noop)", "news.example#@#.banner"]
        let expected = FilterListImporter(genericHiding: .cosmeticScript).convert(lists: texts)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == expected.json())
        let cosmetic = try Data(contentsOf: URL(fileURLWithPath: folder.path("out.cosmetic.json")))
        #expect(
            try CosmeticFilterList.decode(cosmetic).genericHiding
                == [GenericHidingSelector(selector: ".banner", excludedDomains: ["news.example"])])

        #expect(FilterImportCommand(paths: [first, second], output: output, hidingInWebKit: true).run() == 0)
        let inWebKit = FilterListImporter().convert(lists: texts)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == inWebKit.json())
        #expect(inWebKit.rules.first { $0.action.type == .cssDisplayNone }?.trigger.unlessDomain == ["*news.example"])
    }

    @Test func rulesPastTheLimitAreWrittenAsSeveralFilesOrRefusedOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write(
            "list.txt", "||alpha.example^\n||bravo.example^\n||delta.example^\n@@||alpha.example/ok")
        let output = folder.path("out.json")
        // 3 blocks, the top-level pass and 1 exception: 2 blocks and the 2 exceptions, then 1 block and them.
        #expect(FilterImportCommand(paths: [list], output: output, ruleLimit: 4).run() == 0)
        let first = try String(contentsOfFile: output, encoding: .utf8)
        let second = try String(contentsOfFile: folder.path("out-2.json"), encoding: .utf8)
        #expect(
            first.contains("alpha\\\\.example") && first.contains("bravo\\\\.example")
                && first.contains("ignore-previous-rules"))
        #expect(second.contains("delta\\\\.example") && second.contains("ignore-previous-rules"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out-3.json")))
        #expect(FilterImportCommand(paths: [list], ruleLimit: 4).run() == 1)
    }

    @Test func theShellLoadsEveryPartAndANewConversionRemovesAnOldOnesExtraParts() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write(
            "list.txt", "||alpha.example^\n||bravo.example^\n||delta.example^\n@@||alpha.example/ok")
        let output = folder.path("default.json")
        #expect(FilterImportCommand(paths: [list], output: output, ruleLimit: 3).run() == 0)
        #expect(
            RuleListParts.paths(startingWith: URL(fileURLWithPath: output))
                == [output, folder.path("default-2.json"), folder.path("default-3.json")])
        _ = try folder.write("default-5.json", "[]")

        #expect(FilterImportCommand(paths: [list], output: output).run() == 0)
        #expect(RuleListParts.paths(startingWith: URL(fileURLWithPath: output)) == [output])
        #expect(!FileManager.default.fileExists(atPath: folder.path("default-3.json")))
        #expect(
            FileManager.default.fileExists(atPath: folder.path("default-5.json")),
            "not a part: one is missing before it")
    }

    @Test func anUnreadableListFailsTheCommand() throws {
        let folder = try TemporaryFolder()
        #expect(FilterImportCommand(paths: [folder.path("missing.txt")], output: folder.path("out.json")).run() == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.json")))
    }
}

/// A folder under the temporary directory, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        do { try FileManager.default.removeItem(at: url) } catch { Issue.record("cannot remove \(url.path): \(error)") }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }
}
