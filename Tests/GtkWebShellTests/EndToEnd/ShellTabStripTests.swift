import Foundation
import GtkWebTestSupport
import Spawn
import XCTest

/// The tab strip, driven with the mouse at the tab labels' screen frames (the shell's `window` state):
/// a middle-click on a label closes its tab, and dragging a label moves its tab, in the window and in the
/// session the next launch restores.
final class ShellTabStripTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Launches the shell on `pages` (a tab each); returns it once every page loaded and every tab label is
    /// on screen.
    @MainActor
    private static func launch(_ session: ShellSession, _ pages: [URL]) async throws -> (
        process: ChildProcess, output: URL
    ) {
        let shell = try session.launch(pages.map(\.absoluteString))
        for page in pages {
            try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
        }
        try await session.waitForChrome("a label on screen for each of the \(pages.count) tabs") {
            $0.tabFrames.count == pages.count && $0.tabFrames.allSatisfy { $0.count == 4 && $0[2] > 0 }
        }
        return shell
    }

    /// The URLs of the first window's tabs, in order.
    @MainActor
    private static func tabURLs(_ session: ShellSession) async throws -> [String] {
        try await session.windows().first?.tabs.map(\.url) ?? []
    }

    /// The first window's tabs as `URL` with a `*` after the active one's, in order.
    @MainActor
    private static func tabsWithActive(_ session: ShellSession) async throws -> [String] {
        try await session.windows().first?.tabs.map { $0.url + ($0.active ? "*" : "") } ?? []
    }

    func testMiddleClickingATabLabelClosesThatTab() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let pages = ["strip-one", "strip-two", "strip-three"].map { server.url("/page/\($0)") }
                _ = try await Self.launch(session, pages)
                let chrome = try await session.chrome()

                let label = chrome.tabFrames[1]
                try await session.xdotool([
                    "mousemove", "\(label[0] + label[2] / 2)", "\(label[1] + label[3] / 2)", "click", "2",
                ])
                let expected = [pages[0], pages[2]].map(\.absoluteString)
                var seen: [String] = []
                try await poll("the middle-click to close the second tab", describe: "\(seen)") {
                    seen = try await Self.tabURLs(session)
                    return seen == expected
                }
            }
        }
    }

    func testDraggingATabLabelPastAnotherMovesTheTabAndTheNextLaunchKeepsTheOrder() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let pages = ["drag-one", "drag-two", "drag-three"].map { server.url("/page/\($0)") }
                let shell = try await Self.launch(session, pages)
                let chrome = try await session.chrome()
                let first = chrome.tabFrames[0]
                let last = chrome.tabFrames[2]
                let y = "\(first[1] + first[3] / 2)"

                // Press on the first label, pass GTK's drag threshold, and let go over the right half of the
                // last one.
                try await session.xdotool(["mousemove", "\(first[0] + first[2] / 2)", y, "mousedown", "1"])
                for x in [first[0] + first[2] / 2 + 20, last[0] + last[2] / 2, last[0] + last[2] * 3 / 4] {
                    try await session.xdotool(["mousemove", "\(x)", y])
                }
                try await session.xdotool(["mouseup", "1"])
                // The dragged tab, shown since the press on its label, is still the active one.
                let moved = [pages[1].absoluteString, pages[2].absoluteString, pages[0].absoluteString + "*"]
                var seen: [String] = []
                try await poll("the drag to move the first tab to the end", describe: "\(seen)") {
                    seen = try await Self.tabsWithActive(session)
                    return seen == moved
                }

                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }
                let again = try session.launch([])
                try await session.waitForOutput(again.output, containing: "page loaded \(pages[0].absoluteString)")
                try await poll("the next launch to restore the moved order and active tab", describe: "\(seen)") {
                    seen = try await Self.tabsWithActive(session)
                    return seen == moved
                }
            }
        }
    }
}
