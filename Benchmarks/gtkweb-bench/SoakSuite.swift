import Foundation
import GtkWeb
import SessionStore

/// A long session, measured for what it leaks (GtkWeb only; `make soak`). Ten tabs of one `BrowserSession`
/// saved to a `SessionStore` make `GTKWEB_SOAK_NAVIGATIONS` navigations in all (default 2,000), in turn, each
/// `load(url:)` to its finish on the fixture server. Every page runs a user script that posts five script
/// messages (10,000 for 2,000 pages). After one navigation in ten the page opens a popup (`window.open`), which
/// the soak's UI delegate shows as a tab as the shell does and which closes itself (`window.close()`) once
/// loaded: 200 popups for 2,000 navigations, their engines released by the end. Every 100 navigations two tabs hibernate (thumbnail, engine and web
/// process released) and rehydrate when their turn comes, and a 64 MiB download starts and is cancelled once
/// its first bytes arrived; every 200, a content-blocker runtime prepares one of two rule lists (a compile,
/// then cache loads). Samples (`SoakSample`: UI and web-process RSS, fds, threads, child processes) are
/// printed as JSON lines every 200 navigations.
///
/// A first session of 200 navigations warms up; the baseline sample is taken after it closed.
///
/// The fixture server answers in this process: its log of requests (`FixtureServer.keepsRequests`), which
/// would grow with every navigation, is off during the soak unless `GTKWEB_SOAK_REQUEST_LOG=1`.
///
/// Figures: `soak_*_per_1000` the growth per 1,000 navigations over the second half of the run (the first
/// half fills caches and pools), between two samples taken after the same rule list; `soak_ui_rss_start_mb` (the baseline) and `_end_mb`; and, after every window
/// is closed and the web processes have ended, the state check: `soak_web_processes_left` (must be 0), no more
/// child processes than at the baseline, and `soak_fds_left` (open fds above the baseline: must be at most
/// `fdSlack`; the kinds of fd added are printed). A failed check fails the suite.
@MainActor
enum SoakSuite: BenchSuite {
    static let name = "soak"
    static let tabCount = 10
    static let messagesPerPage = 5
    /// Open fds the state check tolerates above the baseline (GLib and WebKit keep a few lazily made ones).
    static let fdSlack = 8

    /// Navigations of the session before the baseline.
    static let warmUpNavigations = 200

    static var navigations: Int {
        ProcessInfo.processInfo.environment["GTKWEB_SOAK_NAVIGATIONS"].flatMap { Int($0) }.map { max(200, $0) } ?? 2000
    }

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let started = nowMicroseconds()
        let total = navigations
        let folder = env.workdir.appendingPathComponent("soak-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }  // scratch files of this run
        let savedCache = WebEngineConfiguration.contentBlockerCacheDirectory
        WebEngineConfiguration.contentBlockerCacheDirectory = folder.appendingPathComponent("filter-store")
        defer { WebEngineConfiguration.contentBlockerCacheDirectory = savedCache }
        let keptRequests = env.server.keepsRequests
        env.server.keepsRequests = ProcessInfo.processInfo.environment["GTKWEB_SOAK_REQUEST_LOG"] == "1"
        defer { env.server.keepsRequests = keptRequests }
        env.server.route(prefix: "/soak/") { request in
            SoakPages.page(path: request.path)
        }
        let run = SoakRun(
            server: env.server, store: try SessionStore(fileURL: folder.appendingPathComponent("session.sqlite")),
            downloads: try SoakDownloads(folder: folder.appendingPathComponent("downloads"), server: env.server),
            rules: [
                try BlockersSuite.ruleFile(1000, in: env.workdir), try BlockersSuite.ruleFile(2000, in: env.workdir),
            ])

        // A first, shorter session brings up what lives as long as the process once made (the profile's
        // network process, WebKit's memory-pressure monitor and its files, GLib's workers): the baseline
        // is taken after it.
        _ = try await run.session(navigations: warmUpNavigations)
        let baseline = SoakSample.take(navigations: 0)
        let baselineKinds = SoakSample.fileDescriptorKinds()
        note(baseline.jsonLine)
        let received = run.messages.received
        let cancelled = run.downloads.cancelled
        let popups = (opened: run.popups.opened, closed: run.popups.closed)
        let samples = try await run.session(navigations: total)
        let after = SoakSample.take(navigations: total)
        note(after.jsonLine)
        let added = SoakSample.describeGrowth(from: baselineKinds, to: SoakSample.fileDescriptorKinds())
        note("fds added since the baseline: \(added.isEmpty ? "none" : added)")
        return try figures(
            samples: samples, baseline: baseline, after: after, messages: run.messages.received - received,
            downloads: run.downloads.cancelled - cancelled,
            popups: (run.popups.opened - popups.opened, run.popups.closed - popups.closed),
            seconds: (nowMicroseconds() - started) / 1e6)
    }

