import Foundation

/// Runs the selected suites in interleaved rounds and reports, per figure, the median of the per-round
/// ratios with their spread.
///
/// Each round runs the suite once on each side, each side in a new process: the plain-C program
/// (`gtkweb-bench-c --suite S`) and this program as a worker (`gtkweb-bench --worker --suite S`).
/// The order alternates (C first in the 1st, 3rd, … round; GtkWeb first in the others), so that a load
/// change on the shared machine falls on both sides alike. The first `warmupRounds` rounds only warm
/// the disk and font caches and are not counted. Both sides start from the same state every round:
/// a fresh process, its own fixture server, the same work folder.
struct BenchDriver {
    var suites: [String]
    var rounds: Int
    var warmupRounds: Int
    var workdir: URL
    var runC: Bool
    /// Seconds one side of one round may take.
    var childDeadline: TimeInterval = 900

    /// Runs everything; prints the JSON lines as each suite completes and the table at the end.
    /// Returns the exit status: 1 when a side of a round failed (the other suites still run).
    func run() -> Int32 {
        var failed = false
        var report = BenchReport(rounds: rounds, warmupRounds: warmupRounds)
        let started = Date()
        for suite in suites {
            do {
                let results = try measure(suite)
                for result in results { BenchReport.emit(result.jsonLine()) }
                report.results += results
            } catch {
                failed = true
                note("suite \(suite) failed: \(error)")
            }
        }
        report.seconds = Date().timeIntervalSince(started)
        FileHandle.standardError.write(Data(report.table().utf8))
        return failed ? 1 : 0
    }

    /// All rounds of one suite.
    private func measure(_ suite: String) throws -> [FigureResult] {
        var results: [FigureResult] = []
        var index: [String: Int] = [:]
        let total = warmupRounds + rounds
        for round in 0..<total {
            let order: [BenchSide] = !runC ? [.gtkweb] : round % 2 == 0 ? [.c, .gtkweb] : [.gtkweb, .c]
            let counted = round >= warmupRounds
            note(
                "suite \(suite), round \(round + 1) of \(total)\(counted ? "" : " (warm-up, not counted)"): "
                    + order.map(\.rawValue).joined(separator: " then "))
            var sides: [BenchSide: [ChildRun.Figure]] = [:]
            for side in order {
                sides[side] = try ChildRun(side: side, suite: suite, workdir: workdir).run(deadline: childDeadline)
            }
            guard counted else { continue }
            let roundNumber = round - warmupRounds
            // A figure measured side by side in one child carries both values; the others one each.
            for child in [BenchSide.gtkweb, .c] {
                for figure in sides[child] ?? [] {
                    if index[figure.name] == nil {
                        index[figure.name] = results.count
                        results.append(
                            FigureResult(name: figure.name, unit: figure.unit, suite: suite, rounds: rounds))
                    }
                    for (side, value) in figure.values {
                        results[index[figure.name]!].record(value, side: side, round: roundNumber)
                    }
                }
            }
        }
        return results
    }
}

/// A diagnostic line on stderr.
func note(_ message: String) {
    FileHandle.standardError.write(Data("gtkweb-bench: \(message)\n".utf8))
}
