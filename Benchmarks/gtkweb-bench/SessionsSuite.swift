import Foundation
import GtkWeb
import SessionStore

/// The session manager and its store (the C program's sessions.c measures the plain-C references of
/// the same names):
/// `session_restore_ms`  a saved session of 100 tabs (2 KB back/forward state, 8 KB thumbnail each)
///                       from `BrowserSession.restore()` to the active tab's load-finished of `/`
///                       (C: one new view on the shared context to load-finished);
/// `session_new_tab_ms`  `openTab` with one tab live, to load-finished (C: a second, unrelated view);
/// `session_new_tab_spare_ms`, `session_new_tab_shared_ms`  the same in a session whose policy keeps an
///                       `.isolated` spare engine, or a `.sharedProcess` one, ready (as when the user opens
///                       a tab some time after the last; C: the same second view);
/// `hibernate_ms`        `hibernate(tabID:)` of a tab with two history entries to its `.hibernated` event,
///                       with the capture of its 320-pixel JPEG thumbnail (C: get and serialize the
///                       session state, destroy the view; no thumbnail);
/// `rehydrate_ms`        activating it again, to load-finished with its back list (C: a new view,
///                       `webkit_web_view_restore_session_state`, load of the current entry);
/// GtkWeb only: `session_save_100_ms` (snapshot to committed, through the writer queue),
/// `session_save_main_block_ms` (the main thread's share: snapshot and enqueue) and
/// `history_completion_100k_p50/p95` (us, `completions(for:)` on 100,000 entries, 200 queries).
@MainActor
enum SessionsSuite: BenchSuite {
    static let name = "sessions"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let folder = env.workdir.appendingPathComponent("sessions-\(getpid())")
        try? FileManager.default.removeItem(at: folder)  // a previous run's files, if any
        defer { try? FileManager.default.removeItem(at: folder) }  // scratch files of this run
        let url = env.server.url("/")
        var figures: [BenchFigure] = []

