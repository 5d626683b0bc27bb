import Foundation
import GtkWebTestSupport
import Spawn
import XCTest

/// The header bar's downloads popover shows each download's progress and its end, read back from its
/// widgets through the shell's `window` state; its buttons, clicked with xdotool, cancel a running download
/// and open the downloads folder with the desktop's file manager.
final class ShellDownloadsPopoverTests: XCTestCase {
    /// Launches the shell on a page and opens the downloads popover by clicking its button; returns the
    /// shell once the popover is open.
    @MainActor
    private static func launchWithPopoverOpen(_ session: ShellSession, _ page: URL) async throws -> (
        process: ChildProcess, output: URL
    ) {
        let shell = try session.launch([page.absoluteString])
        try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
        let idle = try await session.waitForChrome("the downloads button on screen") {
            ($0.frames["downloads"]?[2] ?? 0) > 0
        }
        try await session.click(try XCTUnwrap(idle.frames["downloads"]))
        try await session.waitForChrome("the popover to open") { $0.downloads.open }
        return shell
    }

    func testTheCancelButtonStopsADownloadTheServerIsHoldingAndLeavesNoFile() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            // The server sends the first 256 KiB of 8 MiB, then nothing until released: the download
            // cannot end before the click.
            let hold = server.hold("popover-cancel-\(UUID().uuidString)")
            defer { hold.release() }
            let bytes: Int64 = 8 << 20
            try await ShellSession.run { session in
                try await session.startBus()
                _ = try await Self.launchWithPopoverOpen(session, server.url("/page/downloads-cancel"))
                let file = "/download/stream?bytes=\(bytes)&name=popover-cancelled.bin&hold=\(hold.name)"
                try await session.activate("eval", "location.href = '\(file)'; true")
                try await waitUntil("the server to hold the download after its first chunk", timeout: 30) {
                    hold.isHolding
                }
                let running = try await session.waitForChrome("a running row with its cancel button on screen") {
                    guard let row = $0.downloads.rows.first else { return false }
                    return $0.downloads.open && row.canCancel && row.fraction > 0 && row.cancelFrame[2] > 0
                }
                XCTAssertTrue(hold.isHolding, "the rest of the body is still held back")
                XCTAssertFalse(hold.clientClosedConnection, "the shell keeps the connection open while it waits")
                XCTAssertEqual(running.downloads.rows.first?.name, "popover-cancelled.bin")

                try await session.click(try XCTUnwrap(running.downloads.rows.first).cancelFrame)
                let cancelled = try await session.waitForChrome("the row to say it was cancelled") {
                    $0.downloads.rows.first?.status == "Cancelled"
                }
                XCTAssertEqual(cancelled.downloads.rows.first?.canCancel, false, "nothing left to cancel")
                let listed = try await session.state("downloads")
                XCTAssertTrue(listed.contains("\"state\": \"failed: "), listed)
                XCTAssertFalse(listed.contains("\"state\": \"finished\""), listed)
                let left = try FileManager.default.contentsOfDirectory(atPath: session.downloadFolder.path)
                XCTAssertEqual(left, [], "neither the file nor its .part file is left")

                try await waitUntil("the server to see the shell close the connection", timeout: 30) {
                    hold.clientClosedConnection
                }
                XCTAssertTrue(hold.isHolding, "the connection closed while the body was still held back")
                // Sending the rest now fails, the connection being closed.
                hold.release()
                try await waitUntil("the server to see the response end", timeout: 30) { hold.end != nil }
                guard case .closedEarly(let sent) = hold.end else {
                    return XCTFail("the whole body was sent after the cancel: \(String(describing: hold.end))")
                }
                XCTAssertLessThan(sent, bytes)
            }
        }
    }

    func testTheOpenFolderButtonHandsTheDownloadsFolderToTheDesktopsFileManager() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let fileManager = try FakeSchemeHandler.install(
                    mimeType: "inode/directory", dataHome: session.dataFolder,
                    configHome: session.folder.appendingPathComponent("config"), folder: session.folder)
                _ = try await Self.launchWithPopoverOpen(session, server.url("/page/downloads-folder"))
                try await session.activate("eval", "location.href = '/attachment?name=popover-folder.txt'; true")
                let done = try await session.waitForChrome("the finished row with its folder button on screen") {
                    guard let row = $0.downloads.rows.first else { return false }
                    return $0.downloads.open && row.status == "Finished" && row.folderFrame[2] > 0
                }
                try await session.click(try XCTUnwrap(done.downloads.rows.first).folderFrame)
                try await waitUntil(
                    "the file manager to be started", describe: { FakeSchemeHandler.recorded(fileManager) }
                ) { !FakeSchemeHandler.recorded(fileManager).isEmpty }
                // GIO hands a handler of local files (`%u`) a path, or else a file: URI.
                let given = FakeSchemeHandler.recorded(fileManager).trimmingCharacters(in: .whitespacesAndNewlines)
                let opened = given.hasPrefix("/") ? URL(fileURLWithPath: given) : try XCTUnwrap(URL(string: given))
                XCTAssertTrue(opened.isFileURL, given)
                XCTAssertEqual(
                    opened.standardizedFileURL.resolvingSymlinksInPath().path,
                    session.downloadFolder.standardizedFileURL.resolvingSymlinksInPath().path)
            }
        }
    }

    func testASlowDownloadShowsProgressThenCompletionInThePopover() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/downloads-popover")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let idle = try await session.waitForChrome("the downloads button on screen") {
                    ($0.frames["downloads"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(idle.downloads.rows.map(\.shown), [])
                let button = try idle.centre(of: "downloads")
                try await session.xdotool(["mousemove", "\(button.x)", "\(button.y)", "click", "1"])
                try await session.waitForChrome("the popover to open") { $0.downloads.open }

                // 8 MiB in 32 chunks, 150 ms apart: several seconds of progress.
                let bytes = 8 << 20
                let file = "/download/stream?bytes=\(bytes)&delay=150&name=popover-big.bin"
                try await session.activate("eval", "location.href = '\(file)'; true")
                let running = try await session.waitForChrome("a row in progress") { chrome in
                    chrome.downloads.rows.first.map { $0.fraction > 0 && $0.fraction < 1 && $0.canCancel } ?? false
                }
                XCTAssertEqual(running.downloads.rows.first?.name, "popover-big.bin")
                XCTAssertTrue(running.downloads.rows.first?.status.hasSuffix("of 8.4 MB") ?? false, "\(running)")

                let done = try await session.waitForChrome("the row to finish") {
                    $0.downloads.rows.first?.status == "Finished"
                }
                XCTAssertEqual(
                    done.downloads.rows.map(\.shown),
                    [.init(name: "popover-big.bin", fraction: 1, status: "Finished", canCancel: false)])
                let saved = session.downloadFolder.appendingPathComponent("popover-big.bin")
                let size = try FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int
                XCTAssertEqual(size, bytes)
            }
        }
    }
}
