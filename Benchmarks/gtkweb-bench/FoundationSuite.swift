import Foundation
import GtkWeb

/// Engine creation and evaluate round trips (the C program's foundation.c, same method):
/// `create_cold_ms` / `create_warm_ms` from just before the engine is made to load-finished of `/`
/// (the first engine makes the default profile's web context; the C program makes its context inside
/// the same figure);
/// `eval_rtt_p50/p95` for `evaluateJavaScript("1+1")`, 20 warm-up then 1,000 timed, on the first engine.
@MainActor
enum FoundationSuite: BenchSuite {
    static let name = "foundation"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let url = env.server.url("/")
        var start = nowMicroseconds()
        let first = WebEngine()
        try await first.load(url: url)
        let cold = (nowMicroseconds() - start) / 1000

        start = nowMicroseconds()
        var second: WebEngine? = WebEngine()
        try await second?.load(url: url)
        let warm = (nowMicroseconds() - start) / 1000
        second = nil

        for _ in 0..<20 { _ = try await first.evaluateJavaScript("1+1") }
        var samples: [Double] = []
        samples.reserveCapacity(1000)
        for index in 0..<1000 {
            let begin = nowMicroseconds()
            let value = try await first.evaluateJavaScript("1+1")
            samples.append(nowMicroseconds() - begin)
            guard value == "2" else { throw BenchError("evaluate(1+1) #\(index) returned \(value ?? "nil")") }
        }
        return [
            BenchFigure(name: "create_cold_ms", unit: "ms", value: cold),
            BenchFigure(name: "create_warm_ms", unit: "ms", value: warm),
        ] + Percentile.figures("eval_rtt", microseconds: samples)
    }
}

/// A benchmark step that did not do what it should.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