    /// The figures, and the state check.
    /// - Throws: `BenchError` when a web process is left or more fds are open than the baseline allows.
    static func figures(
        samples: [SoakSample], baseline: SoakSample, after: SoakSample, messages: Int, downloads: Int,
        popups: (opened: Int, closed: Int), seconds: Double
    ) throws -> [BenchFigure] {
        guard let end = samples.last else { throw BenchError("no samples") }
        // The rule lists alternate and the UI process keeps the last one prepared: the growth is measured
        // between two samples taken after the same list, from the first such sample of the second half.
        let last = samples.count - 1
        let middle = samples[(last / 2...last).first { ($0 - last).isMultiple(of: 2) } ?? last]
        func growth(_ name: String, _ unit: String, _ value: (SoakSample) -> Double) -> BenchFigure {
            BenchFigure(
                name: "soak_\(name)_per_1000", unit: unit,
                value: SoakSample.growthPer1000(value, from: middle, to: end))
        }
        let figures = [
            BenchFigure(name: "soak_navigations", unit: "count", value: Double(end.navigations)),
            BenchFigure(name: "soak_script_messages", unit: "count", value: Double(messages)),
            BenchFigure(name: "soak_downloads_cancelled", unit: "count", value: Double(downloads)),
            BenchFigure(name: "soak_popups_opened", unit: "count", value: Double(popups.opened)),
            BenchFigure(name: "soak_popups_closed", unit: "count", value: Double(popups.closed)),
            BenchFigure(name: "soak_seconds", unit: "s", value: seconds),
            BenchFigure(name: "soak_ui_rss_start_mb", unit: "MB", value: baseline.uiRSSMegabytes),
            BenchFigure(name: "soak_ui_rss_end_mb", unit: "MB", value: end.uiRSSMegabytes),
            BenchFigure(name: "soak_ui_heap_start_mb", unit: "MB", value: baseline.uiHeapMegabytes),
            BenchFigure(name: "soak_ui_heap_end_mb", unit: "MB", value: end.uiHeapMegabytes),
            BenchFigure(
                name: "soak_ui_heap_left_mb", unit: "MB", value: after.uiHeapMegabytes - baseline.uiHeapMegabytes),
            growth("ui_rss_mb", "MB") { $0.uiRSSMegabytes },
            growth("ui_heap_mb", "MB") { $0.uiHeapMegabytes },
            growth("web_rss_mb", "MB") { $0.webRSSMegabytes },
            growth("fds", "count") { Double($0.fileDescriptors) },
            growth("threads", "count") { Double($0.threads) },
            growth("children", "count") { Double($0.children) },
            BenchFigure(name: "soak_web_processes_left", unit: "count", value: Double(after.webProcesses)),
            BenchFigure(
                name: "soak_fds_left", unit: "count", value: Double(after.fileDescriptors - baseline.fileDescriptors)),
            BenchFigure(name: "soak_threads_left", unit: "count", value: Double(after.threads - baseline.threads)),
        ]
        for figure in figures { note("\(figure.name) = \(FigureResult.number(figure.value)) \(figure.unit)") }
        guard after.webProcesses == 0 else {
            throw BenchError("\(after.webProcesses) web processes outlived the session")
        }
        guard after.children <= baseline.children else {
            throw BenchError("\(after.children) child processes after the session closed, \(baseline.children) before")
        }
        guard after.fileDescriptors - baseline.fileDescriptors <= fdSlack else {
            throw BenchError(
                "\(after.fileDescriptors) fds open after the session closed, \(baseline.fileDescriptors) before it")
        }
        return figures
    }
}

/// Counts the script messages the soak's pages post.
@MainActor
final class SoakMessageCounter: WebViewScriptMessageDelegate {
    private(set) var received = 0

    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {
        received += 1
    }

    /// Waits until `count` messages arrived.
    /// - Throws: `BenchError` after 60 seconds, with the count reached.
    func wait(forAtLeast count: Int) async throws {
        try await ProcessTree.wait(for: "\(count) script messages (\(received) when the wait began)", seconds: 60) {
            self.received >= count
        }
    }
}
