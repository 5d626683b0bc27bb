import Dispatch
import Foundation
import Testing

/// `gtkweb --import-filters FILE`, run as the built `gtkweb` executable: JSON on standard output, one line
/// per skipped filter on standard error, and the exit status.
@Suite struct FilterImportExecutableTests {
    /// What a `gtkweb` run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

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

    /// Runs the `gtkweb` built next to this test binary, stopping it if it has not exited within 30 s.
    private func gtkweb(_ arguments: [String]) throws -> Run {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "\(executable.path) is missing: build it with `swift build --product gtkweb`")
        let output = try TemporaryFile("")
        let errors = try TemporaryFile("")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: output.url)
        process.standardError = try FileHandle(forWritingTo: errors.url)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 30) == .timedOut {
            process.terminate()
            Issue.record("gtkweb \(arguments) did not exit within 30 s")
            _ = exited.wait(timeout: .now() + 5)
        }
        return Run(status: process.terminationStatus, output: try output.text(), errors: try errors.text())
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
