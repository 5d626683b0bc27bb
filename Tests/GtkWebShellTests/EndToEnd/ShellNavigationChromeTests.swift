import Foundation
import GtkWebTestSupport
import XCTest

/// The address bar suggests visited pages from history, and right-clicking back lists the tab's
/// history, driven with real input (xdotool) on the real shell.
final class ShellNavigationChromeTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Opens `visited` and then `current` (over D-Bus) in a new shell, focuses its window and types
    /// `typed` into the address bar (Ctrl+L first), as a person does.
    @MainActor
    private static func type(
        _ typed: String, afterVisiting visited: URL, in session: ShellSession, showing current: URL
    )
        async throws
    {
        let shell = try session.launch([visited.absoluteString])
        try await session.waitForOutput(shell.output, containing: "page loaded \(visited.absoluteString)")
        try await session.activate("open-url", current.absoluteString)
        try await session.waitForOutput(shell.output, containing: "page loaded \(current.absoluteString)")
        try await session.xdotool(["search", "--sync", "--name", current.lastPathComponent, "windowfocus", "--sync"])
        try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
        try await session.xdotool(["type", "--delay", "30", typed])
    }

    func testTypingAPrefixListsAVisitedPageAndChoosingItNavigatesThere() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let alpha = server.url("/page/completion-alpha")
                let beta = server.url("/page/completion-beta")
                // Typed without the scheme, as people do; the host and port are the fixture server's.
                try await Self.type(
                    "\(alpha.host!):\(alpha.port!)/page/completion-a", afterVisiting: alpha, in: session, showing: beta)
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

    func testClickingASuggestionNavigatesTheActiveTabToIt() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let target = server.url("/page/suggestion-clicked")
                let other = server.url("/page/suggestion-current")
                try await Self.type("suggestion-cl", afterVisiting: target, in: session, showing: other)
                let chrome = try await session.waitForChrome("the suggestion list on screen with \(target)") { chrome in
                    chrome.completionsShown && chrome.completions.contains { $0.url == target.absoluteString }
                        && chrome.completionFrames.count == chrome.completions.count
                        && chrome.completionFrames.allSatisfy { $0[2] > 0 }
                }
                let index = try XCTUnwrap(chrome.completions.firstIndex { $0.url == target.absoluteString })

                try await session.click(chrome.completionFrames[index])
                try await session.waitForWindows("the active tab to go to the clicked suggestion") { windows in
                    windows.first?.tabs.map(\.url) == [target.absoluteString, target.absoluteString]
                        && windows.first?.tabs.last?.active == true
                }
                try await session.waitForChrome("the list to close") { !$0.completionsShown }
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
