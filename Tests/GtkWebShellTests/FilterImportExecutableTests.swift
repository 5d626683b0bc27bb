import Foundation
import Testing

/// `gtkweb --import-filters FILE`, run as the built `gtkweb` executable: JSON on standard output, one line
/// per skipped filter on standard error, and the exit status.
@Suite struct FilterImportExecutableTests {
    @Test func filtersBecomeRuleJSONAndSkippedLinesAreListed() throws {
        let list = try TemporaryFile("! a comment\n||ads.example^\n##.banner\n/ads|banner.gif\n")
        let run = try gtkweb(["--import-filters", list.path])
        #expect(run.status == 0, "\(run.errors)")
        let rules = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: [String: Any]]])
        let filters = rules.compactMap { $0["trigger"]?["url-filter"] as? String }
        #expect(filters.contains { $0.contains("ads\\.example") }, "\(filters)")
        #expect(rules.contains { $0["action"]?["selector"] as? String == ".banner" }, "\(rules)")
        #expect(run.errors.contains("\(list.path):4: skipped:"), "\(run.errors)")
        #expect(run.errors.contains("3 rules, 1 lines skipped"), "block, top-level pass, hiding: \(run.errors)")
    }

    @Test func aListWithNothingConvertibleFailsAndWritesNoJSON() throws {
        let list = try TemporaryFile("/ads|banner.gif\n")
        let run = try gtkweb(["--import-filters", list.path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("no filter could be converted"), "\(run.errors)")
    }

    @Test func aMissingFileFails() throws {
        let run = try gtkweb(["--import-filters", "/nonexistent/gtkweb-filters-\(UUID().uuidString).txt"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("cannot read"), "\(run.errors)")
    }

    @Test func aBadCommandLineExitsWithStatusTwoAndTheUsage() throws {
        for arguments in [["--import-filters"], ["--frobnicate"]] {
            let run = try gtkweb(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains("usage: gtkweb"), "\(arguments): \(run.errors)")
        }
    }

    private func gtkweb(_ arguments: [String]) throws -> GtkWebExecutable.Run {
        try GtkWebExecutable.run(arguments)
    }
}

/// A file in the temporary folder, removed when the value goes.
final class TemporaryFile {
    let url: URL
    var path: String { url.path }

    init(_ contents: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-shell-test-\(UUID().uuidString)")
        try Data(contents.utf8).write(to: url)
    }

    func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    deinit { try? FileManager.default.removeItem(at: url) }  // best effort: the temp folder is swept anyway
}
