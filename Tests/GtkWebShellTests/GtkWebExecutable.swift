import Dispatch
import Foundation
import Spawn
import Testing

/// The `gtkweb` built next to this test binary, run as a one-shot command.
enum GtkWebExecutable {
    /// What a `gtkweb` run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `gtkweb arguments` with `environment` added to this process's, stopping it if it has not
    /// exited within 60 s.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb")
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "\(executable.path) is missing: build it with `swift build --product gtkweb`")
        let output = try TemporaryFile("")
        let errors = try TemporaryFile("")
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output.url)
        process.standardError = try FileHandle(forWritingTo: errors.url)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            Issue.record("gtkweb \(arguments) did not exit within 60 s")
            _ = exited.wait(timeout: .now() + 5)
        }
        return Run(status: process.terminationStatus, output: try output.text(), errors: try errors.text())
    }
}
