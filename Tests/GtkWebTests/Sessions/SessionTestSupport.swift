import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import XCTest

/// A store file in a folder of its own, removed at the end of the test.
final class TemporarySessionFile {
    let folder: URL
    var url: URL { folder.appendingPathComponent("sessions.sqlite") }

    init(_ name: String = #function) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-session-tests-\(getpid())")
            .appendingPathComponent("\(name.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }  // a temp folder of this test only

    /// Every byte of the database and its WAL (what a reader of the disk could see).
    func bytesOnDisk() -> Data {
        ["", "-wal", "-shm"].reduce(into: Data()) { bytes, suffix in
            bytes += FileManager.default.contents(atPath: url.path + suffix) ?? Data()
        }
    }
}

@MainActor
enum SessionWaits {
    /// Waits until `tab` is live and its engine shows `path` with `title`, loaded.
    static func loaded(_ tab: BrowserTab, path: String, title: String? = nil, timeout: Double = 20) async throws {
        let describe: @MainActor () -> String = {
            guard let engine = tab.engine else { return "no engine" }
            return "engine live at \(engine.url?.path ?? "nil"), loading \(engine.isLoading), "
                + "title \(engine.title ?? "nil")"
        }
        let condition: @MainActor () -> Bool = {
            guard let engine = tab.engine else { return false }
            return engine.url?.path == path && !engine.isLoading && (title == nil || engine.title == title)
        }
        try await waitUntil("tab \(tab.id) to show \(path)", timeout: timeout, describe: describe, condition)
    }

    /// Waits until every tab of `tabs` has hibernated (its thumbnail captured, its engine released).
    static func hibernated(_ tabs: BrowserTab..., timeout: Double = 20) async throws {
        let describe: @MainActor () -> String = { "statuses \(tabs.map(\.status))" }
        let condition: @MainActor () -> Bool = { tabs.allSatisfy { $0.status == .hibernated } }
        try await waitUntil("tabs \(tabs.map(\.id)) to hibernate", timeout: timeout, describe: describe, condition)
    }

    /// Waits until no tab of `session` is hibernating any more.
    static func settled(_ session: BrowserSession, timeout: Double = 20) async throws {
        let describe: @MainActor () -> String = { "statuses \(session.allTabs.map(\.status))" }
        let condition: @MainActor () -> Bool = { !session.allTabs.contains { $0.status == .hibernating } }
        try await waitUntil("the session's hibernations to end", timeout: timeout, describe: describe, condition)
    }

    /// `snapshot` with every `lastAccess` set to 0: a date read back from SQLite can differ from the one
    /// written in the last bits (it is stored as seconds since 1970, `Date` counts from 2001).
    nonisolated static func ignoringDates(_ snapshot: SessionSnapshot) -> SessionSnapshot {
        var copy = snapshot
        for index in copy.tabs.indices { copy.tabs[index].lastAccess = Date(timeIntervalSince1970: 0) }
        return copy
    }

    /// The WebKit web processes among this process's descendants (inside WebKit's sandbox they are
    /// not its children).
    static func webProcesses() -> Set<Int32> { ChildProcesses.webProcesses() }
}
