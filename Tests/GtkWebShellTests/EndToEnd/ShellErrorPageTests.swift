import Foundation
import GtkWebTestSupport
import XCTest

/// A load that fails shows a page in the tab that names the address and what went wrong, under the
/// failed address, with Try Again; Back leaves it. Driven with real keys and clicks on the real shell.
final class ShellErrorPageTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// The text of the element `id` of the active tab's page.
    @MainActor
    private static func text(of id: String, in session: ShellSession) async throws -> String {
        let published = try await session.evaluate("document.getElementById('\(id)')?.textContent ?? 'missing'")
        return published
    }

    func testAFailedLoadShowsAnErrorPageNamingTheAddressAndBackReturns() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let first = server.url("/page/before-failure")
                let shell = try await session.launchFocused(on: first, windowTitle: "before-failure")
                let dead = SharedFixtures.refusedURL("/refused-page")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.xdotool(["type", "--delay", "20", dead.absoluteString])
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(shell.output, containing: "page failed \(dead.absoluteString)")
                try await session.waitForWindows("the tab to keep the failed address") {
                    $0.first?.tabs.map(\.url) == [dead.absoluteString]
                }
                let heading = try await Self.text(of: "heading", in: session)
                XCTAssertTrue(heading.contains("Unable to connect"), heading)
                let reason = try await Self.text(of: "reason", in: session)
                XCTAssertTrue(reason.contains("127.0.0.1 refused the connection"), reason)
                let address = try await Self.text(of: "address", in: session)
                XCTAssertTrue(address.contains(dead.absoluteString), address)
                let detail = try await Self.text(of: "detail", in: session)
                XCTAssertTrue(detail.contains("g-io-error-quark 39"), "the technical detail is kept: \(detail)")

                try await session.xdotool(["search", "--sync", "--name", "Unable to connect", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "alt+Left"])
                try await session.waitForWindows("Back to return to the page before the failure") {
                    $0.first?.tabs.map(\.url) == [first.absoluteString]
                }
            }
        }
    }

    func testTryAgainLoadsAMissingFileOnceItExists() {
        runOnMainLoop(timeout: 150) {
            try await ShellSession.run { session in
                try await session.startBus()
                let file = session.folder.appendingPathComponent("arrives-later.html")
                let shell = try session.launch([file.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page failed \(file.absoluteString)")
                let heading = try await Self.text(of: "heading", in: session)
                XCTAssertTrue(heading.contains("File not found"), heading)
                let reason = try await Self.text(of: "reason", in: session)
                XCTAssertTrue(reason.contains(file.path), reason)

                try Data("<title>arrived</title><p>here now</p>".utf8).write(to: file)
                try await session.xdotool(["search", "--sync", "--name", "File not found", "windowfocus", "--sync"])
                // A click on the page's empty left margin (once the page has the focus), then Tab to Try Again.
                let chrome = try await session.waitForChrome("the header bar on screen") {
                    ($0.frames["back"]?[2] ?? 0) > 0
                }
                let back = try XCTUnwrap(chrome.frames["back"])
                try await session.focusPage(clicking: (back[0] + 4, back[1] + back[3] + 300))
                try await session.tab(toElement: "retry")
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(shell.output, containing: "page loaded \(file.absoluteString)")
                try await session.waitForWindows("the tab to show the file") {
                    $0.first?.tabs.first?.title == "arrived"
                }
            }
        }
    }

    func testHostileAddressesAreEscapedAndALongOneIsCut() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let long = String(repeating: "a", count: 100_000)
                let hostile = "http://127.0.0.1:29999/<script>document.title='owned'</script>?q=\(long)"
                let start = server.url("/page/before-hostile")
                let shell = try session.launch([start.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(start.absoluteString)")
                try await session.activate("open-url", hostile)
                try await session.waitForOutput(shell.output, containing: "page failed http://127.0.0.1:29999/")
                let scripts = try await session.evaluate("document.querySelectorAll('script, img').length")
                XCTAssertTrue(scripts.contains(",0]"), "no element came from the address: \(scripts)")
                let title = try await session.evaluate("document.title")
                XCTAssertTrue(title.contains("Unable to connect"), title)
                let shown = try await session.evaluate("document.getElementById('address').textContent.length")
                XCTAssertTrue(
                    shown.contains(",2049]"), "the address is cut to 2048 characters and an ellipsis: \(shown)")
            }
        }
    }

    func testARestoredTabWhoseFileIsGoneShowsTheErrorPage() {
        runOnMainLoop(timeout: 150) {
            try await ShellSession.run { session in
                try await session.startBus()
                let file = session.folder.appendingPathComponent("goes-away.html")
                try Data("<title>goes away</title><p>soon gone</p>".utf8).write(to: file)
                let shell = try session.launch([file.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(file.absoluteString)")
                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }
                try FileManager.default.removeItem(at: file)

                let again = try session.launch([])
                try await session.waitForOutput(again.output, containing: "page failed \(file.absoluteString)")
                let heading = try await Self.text(of: "heading", in: session)
                XCTAssertTrue(heading.contains("File not found"), heading)
                try await session.waitForWindows("the restored tab to keep its address") {
                    $0.first?.tabs.map(\.url) == [file.absoluteString]
                }
            }
        }
    }
}
