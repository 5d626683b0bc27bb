import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

/// The bookmarks window's Move to…, driven with real clicks and keys: its menu lists the top level and
/// the folders, and the item chosen receives the selected bookmark, in the store the shell keeps.
final class ShellBookmarksMoveTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testMoveToPutsTheSelectedBookmarkIntoTheFolderChosenFromItsMenu() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let file = session.folder.appendingPathComponent("bookmarks.html")
                try """
                <!DOCTYPE NETSCAPE-Bookmark-file-1>
                <DL><p>
                <DT><H3>Reading</H3>
                <DL><p>
                <DT><A HREF="https://alpha.example/">Alpha doc</A>
                </DL><p>
                <DT><H3>Work</H3>
                <DL><p>
                </DL><p>
                <DT><A HREF="https://gamma.example/">Gamma</A>
                </DL><p>
                """.write(to: file, atomically: true, encoding: .utf8)
                let imported = try await session.run(["--import-bookmarks", file.path])
                XCTAssertEqual(imported.status, 0, imported.output)
                try await session.launchFocused(on: server.url("/page/move-page"), windowTitle: "move-page")

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+b"])
                try await session.waitForLibrary("Ctrl+Shift+B to show the bookmarks") {
                    $0.bookmarks.shown && $0.bookmarks.rows.count == 4
                }
                let listed = try await session.focusWindow(
                    "Bookmarks", thenWaitForLibrary: "the window's rows and buttons where the window manager put them"
                ) {
                    $0.bookmarks.shown && $0.bookmarks.rows.count == 4 && $0.bookmarks.rows[3].frame[3] > 0
                        && ($0.bookmarks.frames["move"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(listed.bookmarks.rows.map(\.title), ["Reading", "Alpha doc", "Work", "Gamma"])
                try await session.click(listed.bookmarks.rows[3].frame)
                try await session.waitForLibrary("the click to select Gamma") { $0.bookmarks.selected == "Gamma" }
                try await session.click(try XCTUnwrap(listed.bookmarks.frames["move"]))
                try await session.waitForLibrary("Move to… to list the top level and the folders") {
                    $0.bookmarks.menu == ["Top Level", "Reading", "Work"]
                }
                try await session.xdotool(["key", "Down", "Down", "Return"])
                let moved = try await session.waitForLibrary("Gamma to be listed in Reading") {
                    $0.bookmarks.menu.isEmpty
                        && $0.bookmarks.rows.map(\.title) == ["Reading", "Alpha doc", "Gamma", "Work"]
                }
                XCTAssertEqual(moved.bookmarks.rows.map(\.depth), [0, 1, 1, 0])

                let store = try SessionStore(
                    fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
                let reading = try XCTUnwrap(try store.bookmarks(in: nil).first { $0.title == "Reading" })
                XCTAssertEqual(try store.bookmarks(in: reading.id).map(\.title), ["Alpha doc", "Gamma"])
                XCTAssertEqual(try store.bookmarks(in: nil).map(\.title), ["Reading", "Work"])
            }
        }
    }
}
