import Foundation
import GtkWebTestSupport
import HTTPFixture
import SessionStore
import Spawn
import XCTest

/// The shell keeps its windows and tabs in `$XDG_DATA_HOME/gtkweb/sessions.sqlite`: they come back
/// after a quit and after the process is killed, and a closed tab comes back with its history.
final class ShellSessionRestoreTests: XCTestCase {
    private struct Window: Decodable {
        var tabs: [Tab]
    }
    private struct Tab: Decodable {
        var url: String
        var active: Bool
    }

    /// The URLs of each window's tabs, as the shell publishes them in its `tabs` state.
    @MainActor
    private static func tabURLs(_ session: ShellSession) async throws -> [[String]] {
        try JSONDecoder().decode([Window].self, from: Data(try await session.state("tabs").utf8)).map {
            $0.tabs.map(\.url)
        }
    }

    /// Launches `gtkweb` with no address and waits until it shows `expected`, as restored, each window's
    /// active tab (its last) loaded: the others load when first shown.
    @MainActor
    private static func relaunch(_ session: ShellSession, expecting expected: [[String]]) async throws -> ChildProcess {
        let shell = try session.launch([])
        for url in expected.compactMap(\.last) {
            try await session.waitForOutput(shell.output, containing: "page loaded \(url)")
        }
        var seen: [[String]] = []
        try await poll("the restored windows \(expected)", describe: "\(seen)") {
            seen = try await Self.tabURLs(session)
            return seen == expected
        }
        return shell.process
    }

    /// Opens `first` and then `second` (over D-Bus) in a new shell; returns it once both pages loaded.
    @MainActor
    private static func launchWithTwoTabs(_ session: ShellSession, _ first: URL, _ second: URL) async throws -> (
        process: ChildProcess, output: URL
    ) {
        let shell = try session.launch([first.absoluteString])
        try await session.waitForOutput(shell.output, containing: "page loaded \(first.absoluteString)")
        try await session.activate("open-url", second.absoluteString)
        try await session.waitForOutput(shell.output, containing: "page loaded \(second.absoluteString)")
        return shell
    }

