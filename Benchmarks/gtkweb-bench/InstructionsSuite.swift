import CBenchCalls
import Foundation
import GtkWeb

/// The round trips an embedder repeats, each a stretch of work between callgrind's client requests, for
/// `make bench-instructions` (the C program's instructions.c, same work, same counts, same order). Outside
/// callgrind the suite only does the work; it runs only when named (`--suite instructions`).
///
/// Each figure does `warmUp` operations outside the stretches and then its count inside each of `stretches`
/// stretches, and reports the count (`instr_<name>`, unit `ops`); the driver divides a stretch's main-thread
/// instructions by it:
/// - `instr_evaluate`: `evaluate(js: "1+1")`.
/// - `instr_evaluate__bare_async`: the C program's evaluate, awaited from Swift with nothing of GtkWeb's
///   (`BareAsync`): what an `async` call of it costs by itself. `instr_evaluate__bare_async_cancellable`: the
///   same inside the cancellation handler that lets cancellation end GtkWeb's calls at once.
/// - `instr_call_async_js`: `callAsyncJavaScript("return await Promise.resolve(a + 1)", arguments: ["a": 1])`.
/// - `instr_reply_message`: one `callAsyncJavaScript` whose body awaits that many sequential
///   `window.webkit.messageHandlers.rpc.postMessage({i})`, answered by a handler with the message's JSON.
/// - `instr_js_to_native`: one evaluation posts that many messages to `sink`, to the last delegate call.
/// - `instr_js_to_native__without_envelope`: the same, but the page posts through WebKit's own
///   `postMessage` (the handler's prototype's), around GtkWeb's wrapper: the message is the bare number, as
///   in the C program, without the envelope (token, origin, URL, main-frame flag) that GtkWeb's wrapper
///   sends; it reaches the same delegate through the same signal handler and route.
/// - `instr_cookies_for`: `cookies(for:)` of a page with 100 cookies, on an ephemeral profile.
/// - `instr_blocker_cached`: `prepare()` of a new `WebContentBlockerRuntime` whose 1,000-rule list is
///   already compiled in the cache (as on a later launch).
/// - `instr_blocker_cached__load_only`: the load of that compiled list through the store and call that
///   `prepare()` uses (`ContentBlockerPreparation.loadCompiledList`), without anything else `prepare()` does.
/// - `instr_blocker_cached__bare_async`: the C program's load of that list, awaited from Swift with nothing of
///   GtkWeb's (`BareAsync`).
///
/// A figure named `<figure>__<variant>` is a GtkWeb-only variant without one behaviour; the driver sets it
/// beside the C program's `<figure>`.
/// - `instr_nav_warm`: `load(url:)` of `/small/1` and `/small/2` in turn, served by the same C handler as the C
///   program's pages (`gtkweb_bench_small_page_server_start`).
/// The engine is shown as the C side's view is (`showAsTheCSideDoes`: on GTK 4 in a shown 800×600 window).
@MainActor
enum InstructionsSuite: BenchSuite {
    static let name = "instructions"
    static let warmUp = 10
    /// Stretches per figure: the driver keeps the one with the least work per operation (instructions outside
    /// the main loop's bookkeeping and GDK's own sources; scripts/bench-instructions.py), which leaves out a
    /// one-off cost that can fall into a figure's first stretch.
    static let stretches = 5

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let sink = MessageCounter()
        let engine = WebEngine(
            configuration: WebEngineConfiguration(scriptMessageHandlerNames: ["sink"], scriptMessageDelegate: sink))
        try engine.addScriptMessageHandler(name: "rpc") { message in message.bodyJSON }
        let window = showAsTheCSideDoes(engine)
        defer { hideShownEngine(engine, in: window) }
        try await engine.load(url: env.server.url("/"))

