import Foundation
import GtkWebTestSupport
import XCTest

/// The downloads button tells how downloads go without its popover: the progress of a running download
/// beside its icon, then a finished mark that stays until the popover is opened (a real click).
final class ShellDownloadsButtonTests: XCTestCase {
    func testTheButtonShowsProgressThenAFinishedMarkUntilThePopoverIsOpened() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            // The server sends the first 256 KiB of 1 MiB, then waits: a download a quarter done.
            let hold = server.hold("button-\(UUID().uuidString)")
            defer { hold.release() }
            try await ShellSession.run { session in
                let page = server.url("/page/downloads-button")
                try await session.startBus()
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let idle = try await session.waitForChrome("the downloads button on screen") {
                    ($0.frames["downloads"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(idle.downloads.button, ShellChrome.Button(progress: "", finished: false))

                let file = "/download/stream?bytes=\(1 << 20)&name=button.bin&hold=\(hold.name)"
                try await session.activate("eval", "location.href = '\(file)'; true")
                try await waitUntil("the server to hold the download after its first chunk", timeout: 30) {
                    hold.isHolding
                }
                try await session.waitForChrome("the button to show the download a quarter done") {
                    $0.downloads.button == ShellChrome.Button(progress: "25 %", finished: false) && !$0.downloads.open
                }
                hold.release()
                try await session.waitForChrome("the button to show the download finished") {
                    $0.downloads.button == ShellChrome.Button(progress: "", finished: true)
                }
                try await session.click(try XCTUnwrap(idle.frames["downloads"]))
                try await session.waitForChrome("opening the popover to clear the finished mark") {
                    $0.downloads.open && $0.downloads.button == ShellChrome.Button(progress: "", finished: false)
                }
            }
        }
    }
}
