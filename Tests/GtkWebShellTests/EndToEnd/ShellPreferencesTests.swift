import Foundation
import GtkWebTestSupport
import XCTest

/// The preferences file (`$XDG_CONFIG_HOME/gtkweb/preferences.ini`) and the Preferences dialog
/// (Ctrl+comma), on the real shell: invalid values get their defaults and a GLib warning, a valid
/// search engine is used for what is typed, and Save changes it at once and writes the file.
final class ShellPreferencesTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Types `text` into the address bar of the focused window and presses Return.
    @MainActor
    private static func search(_ text: String, in session: ShellSession) async throws {
        try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
        try await session.xdotool(["type", "--delay", "30", text])
        try await session.xdotool(["key", "Return"])
    }

    func testInvalidValuesGetDefaultsAndTheSearchEngineIsASettingTheDialogChanges() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let template = server.url("/page/search").absoluteString + "?q=%s"
                let folder = session.folder.appendingPathComponent("config/gtkweb")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("preferences.ini")
                try """
                [Preferences]
                search-url=\(template)
                default-zoom=abc
                cookie-policy=bogus
                """.write(to: file, atomically: true, encoding: .utf8)
                let page = server.url("/page/prefs-page")
                let shell = try await session.launchFocused(on: page, windowTitle: "prefs-page")
                try await session.waitForOutput(shell.output, containing: "default-zoom=abc is not valid")
                try await session.waitForOutput(shell.output, containing: "cookie-policy=bogus is not valid")
                let loaded = try await session.waitForLibrary("the preferences") {
                    $0.preferences.searchURL == template
                }
                XCTAssertEqual(loaded.preferences.defaultZoom, 1)
                XCTAssertEqual(loaded.preferences.cookiePolicy, "refuseThirdParty")

                try await Self.search("hello prefs", in: session)
                let searched = server.url("/page/search").absoluteString + "?q=hello%20prefs"
                try await session.waitForWindows("the typed words to be searched with the preference") {
                    $0.first?.tabs.first?.url == searched
                }

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+comma"])
                try await session.waitForLibrary("Ctrl+comma to open the preferences") { $0.preferences.shown }
                let dialog = try await session.focusWindow(
                    "Preferences", thenWaitForLibrary: "the dialog's fields where the window manager put them"
                ) { $0.preferences.shown && ($0.preferences.frames["searchURL"]?[2] ?? 0) > 0 }
                let other = server.url("/page/find").absoluteString + "?text=%s"
                try await session.click(try XCTUnwrap(dialog.preferences.frames["searchURL"]))
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+a"])
                try await session.xdotool(["type", "--delay", "20", other])
                try await session.click(try XCTUnwrap(dialog.preferences.frames["save"]))
                try await session.waitForLibrary("Save to change the search engine") {
                    !$0.preferences.shown && $0.preferences.searchURL == other
                }
                let saved = try String(contentsOf: file, encoding: .utf8)
                XCTAssertTrue(saved.contains("search-url=\(other)"), saved)
                XCTAssertTrue(saved.contains("default-zoom=1.0"), saved)

                try await session.xdotool([
                    "search", "--sync", "--onlyvisible", "--name", "GtkWeb", "windowfocus", "--sync",
                ])
                try await Self.search("again", in: session)
                try await session.waitForWindows("the next search to use the saved engine") {
                    $0.first?.tabs.first?.url == server.url("/page/find").absoluteString + "?text=again"
                }
            }
        }
    }
}
