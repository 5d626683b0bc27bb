import Foundation
import Spawn
import Testing

/// Runs the `gtkweb-session-probe` helper (built next to the test binary) as a child process.
enum SessionProbe {
    /// What a finished probe printed.
    struct Report: Decodable {
        var ok: Bool
        var error: String?
        var kind: String?
        var sqliteCode: Int?
        var committed: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb-session-probe")
    }

    /// Starts the probe with `arguments`, its stdout on a pipe. A watchdog kills it after `deadline`
    /// seconds so that a hung probe fails the test instead of hanging it.
    static func start(_ arguments: [String], deadline: Double = 60) throws -> (ChildProcess, Pipe) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure(description: "\(executable.path) is missing: build it with `swift build`")
        }
        let process = ChildProcess()
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        try process.run()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
            if process.isRunning { kill(pid, SIGKILL) }
        }
        return (process, pipe)
    }

    /// Runs the probe to the end and decodes the JSON line it printed.
    static func run(_ arguments: [String], deadline: Double = 60) throws -> Report {
        let (process, pipe) = try start(arguments, deadline: deadline)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description: "probe \(arguments) ended with \(process.terminationReason) \(process.terminationStatus)")
        }
        do {
            return try JSONDecoder().decode(Report.self, from: output)
        } catch {
            throw Failure(description: "probe printed «\(String(decoding: output, as: UTF8.self))»: \(error)")
        }
    }
}
