import Foundation
import GtkWeb

/// The memory of ten tabs (the C program's tabmemory.c keeps ten live views for the reference):
/// `tabs_10_pss_mb`       the summed PSS (`/proc/<pid>/smaps_rollup`) of this process and all its
///                        descendants with 10 tabs of a `BrowserSession` capped at 3 live engines, each
///                        loaded once in turn, after the hibernated tabs' web processes ended (C: 10 live
///                        views on one context, after each loaded). On WebKitGTK 6.0 one closed view's
///                        process stays for reuse (`ProcessTree.keptForReuse`): the waits allow it, and
///                        the figure counts it, as the app pays for it;
/// GtkWeb only: `tabs_10_live_pss_mb`, the same with no cap (all 10 live), measured first (so the UI
/// process's growth from it counts against the capped figure, not for it).
@MainActor
enum TabMemorySuite: BenchSuite {
    static let name = "tabmemory"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let live = try await tenTabs(env, cap: nil)
        try await ProcessTree.wait(for: "the live tabs' web processes to end") {
            ProcessTree.webProcesses().count <= ProcessTree.keptForReuse
        }
        let capped = try await tenTabs(env, cap: 3)
        return [
            BenchFigure(name: "tabs_10_live_pss_mb", unit: "MB", value: live),
            BenchFigure(name: "tabs_10_pss_mb", unit: "MB", value: capped),
        ]
    }

    /// Opens 10 tabs one after the other, each to load-finished, and returns the process tree's PSS in MB.
    static func tenTabs(_ env: BenchEnvironment, cap: Int?) async throws -> Double {
        let session = BrowserSession(store: nil, policy: .init(liveEngineLimit: cap))
        defer { for window in session.windows { session.closeWindow(window) } }
        let window = session.openWindow()
        for index in 0..<10 {
            try await SessionsSuite.finished(session.openTab(url: env.server.url("/?tab=\(index)"), in: window))
        }
        let limit = (cap ?? 10) + (cap == nil ? 0 : ProcessTree.keptForReuse)
        try await ProcessTree.wait(for: "at most \(limit) web processes") {
            ProcessTree.webProcesses().count <= limit
        }
        return ProcessTree.pssMegabytes()
    }
}
