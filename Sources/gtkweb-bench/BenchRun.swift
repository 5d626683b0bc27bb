import Foundation
import GtkWeb

/// One benchmark invocation: the C baseline as a child process first, then GtkWeb in this process.
@MainActor
enum BenchRun {
    /// Runs `suites`, printing one merged JSON line per figure. Returns the exit status.
    static func run(suites: [SuiteEntry], workdir: URL, runC: Bool) async -> Int32 {
        do {
            try FileManager.default.createDirectory(at: workdir, withIntermediateDirectories: true)
            // GtkWeb's profiles and caches live in the workdir, as the C program's context does.
            WebProfileStorage.current = WebProfileStorage(
                dataRoot: workdir.appendingPathComponent("gtkweb-data"),
                cacheRoot: workdir.appendingPathComponent("gtkweb-cache"))
            let cSuites = suites.filter(\.hasCBaseline).map(\.name)
            let c = runC && !cSuites.isEmpty ? try BaselineProgram.run(workdir: workdir, suites: cSuites) : [:]
            let server = try BenchServer.start()
            defer { server.stop() }
            let env = BenchEnvironment(workdir: workdir, server: server)
            for suite in suites {
                for figure in try await suite.run(env) {
                    FileHandle.standardOutput.write(Data((BenchOutput.line(figure, c: c[figure.name]?.c) + "\n").utf8))
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("gtkweb-bench: \(error)\n".utf8))
            return 1
        }
    }
}
