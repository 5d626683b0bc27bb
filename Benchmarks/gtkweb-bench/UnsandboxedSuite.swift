import GtkWeb

/// Engine creation with the web content sandbox turned off (the C program's unsandboxed.c, same
/// method): `create_cold_unsandboxed_ms` from just before the first engine is made to load-finished
/// of `/`. The foundation suite's `create_cold_ms` is taken with the sandbox on (the default, on both
/// sides); the difference is what bubblewrap costs. Each suite runs in a process of its own, so the
/// sandbox can still be turned off here.
@MainActor
enum UnsandboxedSuite: BenchSuite {
    static let name = "unsandboxed"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        try WebContentSandbox.setEnabled(false)
        let start = nowMicroseconds()
        let engine = WebEngine()
        try await engine.load(url: env.server.url("/"))
        return [BenchFigure(name: "create_cold_unsandboxed_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000)]
    }
}
