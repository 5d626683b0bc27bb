import CBenchCalls
import Foundation
import GtkWeb

/// Script messages and JavaScript calls (the C program's bridge.c, same work and method), through
/// GtkWeb's public API: one engine with `scriptMessageHandlerNames: ["sink"]` and a delegate, plus a
/// reply handler "rpc" added with `addScriptMessageHandler`, loaded from `/`.
///
/// - `msgs_per_s`: 10,000 / seconds from the `evaluateJavaScript` call that starts
///   `for (let i = 0; i < 10000; i++) window.webkit.messageHandlers.sink.postMessage(i)` to the
///   10,000th delegate call; a 100-message batch runs first, untimed.
/// - `reply_rtt_p50/p95`: one `callAsyncJavaScript` runs 1,020 sequential
///   `await window.webkit.messageHandlers.rpc.postMessage({i})`; the handler answers at once with
///   the message's own JSON. Samples are the intervals between consecutive handler arrivals
///   20…1019 (µs).
/// - `call_async_js_rtt_p50/p95`: `callAsyncJavaScript("return await Promise.resolve(a + 1)",
///   arguments: ["a": 1])`, sequential; 20 warm-up + 1,000 timed (µs).
/// - `call_async_js_same_view_p50/p95`: the same call through GtkWeb and, on the same engine's view in
///   this process, through plain C (`gtkweb_bench_call_async_us`, the C program's own call),
///   alternating call by call (which goes first changes every pair); 20 warm-up pairs + 1,000 timed.
///   Both sides share the process, the page and the moment, so the ratio holds still on a busy machine
///   where the other figures, measured in separate processes, swing.
@MainActor
enum BridgeSuite: BenchSuite {
    static let name = "bridge"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let sink = SinkCounter()
        let engine = WebEngine(
            configuration: WebEngineConfiguration(scriptMessageHandlerNames: ["sink"], scriptMessageDelegate: sink))
        let rpc = ArrivalLog(capacity: 1020)
        try engine.addScriptMessageHandler(name: "rpc") { message in
            rpc.record()
            return message.bodyJSON
        }
        try await engine.load(url: env.server.url("/"))

        _ = try await sinkBatch(engine, sink, count: 100)
        let elapsed = try await sinkBatch(engine, sink, count: 10_000)
        var figures = [BenchFigure(name: "msgs_per_s", unit: "msg/s", value: 10_000 * 1e6 / elapsed)]

        let correct = try await engine.callAsyncJavaScript(
            """
            let ok = 0;
            for (let i = 0; i < 1020; i++) {
              const r = await window.webkit.messageHandlers.rpc.postMessage({i});
              if (r && r.i === i) ok++;
            }
            return ok;
            """)
        guard rpc.arrivals.count == 1020 else {
            throw BenchError("\(rpc.arrivals.count) rpc messages arrived, expected 1020")
        }
        guard correct == "1020" else {
            throw BenchError("the rpc loop got \(correct ?? "nil") correct replies, expected 1020")
        }
        figures += Percentile.figures(
            "reply_rtt", microseconds: (20..<1020).map { rpc.arrivals[$0] - rpc.arrivals[$0 - 1] })

        var samples: [Double] = []
        samples.reserveCapacity(1000)
        for index in 0..<1020 {
            let start = nowMicroseconds()
            let value = try await engine.callAsyncJavaScript("return await Promise.resolve(a + 1)", arguments: ["a": 1])
            let end = nowMicroseconds()
            guard value == "2" else { throw BenchError("callAsyncJavaScript #\(index) returned \(value ?? "nil")") }
            if index >= 20 { samples.append(end - start) }
        }
        figures += Percentile.figures("call_async_js_rtt", microseconds: samples)
        return figures + (try await sameViewFigures(engine))
    }

    /// `call_async_js_same_view_p50/p95`, GtkWeb's and plain C's values side by side.
    private static func sameViewFigures(_ engine: WebEngine) async throws -> [BenchFigure] {
        let view = engine.unsafeWidget
        var gtkweb: [Double] = []
        var c: [Double] = []
        gtkweb.reserveCapacity(1000)
        c.reserveCapacity(1000)
        for index in 0..<1020 {
            for cFirst in index % 2 == 0 ? [true, false] : [false, true] {
                if cFirst {
                    let elapsed = gtkweb_bench_call_async_us(view, 60)
                    guard elapsed >= 0 else {
                        throw BenchError("the plain-C call #\(index) failed or did not answer 2")
                    }
                    if index >= 20 { c.append(Double(elapsed)) }
                } else {
                    let start = nowMicroseconds()
                    let value = try await engine.callAsyncJavaScript(
                        "return await Promise.resolve(a + 1)", arguments: ["a": 1])
                    let end = nowMicroseconds()
                    guard value == "2" else {
                        throw BenchError("callAsyncJavaScript #\(index) returned \(value ?? "nil")")
                    }
                    if index >= 20 { gtkweb.append(end - start) }
                }
            }
        }
        return [(0.50, "p50"), (0.95, "p95")].map { quantile, suffix in
            BenchFigure(
                name: "call_async_js_same_view_\(suffix)", unit: "us", value: Percentile.of(gtkweb, quantile),
                cValue: Percentile.of(c, quantile))
        }
    }

    /// Posts `count` sink messages from one evaluation; returns microseconds to the last delegate call.
    private static func sinkBatch(_ engine: WebEngine, _ sink: SinkCounter, count: Int) async throws -> Double {
        let script = "for (let i = 0; i < \(count); i++) window.webkit.messageHandlers.sink.postMessage(i); undefined"
        let start = nowMicroseconds()
        let evaluation = Task { try await engine.evaluateJavaScript(script) }
        let last = try await sink.batch(of: count, deadlineSeconds: 60)
        _ = try await evaluation.value
        return last - start
    }
}

/// Counts sink messages and reports the time the last of a batch arrived.
@MainActor
private final class SinkCounter: WebViewScriptMessageDelegate {
    private var received = 0
    private var expected = 0
    private var waiter: CallbackWait<Double>?

    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {
        received += 1
        guard received == expected else {
            if received > expected { waiter?.resume(.failure(BenchError("more sink messages than posted"))) }
            return
        }
        let now = nowMicroseconds()
        waiter?.resume(
            message.bodyJSON == String(expected - 1)
                ? .success(now)
                : .failure(BenchError("last sink message was \(message.bodyJSON), expected \(expected - 1)")))
    }

    /// Waits for `count` messages; returns when the last arrived (µs).
    func batch(of count: Int, deadlineSeconds: UInt32) async throws -> Double {
        received = 0
        expected = count
        let waiter = CallbackWait<Double>()
        self.waiter = waiter
        defer { self.waiter = nil }
        return try await waiter.wait(seconds: deadlineSeconds) { [unowned self] in
            "\(self.received) of \(count) sink messages arrived"
        }
    }
}

/// When each reply-handler call arrived (µs).
@MainActor
private final class ArrivalLog {
    private(set) var arrivals: [Double] = []
    init(capacity: Int) { arrivals.reserveCapacity(capacity) }
    func record() { arrivals.append(nowMicroseconds()) }
}
