/// A suite, erased for the driver's list.
@MainActor
struct SuiteEntry {
    let name: String
    let run: @MainActor (BenchEnvironment) async throws -> [BenchFigure]
    /// Whether the plain-C program has a suite of this name.
    let hasCBaseline: Bool

    init<Suite: BenchSuite>(_ suite: Suite.Type, hasCBaseline: Bool = true) {
        name = Suite.name
        run = { try await Suite.run($0) }
        self.hasCBaseline = hasCBaseline
    }
}

/// Every suite, in the C program's order (foundation, bridge, cookies, blockers).
@MainActor
let allSuites: [SuiteEntry] = [
    SuiteEntry(FoundationSuite.self),
    SuiteEntry(BridgeSuite.self),  // issue 4
    SuiteEntry(CookiesSuite.self),  // issue 3
    SuiteEntry(BlockersSuite.self),  // issue 5
    SuiteEntry(ImporterSuite.self, hasCBaseline: false),
]
