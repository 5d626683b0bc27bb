import Foundation
import Spawn

/// One side of one round: a child process (the plain-C program, or this program as a `--worker`) that
/// runs one suite once and prints its figures as JSON lines on stdout.
struct ChildRun {
    /// One figure line of a child: `{"figure": NAME, "unit": UNIT, "c" | "gtkweb": NUMBER}`, or, for a
    /// figure the GtkWeb worker measured side by side with plain C in its own process, both.
    struct Line: Decodable {
        var figure: String
        var unit: String
        var c: Double?
        var gtkweb: Double?
        /// The value of a line that reports one side.
        var value: Double? { c ?? gtkweb }
    }

    /// One figure of a child: its value for each side it reports.
    struct Figure {
        var name: String
        var unit: String
        var values: [BenchSide: Double]
    }

    var side: BenchSide
    var executable: URL
    var arguments: [String]

    /// The programs, next to this executable.
    static func program(_ side: BenchSide) -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        switch side {
        case .c: return directory.appendingPathComponent("gtkweb-bench-c")
        case .gtkweb: return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        }
    }

    init(side: BenchSide, suite: String, workdir: URL) {
        self.side = side
        executable = Self.program(side)
        arguments = ["--workdir", workdir.path, "--suite", suite] + (side == .gtkweb ? ["--worker"] : [])
    }

    /// Runs the child; returns its figures in the order printed. Lines on
    /// stdout that are not figure lines are passed on to stderr; the child's stderr is ours.
    /// - Throws: `BenchError` when the program is missing, fails, prints a malformed figure line, or
    ///   runs past `deadline` seconds (it is then terminated).
    func run(deadline: TimeInterval) throws -> [Figure] {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchError("\(executable.path) is not built (run `make bench`)")
        }
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + deadline)
        timer.setEventHandler { process.terminate() }
        timer.resume()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with status \(process.terminationStatus)"
            )
        }
        var figures: [Figure] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard line.starts(with: Array("{\"figure\"".utf8)) else {
                FileHandle.standardError.write(Data(line + [UInt8(ascii: "\n")]))
                continue
            }
            let figure = try JSONDecoder().decode(Line.self, from: Data(line))
            var values: [BenchSide: Double] = [:]
            values[.c] = figure.c
            values[.gtkweb] = figure.gtkweb
            guard !values.isEmpty else { throw BenchError("figure line without a value: \(figure.figure)") }
            figures.append(Figure(name: figure.figure, unit: figure.unit, values: values))
        }
        return figures
    }
}

/// Which program measured a value.
enum BenchSide: String, Sendable {
    case c
    case gtkweb
}
