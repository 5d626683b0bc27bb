// gtkweb-browser-session-probe: a test helper that builds a browser session of 3 windows and 20 tabs
// with `BrowserSession`, lets it autosave to a store, and exits; the session tests then restore that
// store in their own process, to prove that a session saved by one process comes back in another.
//
// Usage: gtkweb-browser-session-probe --store PATH --base URL [--hibernate URL | --navigate N]
//   --store      the session database
//   --base       the fixture server's origin; tab t of window w loads BASE/page/probe-w-t
//   --hibernate  also open URL as a last tab of window 0, load it, then hibernate it (with its thumbnail)
//   --navigate   instead, one tab loads BASE/record-burst/1 … N one after another, printing `loaded k`
//                after each, the session autosaving all along (for SIGKILL trials)
// Window w shows tab 3w+1, and its first tab is pinned; only the shown tabs load.
// Output: {"windows": [[tab ID, …], …], "active": [tab ID, …], "hibernated": tab ID or null}
// (window order, tab order)
// Exit status: 0 after printing, 1 on a failure (message on stderr), 2 for bad arguments.
// Run it under a display (xvfb-run).
import Foundation
import GLibInterop
import GtkWeb
import SessionStore

struct Output: Encodable {
    var windows: [[String]]
    var active: [String]
    var hibernated: String?
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("gtkweb-browser-session-probe: \(message)\n".utf8))
    exit(status)
}

/// Iterates the GLib main loop until `condition` holds; fails after `seconds`.
@MainActor
func iterate(until what: String, seconds: Double = 60, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(seconds)
    var tick = false
    let timer = MainLoopSource.timeout(milliseconds: 20) {
        tick = true
        return true
    }
    defer { timer.cancel() }
    while !condition() {
        if Date() > deadline { fail("gave up waiting for \(what)") }
        tick = false
        while !tick && !condition() { iterateMainContext(mayBlock: true) }
    }
}

/// One tab loading `BASE/record-burst/k` for k = 1 … `count`, printing `loaded k` after each; then exits.
@MainActor
func navigateInTurn(_ session: BrowserSession, base: String, count: Int) -> Never {
    let tab = session.openTab(url: nil, in: session.openWindow())
    for index in 1...max(1, count) {
        let url = URL(string: "\(base)/record-burst/\(index)")!
        guard let engine = tab.engine else { fail("the tab has no engine") }
        Task { try? await engine.load(url: url) }
        iterate(until: "\(url.path) to load") { engine.url == url && !engine.isLoading }
        FileHandle.standardOutput.write(Data("loaded \(index)\n".utf8))
    }
    exit(0)
}

var arguments = CommandLine.arguments.dropFirst()
var storePath = ""
var base = ""
var hibernateURL: URL?
var navigations: Int?
while let flag = arguments.popFirst() {
    switch flag {
    case "--store": storePath = arguments.popFirst() ?? ""
    case "--base": base = arguments.popFirst() ?? ""
    case "--hibernate": hibernateURL = arguments.popFirst().flatMap(URL.init(string:))
    case "--navigate": navigations = arguments.popFirst().flatMap { Int($0) }
    default: fail("unknown argument \(flag)", status: 2)
    }
}
if storePath.isEmpty || base.isEmpty { fail("--store PATH and --base URL are required", status: 2) }

MainActor.assumeIsolated {
    guard GtkWebRuntime.initialize() else { fail("no display (run under xvfb-run)") }
    let store: SessionStore
    do { store = try SessionStore(fileURL: URL(fileURLWithPath: storePath)) } catch { fail("\(error)") }
    let session = BrowserSession(store: store)
    if let navigations { navigateInTurn(session, base: base, count: navigations) }
    for windowIndex in 0..<3 {
        let window = session.openWindow()
        for tabIndex in 0..<20 {
            let url = URL(string: "\(base)/page/probe-\(windowIndex)-\(tabIndex)")!
            session.openTab(url: url, in: window, activate: tabIndex == 3 * windowIndex + 1)
        }
        session.setPinned(true, tabID: window.tabs[0].id)
    }
    let active = session.windows.compactMap(\.activeTab)
    iterate(until: "the active tabs to load") {
        active.allSatisfy { tab in
            guard let engine = tab.engine, let url = tab.url else { return false }
            return !engine.isLoading && engine.url == url && engine.title == url.lastPathComponent
                && tab.title == url.lastPathComponent
        }
    }
    var hibernated: BrowserTab?
    if let hibernateURL, let window = session.windows.first, let shown = window.activeTab {
        let tab = session.openTab(url: hibernateURL, in: window)
        iterate(until: "the tab to hibernate to load") {
            tab.engine.map { !$0.isLoading && $0.url == hibernateURL } ?? false
        }
        session.activate(tabID: shown.id)
        guard session.hibernate(tabID: tab.id) else { fail("the tab did not hibernate") }
        iterate(until: "the tab to hibernate") { tab.status == .hibernated }
        hibernated = tab
    }
    // Dates read back can differ in the last bits (seconds since 1970 in SQLite, since 2001 in `Date`).
    let withoutDates: (SessionSnapshot) -> [SessionTabRecord] = { snapshot in
        snapshot.tabs.map { tab in
            var tab = tab
            tab.lastAccess = Date(timeIntervalSince1970: 0)
            return tab
        }
    }
    iterate(until: "the autosave") {
        let saved = try? store.loadSession()  // nil while a write is failing: keep waiting
        return saved?.windows == session.snapshot().windows
            && saved.map(withoutDates) == withoutDates(session.snapshot())
    }
    do { try store.flush() } catch { fail("\(error)") }
    let output = Output(
        windows: session.windows.map { $0.tabs.map(\.id) }, active: active.map(\.id), hibernated: hibernated?.id)
    FileHandle.standardOutput.write((try? JSONEncoder().encode(output)) ?? Data())  // plain strings encode
    FileHandle.standardOutput.write(Data("\n".utf8))
    exit(0)
}
