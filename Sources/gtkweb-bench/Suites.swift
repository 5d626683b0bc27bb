/// A suite, erased for the driver's list.
@MainActor
struct SuiteEntry {
    let name: String
    let run: @MainActor (BenchEnvironment) async throws -> [BenchFigure]

    init<Suite: BenchSuite>(_ suite: Suite.Type) {
        name = Suite.name
        run = { try await Suite.run($0) }
    }
}

/// Every suite, in the C program's order (foundation, bridge, cookies, blockers, windows).
@MainActor
let allSuites: [SuiteEntry] = [
    SuiteEntry(FoundationSuite.self),
    SuiteEntry(BridgeSuite.self),  // issue 4
    SuiteEntry(CookiesSuite.self),  // issue 3
    SuiteEntry(BlockersSuite.self),  // issue 5
    SuiteEntry(WindowsSuite.self),
]