    func testTabsComeBackAfterTheShellQuitsAndIsLaunchedAgain() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let first = server.url("/page/kept-one")
                let second = server.url("/page/kept-two")
                let shell = try await Self.launchWithTwoTabs(session, first, second)
                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }
                XCTAssertEqual(shell.process.terminationStatus, 0)

                let again = try await Self.relaunch(
                    session, expecting: [[first.absoluteString, second.absoluteString]])
                XCTAssertTrue(again.isRunning)
            }
        }
    }

    func testTabsComeBackAfterTheShellIsKilled() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let first = server.url("/page/survives-one")
                let second = server.url("/page/survives-two")
                let shell = try await Self.launchWithTwoTabs(session, first, second)
                // The session is written once per main-loop turn on the store's writer: wait until the
                // file has both tabs (read as another process would), then kill the shell without warning.
                let store = try SessionStore(
                    fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
                var stored: [String] = []
                try await poll("the store to hold both tabs", describe: "\(stored)") {
                    stored = try store.loadSession().tabs.compactMap(\.url)
                    return Set(stored) == [first.absoluteString, second.absoluteString]
                }
                kill(shell.process.processIdentifier, SIGKILL)
                try await waitUntil("the killed shell to end") { !shell.process.isRunning }
                XCTAssertEqual(shell.process.terminationReason, .uncaughtSignal)

                _ = try await Self.relaunch(session, expecting: [[first.absoluteString, second.absoluteString]])
            }
        }
    }

    func testAClosedTabReopensWithItsBackForwardList() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let start = server.url("/page/history-start")
                let next = server.url("/page/history-next")
                let other = server.url("/page/other-tab")
                let shell = try session.launch([start.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(start.absoluteString)")
                try await session.activate("eval", "location.href = '\(next.absoluteString)'")
                try await session.waitForOutput(shell.output, containing: "page loaded \(next.absoluteString)")
                try await session.activate("open-url", other.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(other.absoluteString)")

                let focus = try await session.runTool(
                    "/usr/bin/xdotool", ["search", "--sync", "--name", "other-tab", "windowfocus", "--sync"])
                XCTAssertEqual(focus, 0)
                // Ctrl+1 shows the first tab, Ctrl+W closes it, Ctrl+Shift+T brings it back.
                for (keys, expected) in [
                    ("ctrl+1", [next.absoluteString, other.absoluteString]), ("ctrl+w", [other.absoluteString]),
                    ("ctrl+shift+t", [next.absoluteString, other.absoluteString]),
                ] {
                    _ = try await session.runTool("/usr/bin/xdotool", ["key", "--clearmodifiers", keys])
                    var seen: [[String]] = []
                    try await poll("\(expected) after \(keys)", describe: "\(seen)") {
                        seen = try await Self.tabURLs(session)
                        return seen == [expected]
                    }
                }
                // The reopened tab (active) loads its page a second time; then it can go back to where it came from.
                let loaded = "page loaded \(next.absoluteString)"
                try await waitUntil("the reopened tab to load its page") {
                    let text = (try? String(contentsOf: shell.output, encoding: .utf8)) ?? ""  // unreadable: not yet
                    return text.components(separatedBy: loaded).count == 3
                }
                try await session.activate("eval", "history.back()")
                var seen: [[String]] = []
                try await poll("the reopened tab to go back", describe: "\(seen)") {
                    seen = try await Self.tabURLs(session)
                    return seen == [[start.absoluteString, other.absoluteString]]
                }
            }
        }
    }

    func testOnlyTheActiveTabLoadsAfterARestartAndAnotherLoadsWithItsHistoryWhenFirstShown() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let first = server.url("/page/lazy-first")
                let before = server.url("/page/lazy-before")
                let after = server.url("/page/lazy-after")
                let last = server.url("/page/lazy-last")
                let shell = try await Self.launchWithTwoTabs(session, first, before)
                try await session.activate("eval", "location.href = '\(after.absoluteString)'; true")
                try await session.waitForOutput(shell.output, containing: "page loaded \(after.absoluteString)")
                try await session.activate("open-url", last.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(last.absoluteString)")
                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }

                let again = try session.launch([])
                try await session.waitForOutput(again.output, containing: "page loaded \(last.absoluteString)")
                let restored = try await session.waitForWindows("the three tabs restored, the last one active") {
                    $0.first?.tabs.map(\.url) == [first, after, last].map(\.absoluteString)
                        && $0.first?.tabs.last?.active == true
                }
                XCTAssertEqual(restored.first?.tabs.map(\.loaded), [false, false, true], "\(restored)")
                XCTAssertEqual(
                    restored.first?.tabs.map(\.title), ["lazy-first", "lazy-after", "lazy-last"],
                    "tabs not loaded show their saved titles")
                let processes = ChildProcesses.webProcesses(of: again.process.processIdentifier)
                XCTAssertEqual(processes.count, 1, "one web process, for the active tab: \(processes)")

                try await session.xdotool(["search", "--sync", "--name", "lazy-last", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+2"])
                try await session.waitForOutput(again.output, containing: "page loaded \(after.absoluteString)")
                let shown = try await session.waitForWindows("the second tab active and loaded") {
                    $0.first?.tabs.map(\.active) == [false, true, false] && $0.first?.tabs[1].loaded == true
                }
                XCTAssertEqual(shown.first?.tabs.map(\.loaded), [false, true, true])
                try await session.activate("eval", "history.back(); true")
                try await session.waitForWindows("the second tab to go back to where it came from") {
                    $0.first?.tabs.map(\.url) == [first, before, last].map(\.absoluteString)
                }
                let output = try String(contentsOf: again.output, encoding: .utf8)
                XCTAssertFalse(output.contains("page loaded \(first.absoluteString)"), "the first tab never loaded")
            }
        }
    }

    func testARestoredTabShowsItsSavedTitleWhileItsPageHasNoneAndNotAfterItMovesOn() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let untitled = "<!doctype html><html><body><p>no title</p></body></html>"
            server.route("/restore/untitled") { _ in FixtureResponse(body: Data(untitled.utf8)) }
            server.route("/restore/also-untitled") { _ in FixtureResponse(body: Data(untitled.utf8)) }
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/restore/untitled")
                let other = server.url("/restore/also-untitled")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.activate("eval", "document.title = 'Set by the page'; true")
                _ = try await session.waitForWindows("the page's title on its tab") {
                    $0.first?.tabs.map(\.title) == ["Set by the page"]
                }
                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }

                // The page sets no title of its own when it loads again: its tab keeps the saved one.
                let again = try session.launch([])
                try await session.waitForOutput(again.output, containing: "page loaded \(page.absoluteString)")
                let restored = try await session.waitForWindows("the restored tab loaded") {
                    $0.first?.tabs.map(\.loaded) == [true] && $0.first?.tabs.first?.loading == false
                }
                XCTAssertEqual(restored.first?.tabs.map(\.title), ["Set by the page"], "\(restored)")

                // Another page without a title shows its address, and so does the first page once gone back to.
                try await session.activate("eval", "location.href = '\(other.absoluteString)'; true")
                try await session.waitForOutput(again.output, containing: "page loaded \(other.absoluteString)")
                let moved = try await session.waitForWindows("the other page loaded") {
                    $0.first?.tabs.map(\.url) == [other.absoluteString] && $0.first?.tabs.first?.loading == false
                }
                XCTAssertEqual(moved.first?.tabs.map(\.title), [other.absoluteString], "\(moved)")
                try await session.activate("eval", "history.back(); true")
                let back = try await session.waitForWindows("the first page again") {
                    $0.first?.tabs.map(\.url) == [page.absoluteString] && $0.first?.tabs.first?.loading == false
                }
                XCTAssertEqual(back.first?.tabs.map(\.title), [page.absoluteString], "\(back)")
            }
        }
    }
}
