import Foundation
import GtkWebTestSupport
import XCTest

/// The window's tools, driven with the keyboard: the JavaScript console panel and snapshots saved into
/// the pictures folder.
final class ShellToolsTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testTheConsolePanelRunsTypedScriptInTheTabAndShowsWhatThePageLogs() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/console-page")
                try await session.launchFocused(on: page, windowTitle: "console-page")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+j"])
                try await session.waitForChrome("the console panel to open") { $0.console.shown }

                try await session.xdotool(["type", "--delay", "20", "console.info('typed', 6 * 7); document.title"])
                try await session.xdotool(["key", "Return"])
                let chrome = try await session.waitForChrome("the panel to show the log and the result") {
                    $0.console.lines.contains("← \"console-page\"")
                        && $0.console.lines.contains { $0.hasPrefix("[info] typed 42") }
                }
                XCTAssertEqual(chrome.console.lines.first, "› console.info('typed', 6 * 7); document.title")

                try await session.activate("eval", "console.warn('from the page'); true")
                try await session.waitForChrome("a line the page logged") {
                    $0.console.lines.contains { $0.hasPrefix("[warning] from the page") }
                }
            }
        }
    }

    func testSnapshotsOfTheViewAndOfThePageAreSavedAsPNGsInThePicturesFolder() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/tools/red-page") { _ in
                .html(title: "Red page", body: "<style>html, body { background: #ff0000; margin: 0 }</style>")
            }
            try await ShellSession.run { session in
                let page = server.url("/tools/red-page")
                try await session.launchFocused(on: page, windowTitle: "Red page")

                for (keys, kind) in [("ctrl+shift+s", "view"), ("ctrl+alt+s", "page")] {
                    try await session.xdotool(["key", "--clearmodifiers", keys])
                    let prefix = "Saved a snapshot of the \(kind) to "
                    let chrome = try await session.waitForChrome("the notice of the saved \(kind)") {
                        $0.notice.hasPrefix(prefix)
                    }
                    let file = URL(fileURLWithPath: String(chrome.notice.dropFirst(prefix.count)))
                    XCTAssertEqual(file.deletingLastPathComponent().path, session.picturesFolder.path)
                    XCTAssertTrue(file.lastPathComponent.hasPrefix("gtkweb-red-page-"), file.lastPathComponent)
                    let image = try DecodedImage(try Data(contentsOf: file))
                    XCTAssertTrue(
                        image.pixel(image.width / 2, image.height / 2, isClose: 255, 0, 0, tolerance: 8),
                        "\(image.rgb(image.width / 2, image.height / 2))")
                }
            }
        }
    }
}
