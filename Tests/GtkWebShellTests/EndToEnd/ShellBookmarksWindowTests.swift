import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

/// The bookmarks window (Ctrl+Shift+B), driven with real keys and clicks: it lists folders and
/// bookmarks as a tree, its search narrows them, Delete and Rename change the store the shell keeps.
final class ShellBookmarksWindowTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testTheWindowListsSearchesDeletesAndRenamesBookmarks() {
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
                <DT><A HREF="https://beta.example/">Beta doc</A>
                </DL><p>
                <DT><A HREF="https://gamma.example/">Gamma</A>
                </DL><p>
                """.write(to: file, atomically: true, encoding: .utf8)
                let imported = try await session.run(["--import-bookmarks", file.path])
                XCTAssertEqual(imported.status, 0, imported.output)
                let page = server.url("/page/library-page")
                try await session.launchFocused(on: page, windowTitle: "library-page")

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+b"])
                try await session.waitForLibrary("Ctrl+Shift+B to show the bookmarks") {
                    $0.bookmarks.shown && $0.bookmarks.rows.count == 4
                }
                let listed = try await session.focusWindow(
                    "Bookmarks", thenWaitForLibrary: "the window's search field where the window manager put it"
                ) {
                    $0.bookmarks.shown && $0.bookmarks.rows.count == 4 && ($0.bookmarks.frames["search"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(listed.bookmarks.rows.map(\.title), ["Reading", "Alpha doc", "Beta doc", "Gamma"])
                XCTAssertEqual(listed.bookmarks.rows.map(\.depth), [0, 1, 1, 0])

                try await session.click(try XCTUnwrap(listed.bookmarks.frames["search"]))
                try await session.xdotool(["type", "--delay", "30", "beta"])
                let found = try await session.waitForLibrary("the search to list Beta alone") {
                    $0.bookmarks.search == "beta" && $0.bookmarks.rows.map(\.title) == ["Beta doc"]
                        && $0.bookmarks.rows[0].frame[3] > 0
                }
                try await session.click(found.bookmarks.rows[0].frame)
                try await session.waitForLibrary("the click to select Beta") { $0.bookmarks.selected == "Beta doc" }
                try await session.click(try XCTUnwrap(found.bookmarks.frames["delete"]))
                try await session.waitForLibrary("Delete to remove Beta") { $0.bookmarks.rows.isEmpty }

                try await session.click(try XCTUnwrap(found.bookmarks.frames["search"]))
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+a", "BackSpace"])
                let rest = try await session.waitForLibrary("the cleared search to list the rest") {
                    $0.bookmarks.search.isEmpty && $0.bookmarks.rows.map(\.title) == ["Reading", "Alpha doc", "Gamma"]
                        && $0.bookmarks.rows[2].frame[3] > 0
                }
                try await session.click(rest.bookmarks.rows[2].frame)
                try await session.waitForLibrary("the click to select Gamma") { $0.bookmarks.selected == "Gamma" }
                try await session.click(try XCTUnwrap(rest.bookmarks.frames["rename"]))
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+a"])
                try await session.xdotool(["type", "--delay", "30", "Delta"])
                try await session.xdotool(["key", "Return"])
                try await session.waitForLibrary("Rename to show the new name") {
                    $0.bookmarks.rows.map(\.title) == ["Reading", "Alpha doc", "Delta"]
                }

                let store = try SessionStore(
                    fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
                XCTAssertEqual(try store.bookmarks(forURL: "https://beta.example/"), [])
                XCTAssertEqual(try store.bookmarks(forURL: "https://gamma.example/").map(\.title), ["Delta"])
            }
        }
    }

    func testAnImportedBookmarkFileIsListedAndItsScriptsAreRefused() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let file = session.folder.appendingPathComponent("exported.html")
                try """
                <!DOCTYPE NETSCAPE-Bookmark-file-1>
                <DL><p>
                <DT><A HREF="https://imported.example/">Imported page</A>
                <DT><A HREF="javascript:alert(document.cookie)">Bookmarklet</A>
                </DL><p>
                """.write(to: file, atomically: true, encoding: .utf8)
                let page = server.url("/page/import-page")
                try await session.launchFocused(on: page, windowTitle: "import-page")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+b"])
                let empty = try await session.waitForLibrary("the empty bookmarks window") {
                    $0.bookmarks.shown && ($0.bookmarks.frames["import"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(empty.bookmarks.rows.map(\.title), [])

                // What Import… does with the file chosen (the chooser is the desktop's).
                try await session.activate("import-bookmarks", file.path)
                try await session.waitForLibrary("the imported bookmark to be listed") {
                    $0.bookmarks.rows.map(\.title) == ["Imported page"]
                }
                try await session.waitForChrome("the notice to say what was imported") {
                    $0.notice.contains("Imported 1 bookmarks")
                        && $0.notice.contains("1 javascript: or data: addresses refused")
                }
                try await session.activate("import-bookmarks", session.folder.appendingPathComponent("none.html").path)
                try await session.waitForChrome("the notice to say that nothing was imported") {
                    $0.notice.hasPrefix("No bookmarks were imported: The bookmark file")
                }
            }
        }
    }
}
