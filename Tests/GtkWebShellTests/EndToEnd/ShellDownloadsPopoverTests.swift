import Foundation
import GtkWebTestSupport
import XCTest

/// The header bar's downloads popover shows each download's progress and its end, read back from its
/// widgets through the shell's `window` state.
final class ShellDownloadsPopoverTests: XCTestCase {
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
                XCTAssertEqual(idle.downloads.rows, [])
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
                    done.downloads.rows,
                    [.init(name: "popover-big.bin", fraction: 1, status: "Finished", canCancel: false)])
                let saved = session.downloadFolder.appendingPathComponent("popover-big.bin")
                let size = try FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int
                XCTAssertEqual(size, bytes)
            }
        }
    }
}
