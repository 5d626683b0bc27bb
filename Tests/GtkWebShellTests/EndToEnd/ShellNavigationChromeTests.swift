import Foundation
import GtkWebTestSupport
import XCTest

/// The address bar suggests visited pages from history, and right-clicking back lists the tab's
/// history, driven with real input (xdotool) on the real shell.
final class ShellNavigationChromeTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testTypingAPrefixListsAVisitedPageAndChoosingItNavigatesThere() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let alpha = server.url("/page/completion-alpha")
                let beta = server.url("/page/completion-beta")
                let shell = try session.launch([alpha.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(alpha.absoluteString)")
                try await session.activate("open-url", beta.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(beta.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "completion-beta", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                // Typed without the scheme, as people do; the host and port are the fixture server's.
                try await session.xdotool(["type", "--delay", "30", "\(alpha.host!):\(alpha.port!)/page/completion-a"])
                let chrome = try await session.waitForChrome("the suggestion list to show \(alpha)") { chrome in
                    chrome.completionsShown && chrome.completions.contains { $0.url == alpha.absoluteString }
                }
                XCTAssertEqual(chrome.completions.first, .init(url: alpha.absoluteString, title: "completion-alpha"))
                XCTAssertFalse(chrome.completions.contains { $0.url == beta.absoluteString }, "\(chrome.completions)")

                try await session.xdotool(["key", "Down", "Return"])
                try await session.waitForWindows("the active tab to go to the suggestion") { windows in
                    windows.first?.tabs.map(\.url) == [alpha.absoluteString, alpha.absoluteString]
                        && windows.first?.tabs.last?.active == true
                }
            }
        }
    }

    func testRightClickingBackListsTheHistoryNearestFirstAndChoosingAnEntryGoesThere() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let pages = ["history-one", "history-two", "history-three"].map { server.url("/page/\($0)") }
                let shell = try session.launch([pages[0].absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(pages[0].absoluteString)")
                for page in pages.dropFirst() {
                    try await session.activate("eval", "location.href = '\(page.absoluteString)'; true")
                    try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                }
                let chrome = try await session.waitForChrome("the back button on screen") {
                    ($0.frames["back"]?[2] ?? 0) > 0
                }
                let back = try chrome.centre(of: "back")
                try await session.xdotool(["mousemove", "\(back.x)", "\(back.y)", "click", "3"])
                try await session.waitForChrome("the history menu") {
                    $0.historyMenu == ["history-two", "history-one"]
                }

                try await session.xdotool(["key", "Down", "Down", "Return"])
                try await session.waitForWindows("the tab to go back two entries") { windows in
                    windows.first?.tabs.first?.url == pages[0].absoluteString
                }
                try await session.waitForChrome("the menu to close") { $0.historyMenu.isEmpty }
            }
        }
    }
}