        var figures: [BenchFigure] = []
        figures.append(
            try await stretch("instr_evaluate", ops: 200) {
                guard try await engine.evaluate(js: "1+1") == "2" else { throw BenchError("1+1 did not give 2") }
            })
        let view = engine.unsafeWidget
        figures.append(
            try await stretch("instr_evaluate__bare_async", ops: 200) {
                guard await BareAsync.evaluate(view, "1+1") == "2" else { throw BenchError("1+1 did not give 2") }
            })
        figures.append(
            try await stretch("instr_evaluate__bare_async_cancellable", ops: 200) {
                guard await BareAsync.evaluate(view, "1+1", cancellable: true) == "2" else {
                    throw BenchError("1+1 did not give 2")
                }
            })
        figures.append(
            try await stretch("instr_call_async_js", ops: 200) {
                let value = try await engine.callAsyncJavaScript(
                    "return await Promise.resolve(a + 1)", arguments: ["a": 1])
                guard value == "2" else { throw BenchError("callAsyncJavaScript gave \(value ?? "nil")") }
            })
        figures.append(try await batch("instr_reply_message", ops: 500) { try await rpcLoop(engine, count: $0) })
        figures.append(
            try await batch("instr_js_to_native", ops: 1000) { try await sinkBatch(engine, sink, count: $0) })
        figures.append(
            try await batch("instr_js_to_native__without_envelope", ops: 1000) {
                try await sinkBatch(engine, sink, count: $0, aroundWrapper: true)
            })
        figures.append(try await cookiesFigure(env, ops: 100))
        figures += try await blockerFigures(env, ops: 50)

