import Foundation
import GtkWebTestSupport
import XCTest

/// The shell saves downloads into the XDG download folder and lists them in its `downloads` D-Bus state.
final class ShellDownloadTests: XCTestCase {
    private struct Download: Decodable, Equatable {
        var file: String
        var bytes: Int64
        var total: Int64?
        var state: String
    }

    func testAnAttachmentOpenedInTheShellIsSavedAndListedOverDBus() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/before-download")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")

                try await session.activate("open-url", server.url("/attachment?name=shell-report.txt").absoluteString)
                let expected = Download(
                    file: session.downloadFolder.appendingPathComponent("shell-report.txt").path,
                    bytes: Int64("attachment body".utf8.count), total: Int64("attachment body".utf8.count),
                    state: "finished")
                var seen: [Download] = []
                try await poll("the download to be listed as finished", describe: "\(seen)") {
                    seen = try JSONDecoder().decode(
                        [Download].self, from: Data(try await session.state("downloads").utf8))
                    return seen.last?.state != "downloading" && seen.last?.state != "pending" && !seen.isEmpty
                }
                XCTAssertEqual(seen, [expected])
                XCTAssertEqual(
                    try String(contentsOf: URL(fileURLWithPath: expected.file), encoding: .utf8), "attachment body")
            }
        }
    }

    func testATabOpenedForADownloadClosesOnceItRunsFromDBusAndTheCommandLineAndALoneOneShowsTheStartPage() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/stays-alone")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let alone: ([ShellWindows]) -> Bool = { windows in
                    windows.count == 1 && windows.first?.tabs.map(\.url) == [page.absoluteString]
                        && windows.first?.tabs.first?.active == true
                }

                try await session.activate("open-url", server.url("/attachment?name=from-dbus.txt").absoluteString)
                let dbusFile = session.downloadFolder.appendingPathComponent("from-dbus.txt")
                try await waitUntil("the D-Bus download to be saved") {
                    FileManager.default.fileExists(atPath: dbusFile.path)
                }
                try await session.waitForWindows("the download's tab to close", alone)

                // 2 MiB in 256 KiB chunks, 200 ms apart: the tab closes while the download runs, which goes on.
                let bytes = 2 << 20
                let slow = server.url("/download/stream?bytes=\(bytes)&delay=200&name=from-command-line.bin")
                let again = try await session.run([slow.absoluteString])
                XCTAssertEqual(again.status, 0, again.output)
                try await session.waitForWindows("the second launch's tab to close", alone)
                let lineFile = session.downloadFolder.appendingPathComponent("from-command-line.bin")
                try await waitUntil("the command line's download to be saved") {
                    FileManager.default.fileExists(atPath: lineFile.path)
                }
                let size = try FileManager.default.attributesOfItem(atPath: lineFile.path)[.size] as? Int
                XCTAssertEqual(size, bytes, "the whole file came after its tab closed")

                // A window's only tab stays, on the start page, so that the window stays.
                let lone = try await session.run([
                    "--new-window", server.url("/attachment?name=in-a-new-window.txt").absoluteString,
                ])
                XCTAssertEqual(lone.status, 0, lone.output)
                try await session.waitForWindows("the new window's tab to show the start page") { windows in
                    windows.count == 2 && windows.last?.tabs.count == 1
                        && windows.last?.tabs.first?.url.hasSuffix("/start.html") == true
                }
                let loneFile = session.downloadFolder.appendingPathComponent("in-a-new-window.txt")
                try await waitUntil("the new window's download to be saved") {
                    FileManager.default.fileExists(atPath: loneFile.path)
                }
            }
        }
    }
}
