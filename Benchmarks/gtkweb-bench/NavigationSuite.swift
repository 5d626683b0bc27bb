import Foundation
import GtkWeb
import HTTPFixture

/// Navigations in an engine that already shows a page (the C program's navigation.c, same method):
/// one engine loads `/nav-a`, then each iteration loads `/nav-b` and goes back to `/nav-a`. Both pages
/// are small and sent with `Cache-Control: no-store`; going back restores `/nav-a` from WebKit's
/// back-forward cache, so it reaches no server.
///
/// - `nav_warm_ms`: `load(url: /nav-b)` until it returns (the load finished), median of 20.
/// - `nav_back_ms`: from `goBack()` to the navigation delegate's `webEngineDidFinishNavigation`,
///   median of 20.
/// The first 3 iterations are warm-up and not counted.
@MainActor
enum NavigationSuite: BenchSuite {
    static let name = "navigation"
    static let warmUp = 3
    static let timed = 20

    static let pageA =
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>nav a</title></head>"
        + "<body><h1>Page A</h1><p><a href=\"/nav-b\">to B</a></p></body></html>"
    static let pageB =
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>nav b</title></head>"
        + "<body><h1>Page B</h1><p><a href=\"/nav-a\">to A</a></p></body></html>"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let noStore = [("Cache-Control", "no-store")]
        env.server.route("/nav-a") { _ in FixtureResponse(body: Data(pageA.utf8), headers: noStore) }
        env.server.route("/nav-b") { _ in FixtureResponse(body: Data(pageB.utf8), headers: noStore) }
        let finishes = FinishWaiter()
        let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: finishes))
        let a = env.server.url("/nav-a")
        let b = env.server.url("/nav-b")
        try await engine.load(url: a)

        var warm: [Double] = []
        var back: [Double] = []
        for iteration in 0..<(warmUp + timed) {
            var start = nowMicroseconds()
            try await engine.load(url: b)
            let loaded = (nowMicroseconds() - start) / 1000
            guard engine.url == b else {
                throw BenchError("load(/nav-b) ended at \(engine.url?.absoluteString ?? "nil")")
            }

            start = nowMicroseconds()
            let finished = try await finishes.next(deadlineSeconds: 30) { engine.goBack() }
            let returned = (finished - start) / 1000
            guard engine.url == a else { throw BenchError("goBack ended at \(engine.url?.absoluteString ?? "nil")") }
            if iteration >= warmUp {
                warm.append(loaded)
                back.append(returned)
            }
        }
        return [
            BenchFigure(name: "nav_warm_ms", unit: "ms", value: Percentile.of(warm, 0.5)),
            BenchFigure(name: "nav_back_ms", unit: "ms", value: Percentile.of(back, 0.5)),
        ]
    }
}

/// Reports when the next navigation finishes (µs), as the navigation delegate hears it.
@MainActor
private final class FinishWaiter: SkipWebNavigationDelegate {
    private var waiter: CallbackWait<Double>?

    func webEngineDidFinishNavigation(_ webEngine: WebEngine) { waiter?.resume(.success(nowMicroseconds())) }

    func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error) { waiter?.resume(.failure(error)) }

    /// Runs `start`, then waits for the navigation it begins to finish; returns when it did.
    func next(deadlineSeconds: UInt32, _ start: () -> Void) async throws -> Double {
        let waiter = CallbackWait<Double>()
        self.waiter = waiter
        defer { self.waiter = nil }
        return try await waiter.wait(seconds: deadlineSeconds, timeout: { "the navigation did not finish" }, start)
    }
}