        // Served by a C handler (CBenchCalls), as the C program serves them, rather than by the Swift fixture
        // server, whose request handling on the main thread would be counted in GtkWeb's figure.
        let port = gtkweb_bench_small_page_server_start()
        guard port != 0 else { throw BenchError("the small-page server could not listen") }
        let pages = ["/small/1", "/small/2"].map { URL(string: "http://127.0.0.1:\(port)\($0)")! }
        var turn = 0
        figures.append(
            try await stretch("instr_nav_warm", ops: 40) {
                try await engine.load(url: pages[turn % 2])
                turn += 1
            })
        return figures
    }

    /// `warmUp` operations, then `ops` of them between the client requests.
    private static func stretch(
        _ figure: String, ops: Int, _ operation: @MainActor () async throws -> Void
    ) async throws -> BenchFigure {
        for _ in 0..<warmUp { try await operation() }
        for _ in 0..<stretches {
            gtkweb_bench_instructions_begin()
            for _ in 0..<ops { try await operation() }
            gtkweb_bench_instructions_end(figure)
        }
        return BenchFigure(name: figure, unit: "ops", value: Double(ops))
    }

    /// A batch of `warmUp` operations, then one of `ops` between the client requests.
    private static func batch(
        _ figure: String, ops: Int, _ run: @MainActor (Int) async throws -> Void
    ) async throws -> BenchFigure {
        try await run(warmUp)
        for _ in 0..<stretches {
            gtkweb_bench_instructions_begin()
            try await run(ops)
            gtkweb_bench_instructions_end(figure)
        }
        return BenchFigure(name: figure, unit: "ops", value: Double(ops))
    }

    private static func rpcLoop(_ engine: WebEngine, count: Int) async throws {
        let correct = try await engine.callAsyncJavaScript(
            """
            let ok = 0;
            for (let i = 0; i < \(count); i++) {
              const r = await window.webkit.messageHandlers.rpc.postMessage({i});
              if (r && r.i === i) ok++;
            }
            return ok;
            """)
        guard correct == String(count) else { throw BenchError("the rpc loop answered \(correct ?? "nil")") }
    }

    /// Posts `count` numbers to `sink` from one evaluation and waits for the last delegate call; with
    /// `aroundWrapper`, through WebKit's `postMessage` rather than GtkWeb's wrapper.
    private static func sinkBatch(
        _ engine: WebEngine, _ sink: MessageCounter, count: Int, aroundWrapper: Bool = false
    ) async throws {
        let post =
            aroundWrapper
            ? "const h = window.webkit.messageHandlers.sink, post = Object.getPrototypeOf(h).postMessage;"
                + " for (let i = 0; i < \(count); i++) post.call(h, i); 0"
            : "for (let i = 0; i < \(count); i++) window.webkit.messageHandlers.sink.postMessage(i); 0"
        let script = post
        let evaluation = Task { try await engine.evaluate(js: script) }
        try await sink.batch(of: count)
        _ = try await evaluation.value
    }

    private static func cookiesFigure(_ env: BenchEnvironment, ops: Int) async throws -> BenchFigure {
        let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
        for index in 0..<100 {
            try await engine.setCookie(WebCookie(name: "c\(index)", value: "v\(index)", domain: "127.0.0.1", path: "/"))
        }
        let url = env.server.url("/")
        var count = 0
        let figure = try await stretch("instr_cookies_for", ops: ops) { count = await engine.cookies(for: url).count }
        guard count == 100 else { throw BenchError("cookies(for:) gave \(count) cookies, expected 100") }
        return figure
    }

    private static func blockerFigures(_ env: BenchEnvironment, ops: Int) async throws -> [BenchFigure] {
        let folder = env.workdir.appendingPathComponent("gtkweb-instr-filters")
        let list = env.workdir.appendingPathComponent("gtkweb-instr-rules.json")
        let rules = (0..<1000).map {
            #"{"trigger":{"url-filter":"^https?://ads\#($0)\\.example/"},"action":{"type":"block"}}"#
        }
        try Data(("[" + rules.joined(separator: ",") + "]").utf8).write(to: list)
        let savedCache = WebEngineConfiguration.contentBlockerCacheDirectory
        WebEngineConfiguration.contentBlockerCacheDirectory = folder
        defer { WebEngineConfiguration.contentBlockerCacheDirectory = savedCache }
        let configuration = WebContentBlockerConfiguration(ruleListPaths: [list.path])
        let compiled = await WebContentBlockerRuntime(configuration: configuration).prepare()
        guard compiled.isEmpty else { throw BenchError("compiling the 1,000-rule list failed: \(compiled)") }
        let cached = try await stretch("instr_blocker_cached", ops: ops) {
            let errors = await WebContentBlockerRuntime(configuration: configuration).prepare()
            guard errors.isEmpty else { throw BenchError("loading the compiled list failed: \(errors)") }
        }
        let prefix = "ContentRuleList-"
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) }
        guard stored.count == 1, let file = stored.first else {
            throw BenchError("expected one compiled list in \(folder.path), found \(stored)")
        }
        let identifier = String(file.dropFirst(prefix.count))
        let folderPath = folder.path
        let loadOnly = try await stretch("instr_blocker_cached__load_only", ops: ops) {
            try await ContentBlockerPreparation.loadCompiledList(identifier: identifier, directoryPath: folderPath)
        }
        let bare = try await stretch("instr_blocker_cached__bare_async", ops: ops) {
            guard await BareAsync.loadFilter(directory: folderPath, identifier: identifier) else {
                throw BenchError("loading the compiled list through plain C failed")
            }
        }
        return [cached, loadOnly, bare]
    }
}

/// Counts the sink's messages and wakes the wait when a batch is complete.
@MainActor
private final class MessageCounter: WebViewScriptMessageDelegate {
    private var received = 0
    private var expected = 0
    private var waiter: CallbackWait<Void>?

    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {
        received += 1
        if received == expected { waiter?.resume(.success(())) }
    }

    /// Waits until `count` messages arrived.
    func batch(of count: Int) async throws {
        received = 0
        expected = count
        let waiter = CallbackWait<Void>()
        self.waiter = waiter
        defer { self.waiter = nil }
        try await waiter.wait(seconds: 120) { [unowned self] in "\(self.received) of \(count) sink messages arrived" }
    }
}
