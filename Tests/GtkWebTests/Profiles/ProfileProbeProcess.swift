import Foundation
import GtkWebTestSupport
import Spawn
import XCTest

/// Runs the `gtkweb-profile-probe` helper (built next to the test binary) as a child process.
@MainActor
enum ProfileProbeProcess {
    struct Cookie: Decodable, Equatable {
        var name: String
        var value: String
        var expires: Double?
        var httpOnly: Bool
    }

    /// What the probe reported.
    struct Report: Decodable {
        var mode: String
        var localStorage: String?
        var documentCookie: String
        var cookies: [Cookie]
        var profileError: String?
        /// How many PID namespaces the probe's web process is in (2 when sandboxed, 1 when not).
        var webProcessNamespaceDepth: Int?
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb-profile-probe")
    }

    /// Runs the probe and decodes its report. The child inherits the environment (so `DISPLAY`), and
    /// is killed if it has not exited within `deadline` seconds. Its stdout goes to a file, not a pipe:
    /// WebKit's helper processes inherit the descriptor and could keep a pipe open after the probe exits.
    /// The wait polls the GLib loop, which keeps serving the fixture server the probe talks to.
    static func run(
        root: URL, profile: String, url: URL, mode: String, extraArguments: [String] = [], deadline: Double = 60
    ) async throws -> Report {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure(
                description: "\(executable.path) is missing: build it with `swift build --product gtkweb-profile-probe`"
            )
        }
        let output = root.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString).json")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)  // opening it below reports a failure
        defer { try? FileManager.default.removeItem(at: output) }  // a temp file of this run only
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments =
            ["--root", root.path, "--profile", profile, "--url", url.absoluteString, "--mode", mode] + extraArguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.standardError
        try process.run()
        try await process.waitForExit("gtkweb-profile-probe --mode \(mode)", timeout: deadline)
        let text = try String(contentsOf: output, encoding: .utf8)
        guard process.terminationStatus == 0, let line = text.split(separator: "\n").last else {
            throw Failure(description: "the probe exited with status \(process.terminationStatus), output: \(text)")
        }
        return try JSONDecoder().decode(Report.self, from: Data(line.utf8))
    }
}