        let saved = try SessionStore(fileURL: folder.appendingPathComponent("saved.sqlite"))
        try saved.saveSession(hundredTabs(url: url))
        try saved.flush()
        var start = nowMicroseconds()
        let session = BrowserSession(store: saved)
        try session.restore()
        let active = try require(session.windows.first?.activeTab, "the restored active tab")
        try await finished(active)
        figures.append(BenchFigure(name: "session_restore_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000))

        let copy = try SessionStore(fileURL: folder.appendingPathComponent("copy.sqlite"))
        start = nowMicroseconds()
        try copy.saveSession(session.snapshot())
        let block = nowMicroseconds() - start
        try await copy.flushAsync()
        figures.append(BenchFigure(name: "session_save_100_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000))
        figures.append(BenchFigure(name: "session_save_main_block_ms", unit: "ms", value: block / 1000))

        let window = try require(session.windows.first, "the restored window")
        start = nowMicroseconds()
        let tab = session.openTab(url: url, in: window)
        try await finished(tab)
        figures.append(BenchFigure(name: "session_new_tab_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000))

        let engine = try require(tab.engine, "the new tab's engine")
        try await engine.load(url: env.server.url("/?second"))
        session.activate(tabID: active.id)
        start = nowMicroseconds()
        try await hibernated(tab, in: session)
        figures.append(BenchFigure(name: "hibernate_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000))
        start = nowMicroseconds()
        session.activate(tabID: tab.id)
        try await finished(tab)
        figures.append(BenchFigure(name: "rehydrate_ms", unit: "ms", value: (nowMicroseconds() - start) / 1000))
        guard tab.engine?.canGoBack == true else { throw BenchError("the rehydrated tab lost its back list") }
        for window in session.windows { session.closeWindow(window) }

        figures.append(try await newTabOnSpare(.isolated, name: "session_new_tab_spare_ms", url: url))
        figures.append(try await newTabOnSpare(.sharedProcess, name: "session_new_tab_shared_ms", url: url))
        return figures + (try completion(folder: folder))
    }

    /// `openTab` to load-finished with one tab live and the profile's spare engine ready.
    static func newTabOnSpare(_ mode: SpareEngineMode, name: String, url: URL) async throws -> BenchFigure {
        let session = BrowserSession(
            store: nil, policy: .init(spareEngines: mode),
            configuration: { WebEngineConfiguration(profile: $0, capturesConsoleOutput: false) })
        defer { for window in session.windows { session.closeWindow(window) } }
        let window = session.openWindow()
        try await finished(session.openTab(url: url, in: window))
        await session.prepareSpareEngine()
        let start = nowMicroseconds()
        let tab = session.openTab(url: url, in: window)
        try await finished(tab)
        return BenchFigure(name: name, unit: "ms", value: (nowMicroseconds() - start) / 1000)
    }

    /// 100 tabs in one window, the first active, each with a 2 KB state and an 8 KB thumbnail.
    static func hundredTabs(url: URL) -> SessionSnapshot {
        let tabs = (0..<100).map { index in
            SessionTabRecord(
                id: "bench-tab-\(index)", windowID: "bench-window", position: index,
                url: index == 0 ? url.absoluteString : "\(url.absoluteString)?tab=\(index)", title: "Tab \(index)",
                sessionState: Data(repeating: UInt8(index), count: 2048), thumbnail: Data(repeating: 7, count: 8192))
        }
        return SessionSnapshot(
            windows: [SessionWindowRecord(id: "bench-window", position: 0, activeTabID: "bench-tab-0")], tabs: tabs)
    }

    static func completion(folder: URL) throws -> [BenchFigure] {
        let store = try SessionStore(fileURL: folder.appendingPathComponent("history.sqlite"))
        let now = Date()
        store.importHistory(
            (0..<100_000).map { index in
                HistoryEntry(
                    url: "https://host\(index % 997).example.org/articles/\(index)", title: "Article number \(index)",
                    visitCount: index % 17, lastVisit: now - Double(index))
            })
        try store.flush()
        let queries = (0..<200).map { index in
            switch index % 4 {
            case 0: "host\(index)"
            case 1: "www.host\(index % 50).example.org/articles/\(index)"
            case 2: "number \(index * 37)"
            default: "articles/\(index * 411)"
            }
        }
        var samples: [Double] = []
        for query in queries {
            let begin = nowMicroseconds()
            _ = try store.completions(for: query, limit: 8)
            samples.append(nowMicroseconds() - begin)
        }
        return Percentile.figures("history_completion_100k", microseconds: samples)
    }

    /// Hibernates `tab` and returns once its engine is released (its thumbnail captured).
    static func hibernated(_ tab: BrowserTab, in session: BrowserSession) async throws {
        var done: CheckedContinuation<Void, Never>?
        session.onEvent = { event in
            if case .hibernated(tab.id) = event {
                done?.resume()
                done = nil
            }
        }
        defer { session.onEvent = nil }
        await withCheckedContinuation { continuation in
            done = continuation
            if !session.hibernate(tabID: tab.id) {
                done = nil
                continuation.resume()
            }
        }
        guard tab.status == .hibernated else { throw BenchError("the new tab did not hibernate") }
        guard tab.thumbnail != nil else { throw BenchError("the hibernated tab has no thumbnail") }
    }

    /// Waits for the tab's engine to report its next finished navigation (at once when it shows the tab's
    /// URL loaded; a spare's blank page does not count).
    static func finished(_ tab: BrowserTab) async throws {
        let engine = try require(tab.engine, "tab \(tab.id)'s engine")
        if !engine.isLoading, engine.url != nil, engine.url == tab.url { return }
        var view: WebView?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            var resumed = false
            view = WebView(
                onNavigationFinished: {
                    if !resumed {
                        resumed = true
                        done.resume()
                    }
                },
                persistentWebViewID: tab.id)
        }
        _ = view
    }

    static func require<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw BenchError("no \(what)") }
        return value
    }
}
