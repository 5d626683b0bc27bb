/// A suite, erased for the registry.
@MainActor
struct SuiteEntry {
    let name: String
    let run: @MainActor (BenchEnvironment) async throws -> [BenchFigure]

    init<Suite: BenchSuite>(_ suite: Suite.Type) {
        name = Suite.name
        run = { try await Suite.run($0) }
    }
}

/// Every suite, in the order `gtkweb-bench` runs them.
///
/// Adding a suite `foo`:
/// 1. `Benchmarks/gtkweb-bench/FooSuite.swift`: an `enum FooSuite: BenchSuite` with `name = "foo"` whose
///    `run(_:)` does the work once through GtkWeb's public API and returns its figures (warm-ups inside
///    the suite are not returned; say which in the doc comment). Pages it needs: `env.server.route(…)`.
/// 2. `Benchmarks/gtkweb-bench-c/foo.c`: `void bench_suite_foo(Bench *bench)` doing the same work by the
///    same method through WebKitGTK's C API, emitting the same figure names with `bench_emit`. Pages:
///    `soup_server_add_handler(bench->server, "/foo-page", …)`.
/// 3. One line here and one `BENCH_SUITE(foo)` line in `Benchmarks/gtkweb-bench-c/suites.h`.
/// The driver then runs both sides in alternating rounds and prints the ratios; nothing else changes.
/// A figure only one side emits is printed without a ratio; a suite with no plain-C counterpart (the
/// importer's floor is a JSON round trip, the downloads' is curl) has an empty C function.
///
/// Under the GTK4 trait (WebKitGTK 6.0) only the suites whose plain-C side is ported run (gtkweb-bench-c's
/// toolkit.h); `leftOutSuites` names the others and why, and the driver prints that.
@MainActor
let allSuites: [SuiteEntry] = [
    SuiteEntry(FoundationSuite.self),
    SuiteEntry(UnsandboxedSuite.self),
    SuiteEntry(NavigationSuite.self),
    SuiteEntry(BridgeSuite.self),
    SuiteEntry(CookiesSuite.self),
    SuiteEntry(BlockersSuite.self),
    SuiteEntry(CosmeticSuite.self),
    SuiteEntry(SessionsSuite.self),
    SuiteEntry(TabMemorySuite.self),
    SuiteEntry(SnapshotsSuite.self),
    SuiteEntry(DownloadsSuite.self),
    SuiteEntry(WindowsSuite.self),
    SuiteEntry(ImporterSuite.self),
    SuiteEntry(ShellSuite.self),
    SuiteEntry(InstructionsSuite.self),
    SuiteEntry(SoakSuite.self),
].filter { suite in !leftOutSuites.contains { $0.name == suite.name } }

#if GTK4
    /// The suites that do not run in this build, each with the reason printed when it would have.
    let leftOutSuites: [(name: String, reason: String)] = [
        ("unsandboxed", "WebKitGTK 6.0 has no sandbox switch: its web processes are always sandboxed"),
        ("soak", "its plain-C side parks views in GtkOffscreenWindow, which GTK 4 does not have (not ported)"),
        ("shell", "the shell is a GTK 3 program"),
    ]
#else
    /// The suites that do not run in this build (none on GTK 3).
    let leftOutSuites: [(name: String, reason: String)] = []
#endif
