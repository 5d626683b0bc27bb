import Foundation
import GtkWeb

/// `gtkweb-bench --worker`: runs suites once in this process through GtkWeb and prints
/// `{"figure": NAME, "unit": UNIT, "gtkweb": NUMBER}` lines, the GtkWeb side of one round.
@MainActor
enum BenchWorker {
    /// Runs `suites`; returns the exit status.
    static func run(suites: [SuiteEntry], workdir: URL) async -> Int32 {
        do {
            try FileManager.default.createDirectory(at: workdir, withIntermediateDirectories: true)
            // GtkWeb's profiles and caches live in the workdir, as the C program's context does.
            WebProfileStorage.current = WebProfileStorage(
                dataRoot: workdir.appendingPathComponent("gtkweb-data"),
                cacheRoot: workdir.appendingPathComponent("gtkweb-cache"))
            let server = try BenchServer.start()
            defer { server.stop() }
            let env = BenchEnvironment(workdir: workdir, server: server)
            for suite in suites {
                for figure in try await suite.run(env) {
                    BenchReport.emit(
                        "{\"figure\": \"\(figure.name)\", \"unit\": \"\(figure.unit)\", \"gtkweb\": "
                            + "\(FigureResult.number(figure.value))"
                            + (figure.cValue.map { ", \"c\": \(FigureResult.number($0))" } ?? "") + "}")
                }
            }
            return 0
        } catch {
            note("\(error)")
            return 1
        }
    }
}
