import Foundation
import GtkWebTestSupport
import XCTest

/// A tab whose web process died shows the crash page under the crashed page's address: the tab and its
/// address bar keep the page's URL, not `about:blank`.
final class ShellCrashAddressTests: XCTestCase {
    func testTheCrashPageKeepsTheCrashedPagesAddressInTheTabAndTheAddressBar() {
        runOnMainLoop(timeout: 60) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/crash-address")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let webProcesses = ChildProcesses.webProcesses(of: shell.process.processIdentifier)
                XCTAssertEqual(webProcesses.count, 1, "one tab, one web process: \(webProcesses)")
                kill(try XCTUnwrap(webProcesses.first), SIGKILL)

                let windows = try await session.waitForWindows("the crash page") {
                    $0.first?.tabs.first?.title == "Page crashed" && $0.first?.tabs.first?.loading == false
                }
                XCTAssertEqual(windows.first?.tabs.first?.url, page.absoluteString, "the tab keeps the page's address")
                try await session.waitForChrome("the address bar to show the crashed page's address") {
                    $0.address.text == page.absoluteString
                }
            }
        }
    }
}
