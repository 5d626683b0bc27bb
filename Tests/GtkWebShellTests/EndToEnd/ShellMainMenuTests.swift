import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWebShell

/// The header bar's main menu, built from the shell's action table: its items, a click on one, the zoom
/// level it shows, and every action of the table on D-Bus.
final class ShellMainMenuTests: XCTestCase {
    /// Opens the main menu with a click on its button and waits until the item `label` is on screen.
    @MainActor
    private static func openMenu(_ session: ShellSession, showing label: String) async throws
        -> ShellChrome.MainMenu.Item
    {
        let chrome = try await session.chrome()
        try await session.click(chrome.menu.frame)
        let open = try await session.waitForChrome("the main menu to open showing \(label)") {
            $0.menu.item(label) != nil
        }
        return try XCTUnwrap(open.menu.item(label))
    }

    func testAClickOnTheMenuButtonShowsTheTableItemsAndNewWindowOpensAWindow() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/menu-page"), windowTitle: "menu-page")
                let chrome = try await session.chrome()
                XCTAssertEqual(
                    chrome.menu.labels,
                    [
                        "New Window", "New Private Window", "Zoom Out", "100%", "Zoom In", "Print…", "Find…",
                        "Fullscreen", "View Page Source", "Bookmark This Page…", "Bookmarks", "History",
                        "Clear Browsing Data…", "Preferences", "Keyboard Shortcuts", "About GtkWeb", "Quit",
                    ])
                XCTAssertFalse(chrome.menu.open, "the menu starts closed")

                let item = try await Self.openMenu(session, showing: "New Window")
                try await session.click(item.frame)
                try await session.waitForWindows("New Window in the menu to open a second window") { $0.count == 2 }
            }
        }
    }

    func testTheMenuShowsTheActiveTabsZoomLevelAndItsZoomButtonsZoom() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/menu-zoom"), windowTitle: "menu-zoom")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+plus"])
                try await session.waitForChrome("Ctrl+Plus to show 110% in the menu") {
                    $0.menu.labels.contains("110%")
                }

                let zoomIn = try await Self.openMenu(session, showing: "Zoom In")
                try await session.click(zoomIn.frame)
                try await session.waitForWindows("the menu's Zoom In to zoom the tab to 121 %") { windows in
                    abs((windows.first?.tabs.first?.zoom ?? 0) - 1.21) < 0.001
                }
                try await session.waitForChrome("the chosen item to close the menu") { !$0.menu.open }
                let level = try await Self.openMenu(session, showing: "121%")
                try await session.click(level.frame)
                try await session.waitForWindows("the menu's zoom level to reset the zoom") { windows in
                    windows.first?.tabs.first?.zoom == 1
                }
            }
        }
    }

    func testEveryActionOfTheTableIsExportedOnDBus() throws {
        runOnMainLoop(timeout: 90) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/menu-actions")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let application = try await session.actions("List", [])
                let window = try await session.windowActions("List", [], window: 1)
                for entry in ShellActionTable.entries {
                    let listed = entry.scope == .app ? application : window
                    XCTAssertTrue(
                        listed.contains("'\(entry.name)'"), "\(entry.detailedName) is not on D-Bus: \(listed)")
                }
                _ = try await session.windowActions("Activate", ["new-tab", "[]", "{}"], window: 1)
                try await session.waitForWindows("win.new-tab over D-Bus to open a tab") { $0.first?.tabs.count == 2 }
            }
        }
    }
}
