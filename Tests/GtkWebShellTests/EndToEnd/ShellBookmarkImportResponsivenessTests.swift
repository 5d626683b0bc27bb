import Foundation
import GtkWebTestSupport
import SessionStore
import XCTest

/// A large bookmark import leaves the window answering: while the import's transaction is open, the
/// shell answers a D-Bus state query and a page loaded meanwhile gets its bookmark star filled (read from
/// the store), before the import ends.
final class ShellBookmarkImportResponsivenessTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// The bookmarks in the shell's store, read from this process (what is committed).
    @MainActor
    private static func committedBookmarks(of session: ShellSession) throws -> Int {
        try SessionStore(fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite")).bookmarkCount()
    }

    func testTheShellAnswersAndFillsAPagesStarWhileALargeImportRuns() {
        runOnMainLoop(timeout: 600) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let count = 60_000
                let file = try LargeBookmarkFile.write(count: count, in: session.folder)
                // A page bookmarked before the shell starts.
                let marked = server.url("/page/import-marked")
                try SessionStore(fileURL: session.dataFolder.appendingPathComponent("gtkweb/sessions.sqlite"))
                    .addBookmark(url: marked.absoluteString, title: "Marked")
                let launched = try await session.launchFocused(
                    on: server.url("/page/import-busy"), windowTitle: "import-busy")

                let started = ContinuousClock.now
                try await session.activate("import-bookmarks", file.path)
                // Said at the first percent added, inside the import's transaction.
                try await session.waitForOutput(launched.output, containing: "gtkweb: bookmark import 1%", timeout: 120)
                let library = try await session.state("library")
                XCTAssertTrue(library.contains("\"star\""), "the library state during the import: \(library)")
                try await session.activate("open-url", marked.absoluteString)
                try await session.waitForOutput(launched.output, containing: "page loaded \(marked.absoluteString)")
                try await session.waitForLibrary("the bookmarked page's star to fill") { $0.star.starred }
                let starred = ContinuousClock.now - started
                let committed = try Self.committedBookmarks(of: session)
                XCTAssertEqual(committed, 1, "the star filled when the import had already committed \(committed)")

                try await poll("the import of \(count) bookmarks to end", timeout: 400) {
                    try await session.chrome().notice.contains("Imported \(count) bookmarks")
                }
                let ended = ContinuousClock.now - started
                XCTAssertEqual(try Self.committedBookmarks(of: session), count + 1)
                print("bookmark import of \(count): the star filled after \(starred), the import ended after \(ended)")
            }
        }
    }
}
