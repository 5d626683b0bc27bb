import Foundation
import HTTPFixture

/// One measured figure, printed next to the plain-C program's figure of the same name, or, for a
/// figure measured side by side in this process, next to `cValue`.
struct BenchFigure: Sendable {
    var name: String
    var unit: String
    var value: Double
    /// Plain C's value of the same figure, measured in this process interleaved with GtkWeb's; nil
    /// for figures the C program measures in its own process.
    var cValue: Double? = nil
}

/// What every suite gets: a scratch folder and the fixture server both programs' pages come from.
@MainActor
struct BenchEnvironment {
    /// A scratch folder for this run, shared with the plain-C program (rule files, profiles).
    let workdir: URL
    /// Serves `/`, `/blocker-page` and `/img0.png`…`/img4.png` exactly as the C program's server does.
    let server: FixtureServer
}

/// A group of figures measured through GtkWeb's public API. `name` is the C program's suite name:
/// both programs do the same work, in the same order, by the same method.
@MainActor
protocol BenchSuite {
    static var name: String { get }
    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure]
}

/// Latency statistics, nearest rank (the C program's method).
enum Percentile {
    static func of(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[max(0, min(sorted.count - 1, rank))]
    }

    /// `<prefix>_p50` and `<prefix>_p95` in microseconds.
    static func figures(_ prefix: String, microseconds samples: [Double]) -> [BenchFigure] {
        [
            BenchFigure(name: "\(prefix)_p50", unit: "us", value: of(samples, 0.50)),
            BenchFigure(name: "\(prefix)_p95", unit: "us", value: of(samples, 0.95)),
        ]
    }
}

/// Monotonic time in microseconds.
func nowMicroseconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1000
}
