import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

/// Bookmarks in the real shell: the address bar suggests them above history, and the star (Ctrl+D or a
/// click) bookmarks the page with a name and a folder, or removes its bookmark. What the shell stored is
/// read back from its session database.
final class ShellBookmarkTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// The shell's session database, opened beside the running shell (SQLite lets both use it).
    @MainActor
    private static func store(of session: ShellSession) throws -> SessionStore {
        try SessionStore(fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
    }

    func testABookmarkIsSuggestedAboveAVisitedPageThatAlsoMatches() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let bookmarked = server.url("/page/kept-zebra-notes")
                let visited = server.url("/page/zebra-visited")
                let file = session.folder.appendingPathComponent("bookmarks.html")
                try """
                <!DOCTYPE NETSCAPE-Bookmark-file-1>
                <DL><p><DT><A HREF="\(bookmarked.absoluteString)">Zebra notes</A></DL><p>
                """.write(to: file, atomically: true, encoding: .utf8)
                let imported = try await session.run(["--import-bookmarks", file.path])
                XCTAssertEqual(imported.status, 0, imported.output)

                try await session.launchFocused(on: visited, windowTitle: "zebra-visited")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.xdotool(["type", "--delay", "30", "zebra"])
                let chrome = try await session.waitForChrome("the suggestions to list the bookmark and the visit") {
                    chrome in
                    chrome.completionsShown && chrome.completions.map(\.url).contains(visited.absoluteString)
                        && chrome.completions.map(\.url).contains(bookmarked.absoluteString)
                }
                XCTAssertEqual(
                    chrome.completions.first, .init(url: bookmarked.absoluteString, title: "Zebra notes"),
                    "\(chrome.completions)")
            }
        }
    }

    func testCtrlDBookmarksThePageWithTheNameTypedAndTheStarRemovesIt() {
        runOnMainLoop(timeout: 180) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/star-page")
                try await session.launchFocused(on: page, windowTitle: "star-page")
                try await session.waitForLibrary("the star, empty") { !$0.star.starred && $0.star.frame[2] > 0 }

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+d"])
                let opened = try await session.waitForLibrary("Ctrl+D to open the bookmark popover") {
                    $0.popover.open
                }
                XCTAssertEqual(opened.popover.name, "star-page", "the name starts as the page's title")
                XCTAssertEqual(opened.popover.folder, "Bookmarks", "the top level is the folder at first")
                try await session.xdotool(["type", "--delay", "30", "Starred page"])
                try await session.xdotool(["key", "Return"])
                let starred = try await session.waitForLibrary("the star to fill") {
                    $0.star.starred && !$0.popover.open
                }
                let saved = try Self.store(of: session).bookmarks(forURL: page.absoluteString)
                XCTAssertEqual(saved.map(\.title), ["Starred page"])
                XCTAssertEqual(saved.first?.parentID, nil)

                try await session.click(starred.star.frame)
                let editing = try await session.waitForLibrary("a click on the star to open the popover") {
                    $0.popover.open && $0.popover.removeFrame[2] > 0
                }
                XCTAssertEqual(editing.popover.name, "Starred page")
                try await session.click(editing.popover.removeFrame)
                try await session.waitForLibrary("Remove to empty the star") { !$0.star.starred && !$0.popover.open }
                XCTAssertEqual(try Self.store(of: session).bookmarks(forURL: page.absoluteString), [])
            }
        }
    }
}
