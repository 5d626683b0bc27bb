import Foundation
import GtkWebTestSupport
import XCTest

/// A bookmark import shows how far it is: the bookmarks window's progress bar rises percent by percent
/// (said on stdout at each step) and goes away when the import ends.
final class ShellBookmarkImportProgressTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testALargeImportShowsItsProgressPercentByPercentThenHidesTheBar() {
        runOnMainLoop(timeout: 240) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let count = 20_000
                let file = try LargeBookmarkFile.write(count: count, in: session.folder)
                let launched = try await session.launchFocused(
                    on: server.url("/page/import-progress"), windowTitle: "import-progress")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+b"])
                try await session.waitForLibrary("the bookmarks window") {
                    $0.bookmarks.shown && $0.bookmarks.progress == nil
                }

                // What Import… does with the file chosen (the chooser is the desktop's).
                try await session.activate("import-bookmarks", file.path)
                try await session.waitForChrome("the notice to say what was imported") {
                    $0.notice.contains("Imported \(count) bookmarks")
                }
                let done = try await session.waitForLibrary("the bar to go and the bookmarks to be listed") {
                    $0.bookmarks.progress == nil && $0.bookmarks.rows.count == count + 1
                }
                XCTAssertEqual(done.bookmarks.rows.first?.title, "Imported")
                let output = try String(contentsOf: launched.output, encoding: .utf8)
                let steps = output.split(separator: "\n").compactMap { line -> Int? in
                    guard line.hasPrefix("gtkweb: bookmark import "), line.hasSuffix("%") else { return nil }
                    return Int(line.dropFirst("gtkweb: bookmark import ".count).dropLast())
                }
                XCTAssertEqual(steps, Array(1...100), "the bar rose one percent at a time, to 100 %")
            }
        }
    }
}
