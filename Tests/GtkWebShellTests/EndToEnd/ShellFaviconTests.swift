import Foundation
import GtkWebTestSupport
import XCTest

/// Tabs show their page's icon (WebKit's favicon database in the shell's profile).
final class ShellFaviconTests: XCTestCase {
    func testATabShowsItsPagesIcon() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/icon-page?title=shell-icon")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.waitForWindows("the tab to show the page's icon") { windows in
                    windows.first?.tabs.first?.favicon == true
                }
            }
        }
    }
}
