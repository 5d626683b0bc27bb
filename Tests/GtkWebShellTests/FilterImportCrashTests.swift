import Dispatch
import Foundation
import GtkWebTestSupport
import Spawn
import Testing

/// `gtkweb --import-filters LIST --output FILE.json` killed with SIGKILL at any point: the output is the
/// complete result of an earlier import (or absent before the first), never half a list, and what a kill
/// leaves behind is a hidden `.tmp` file no reader takes for a rule list.
@Suite(.serialized) struct FilterImportCrashTests {
    /// Two lists of 30,000 filters each, imported in turn over one output.
    static let lists = [
        (0..<30_000).map { "||ads-\($0).example^" }.joined(separator: "\n"),
        (0..<30_000).map { "||track-\($0).example^$third-party" }.joined(separator: "\n"),
    ]

    @Test func importsKilledTwentyTimesLeaveOnlyCompleteRuleListsBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkweb-import-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let listFiles = try Self.lists.enumerated().map { index, text in
            let url = folder.appendingPathComponent("list-\(index).txt")
            try Data(text.utf8).write(to: url)
            return url.path
        }
        let output = folder.appendingPathComponent("rules.json").path
        // The complete outputs, from runs that were not killed.
        var complete: [Data] = []
        for list in listFiles {
            let reference = folder.appendingPathComponent("reference-\(complete.count).json").path
            let status = try run(["--import-filters", "--output", reference, list], killWhen: nil)
            try #require(status == 0, "the reference import of \(list) failed")
            complete.append(try Data(contentsOf: URL(fileURLWithPath: reference)))
            try FileManager.default.removeItem(atPath: reference)
            try? FileManager.default.removeItem(
                atPath: reference.replacingOccurrences(of: ".json", with: ".cosmetic.json"))
        }
        var losses: [String] = []
        var killed = 0
        var lastComplete: Data?
        for trial in 0..<20 {
            // Trials 0-4 are killed at once (while reading and converting), the others once the process has
            // written a growing share of the list.
            let share = trial < 5 ? 0 : (trial - 4) * 4_000
            let status = try run(["--import-filters", "--output", output, listFiles[trial % 2]]) {
                share == 0 || bytesWritten(by: $0) >= share
            }
            if status == nil { killed += 1 }
            let found = FileManager.default.contents(atPath: output)
            if let found, !complete.contains(found) {
                losses.append("trial \(trial): \(output) holds \(found.count) bytes that are no complete list")
            } else if found == nil, lastComplete != nil {
                losses.append("trial \(trial): the list an earlier import finished is gone")
            }
            lastComplete = found ?? lastComplete
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where !name.hasPrefix("list-") && name != "rules.json" && name != "rules.cosmetic.json" {
                if !(name.hasPrefix(".") && name.hasSuffix(".tmp")) {
                    losses.append("trial \(trial): \(name) is left beside the output")
                }
            }
        }
        print("filter-import crash trials: 20, killed before finishing: \(killed), data lost: \(losses.count)")
        #expect(losses.isEmpty, "\(losses)")
        #expect(killed >= 10, "only \(killed) of 20 imports were killed before they finished")
    }

    /// The bytes `pid` has written so far (`wchar` of `/proc/PID/io`), 0 when it cannot be read.
    private func bytesWritten(by pid: Int32) -> Int {
        let io = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        let line = io.split(separator: "\n").first { $0.hasPrefix("wchar:") }
        return line.flatMap { Int($0.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// Runs the built `gtkweb`; when `killWhen` holds for its process ID (checked every millisecond), kills it
    /// with SIGKILL.
    /// - Returns: the exit status, or nil when it was killed.
    private func run(_ arguments: [String], killWhen: ((Int32) -> Bool)?) throws -> Int32? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "\(executable.path) is missing")
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var hasExited = false
        let limit = DeadlineScale.seconds(60)
        if let killWhen {
            let deadline = Date().addingTimeInterval(limit)
            while !hasExited, Date() < deadline, !killWhen(process.processIdentifier) {
                hasExited = exited.wait(timeout: .now() + .milliseconds(1)) == .success
            }
            if !hasExited { kill(process.processIdentifier, SIGKILL) }
        }
        if !hasExited, exited.wait(timeout: .now() + limit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("gtkweb \(arguments) did not exit within \(limit) s")
            _ = exited.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? nil : process.terminationStatus
    }
}
