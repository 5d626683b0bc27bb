import Foundation
import GtkWebTestSupport
import XCTest

/// The real `gtkweb` binary, launched under the suite's Xvfb on a private session bus, driven through
/// its command line, its D-Bus actions and real keyboard input.
final class ShellEndToEndTests: XCTestCase {
    /// The windows and tabs the shell publishes as its `tabs` action's state.
    private struct Window: Decodable {
        var label: String
        var tabs: [Tab]
    }
    private struct Tab: Decodable {
        var title: String
        var url: String
        var active: Bool
    }

    @MainActor
    private static func tabs(_ session: ShellSession) async throws -> [Window] {
        try JSONDecoder().decode([Window].self, from: Data(try await session.state("tabs").utf8))
    }

    /// Runs `script` in the active tab through D-Bus and returns its result (`{"result": …}`).
    @MainActor
    private static func evaluate(_ session: ShellSession, _ script: String) async throws -> String {
        try await session.evaluate(script)
    }

    func testEvalPrintsTheResultAsJSONAndExitsWithAStatusForEachFailure() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/evaluated")
                let done = try await session.run(["--eval", "[document.title, 6 * 7]", page.absoluteString])
                XCTAssertEqual(done.status, 0, done.output)
                XCTAssertTrue(done.output.contains("[\"evaluated\",42]"), done.output)

                let threw = try await session.run([
                    "--eval", "throw new TypeError('no such thing')", page.absoluteString,
                ])
                XCTAssertEqual(threw.status, 1, threw.output)
                XCTAssertTrue(threw.output.contains("no such thing"), threw.output)

                // Nothing listens on this port on the test machines (never a stopped server's port, which
                // another test may bind again).
                let gone = URL(string: "http://127.0.0.1:29999/gone")!
                let failed = try await session.run(["--eval", "1", gone.absoluteString])
                XCTAssertEqual(failed.status, 3, failed.output)
                XCTAssertTrue(failed.output.contains("did not load"), failed.output)

                let usage = try await session.run(["--eval", "1"])
                XCTAssertEqual(usage.status, 2, usage.output)
            }
        }
    }

    func testASecondLaunchOpensItsURLAsATabOfTheRunningShellWhichDBusClientsListAndDrive() {
        runOnMainLoop(timeout: 60) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let first = server.url("/page/first-tab")
                let second = server.url("/page/second-tab")
                let shell = try session.launch([first.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(first.absoluteString)")

                let again = try await session.run([second.absoluteString])
                XCTAssertEqual(again.status, 0, again.output)
                try await session.waitForOutput(shell.output, containing: "page loaded \(second.absoluteString)")
                XCTAssertTrue(shell.process.isRunning)
                // WebKit may report a title just after the load finished (when "page loaded" is printed).
                var windows: [Window] = []
                try? await poll("both tabs' titles", describe: "\(windows)") {  // asserted just below
                    windows = try await Self.tabs(session)
                    return windows.first?.tabs.map(\.title) == ["first-tab", "second-tab"]
                }
                XCTAssertEqual(windows.count, 1, "the second launch opened a tab, not a window: \(windows)")
                XCTAssertEqual(windows.first?.tabs.map(\.title), ["first-tab", "second-tab"])
                XCTAssertEqual(windows.first?.tabs.map(\.active), [false, true])

                let result = try await Self.evaluate(session, "document.title")
                XCTAssertTrue(result.contains("second-tab"), result)

                let third = server.url("/page/third-tab")
                try await session.activate("open-url", third.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(third.absoluteString)")
                windows = try await Self.tabs(session)
                XCTAssertEqual(windows.first?.tabs.count, 3)

                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }
                XCTAssertEqual(shell.process.terminationStatus, 0)
            }
        }
    }

    func testATabWhoseWebProcessDiesShowsTheCrashPageAndItsReloadButtonBringsThePageBack() {
        runOnMainLoop(timeout: 60) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/will-crash")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let webProcesses = ChildProcesses.webProcesses(of: shell.process.processIdentifier)
                XCTAssertEqual(webProcesses.count, 1, "one tab, one web process: \(webProcesses)")
                kill(try XCTUnwrap(webProcesses.first), SIGKILL)

                var windows: [Window] = []
                try await poll("the crash page", describe: "\(windows)") {
                    windows = try await Self.tabs(session)
                    return windows.first?.tabs.first?.title == "Page crashed"
                }
                let reason = try await Self.evaluate(session, "document.getElementById('reason').textContent")
                XCTAssertTrue(reason.contains("crashed"), reason)

                _ = try await Self.evaluate(session, "document.getElementById('reload').click()")
                try await poll("the page to come back", describe: "\(windows)") {
                    windows = try await Self.tabs(session)
                    return windows.first?.tabs.first?.title == "will-crash"
                }
                XCTAssertEqual(windows.first?.tabs.first?.url, page.absoluteString)
                XCTAssertTrue(shell.process.isRunning, "the shell survived its tab's crash")
            }
        }
    }

    func testKeyboardShortcutsOpenCloseAndReopenTabs() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 60) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/keyboard")
                try await session.launchFocused(on: page, windowTitle: "keyboard")

                for (keys, expected) in [("ctrl+t", 2), ("ctrl+w", 1), ("ctrl+shift+t", 2)] {
                    _ = try await session.runTool("/usr/bin/xdotool", ["key", "--clearmodifiers", keys])
                    var seen: [Window] = []
                    try await poll("\(expected) tabs after \(keys)", describe: "\(seen)") {
                        seen = try await Self.tabs(session)
                        return seen.first?.tabs.count == expected
                    }
                }
            }
        }
    }
}
