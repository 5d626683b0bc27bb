import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A site whose certificate cannot be trusted gets an error page that says which problem the
/// certificate has; Accept the Risk, pressed for real, trusts it for that host and loads the page.
final class ShellCertificateErrorTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testTheErrorPageNamesTheProblemAndAcceptingTheRiskLoadsThePage() {
        runOnMainLoop(timeout: 150) {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/tls-shell")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page failed \(page.absoluteString)")
                let heading = try await session.evaluate("document.getElementById('heading').textContent")
                XCTAssertTrue(heading.contains("This connection is not secure"), heading)
                let reason = try await session.evaluate("document.getElementById('reason').textContent")
                XCTAssertTrue(reason.contains("not signed by an authority this computer trusts"), reason)
                XCTAssertTrue(server.requests(for: "/page/tls-shell").isEmpty)

                try await session.xdotool(["search", "--sync", "--name", "not secure", "windowfocus", "--sync"])
                // A click on the page's empty left margin, then Tab past Try Again to Accept the Risk.
                let chrome = try await session.waitForChrome("the header bar on screen") {
                    ($0.frames["back"]?[2] ?? 0) > 0
                }
                let back = try XCTUnwrap(chrome.frames["back"])
                try await session.focusPage(clicking: (back[0] + 4, back[1] + back[3] + 300))
                try await session.tab(toElement: "accept")
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(shell.output, containing: "certificate accepted for 127.0.0.1")
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.waitForWindows("the tab to show the page") {
                    $0.first?.tabs.first?.title == "tls-shell"
                }
            }
        }
    }
}
