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
}
