import Foundation

/// Runs the plain-C baseline (`gtkweb-bench-c`, built next to this executable) as a child process
/// and collects its figures.
enum BaselineProgram {
    struct Figure: Decodable {
        var figure: String
        var unit: String
        var c: Double
    }

    /// The C program's path: next to this executable.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb-bench-c")
    }

    /// Runs the given suites; returns figures by name.
    /// - Throws: when the program is missing, fails, or runs past `deadline` seconds (it is killed).
    static func run(workdir: URL, suites: [String], deadline: TimeInterval = 900) throws -> [String: Figure] {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchError("the plain-C baseline is not built: \(executable.path) (run `swift build`)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--workdir", workdir.path] + suites.flatMap { ["--suite", $0] }
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
        guard process.terminationStatus == 0 else {
            throw BenchError("gtkweb-bench-c exited with status \(process.terminationStatus)")
        }
        var figures: [String: Figure] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let figure = try JSONDecoder().decode(Figure.self, from: Data(line))
            figures[figure.figure] = figure
        }
        return figures
    }
}
