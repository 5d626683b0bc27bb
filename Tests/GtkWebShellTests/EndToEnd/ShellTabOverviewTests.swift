import Foundation
import GtkWebTestSupport
import HTTPFixture
import Spawn
import XCTest

/// The tab overview shows a card per tab with a thumbnail of its page; clicking a card shows that tab,
/// a card's close button closes its tab. Driven with real input (xdotool) and checked on a screenshot.
final class ShellTabOverviewTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Pages filled with one colour each, by name.
    static let colours: [(name: String, rgb: (Int, Int, Int))] = [
        ("overview-red", (220, 30, 30)), ("overview-green", (30, 180, 60)), ("overview-blue", (40, 60, 220)),
    ]

    /// Serves the colour pages; returns their addresses in `colours`' order.
    @MainActor
    static func colourPages(_ server: FixtureServer) -> [URL] {
        colours.map { page in
            let (red, green, blue) = page.rgb
            server.route("/overview/\(page.name)") { _ in
                let style = "html, body { margin: 0; height: 100%; background: rgb(\(red), \(green), \(blue)) }"
                return .html(title: page.name, body: "<style>\(style)</style>")
            }
            return server.url("/overview/\(page.name)")
        }
    }

    /// Waits until a screenshot shows each card's thumbnail in its page's colour (the window paints the
    /// overview a little after it reports it), checking the centre of each thumbnail's frame.
    @MainActor
    static func waitForThumbnailColours(_ session: ShellSession, _ cards: [ShellChrome.Card]) async throws {
        var seen: [String] = []
        try await poll("the cards' thumbnails in their pages' colours", describe: "\(seen)") {
            let screen = try await session.screenshot()
            seen = zip(cards, colours).map { card, colour in
                let frame = card.thumbnailFrame
                let (x, y) = (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
                let (red, green, blue) = colour.rgb
                let close = screen.pixel(x, y, isClose: red, green, blue, tolerance: 24)
                return "\(card.title) at (\(x), \(y)): \(screen.rgb(x, y))\(close ? " ok" : "")"
            }
            return seen.allSatisfy { $0.hasSuffix(" ok") }
        }
    }

    /// Launches the shell on the colour pages, a tab each, the last one active; returns its output file.
    @MainActor
    static func launchOnColourPages(_ session: ShellSession, _ pages: [URL]) async throws -> (
        process: ChildProcess, output: URL
    ) {
        let shell = try session.launch([pages[0].absoluteString])
        try await session.waitForOutput(shell.output, containing: "page loaded \(pages[0].absoluteString)")
        let first = try await session.chrome()
        XCTAssertFalse(first.overview.shown, "a window opens on its tabs")
        for page in pages.dropFirst() {
            try await session.activate("open-url", page.absoluteString)
            try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
        }
        return shell
    }

    /// Focuses the shell's window (found by `title`) and opens the overview with Ctrl+Shift+O; returns the
    /// chrome once the three cards show thumbnails, each at a place of its own.
    @MainActor
    static func openOverview(_ session: ShellSession, windowTitle title: String) async throws -> ShellChrome {
        try await session.xdotool(["search", "--sync", "--name", title, "windowfocus", "--sync"])
        try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+o"])
        return try await session.waitForChrome("the overview with three thumbnails on screen") {
            $0.overview.shown && $0.overview.cards.count == 3
                && $0.overview.cards.allSatisfy { $0.thumbnail && $0.thumbnailFrame[2] > 0 }
                && Set($0.overview.cards.map(\.thumbnailFrame)).count == 3
        }
    }

    func testTheOverviewShowsEachTabsColourAndClickingACardShowsThatTab() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let pages = Self.colourPages(server)
            try await ShellSession.run { session in
                try await session.startBus()
                _ = try await Self.launchOnColourPages(session, pages)
                let chrome = try await Self.openOverview(session, windowTitle: "overview-blue")
                XCTAssertEqual(chrome.overview.cards.map(\.title), Self.colours.map(\.name))
                try await Self.waitForThumbnailColours(session, chrome.overview.cards)

                try await session.click(chrome.overview.cards[0].frame)
                try await session.waitForWindows("the red tab to become the current one") {
                    $0.first?.tabs.map(\.active) == [true, false, false]
                }
                try await session.waitForChrome("the overview to close") { !$0.overview.shown }

                // The header-bar button opens it again; a card's close button closes its tab.
                let reopened = try await session.waitForChrome("the overview button on screen") {
                    ($0.frames["overview"]?[2] ?? 0) > 0
                }
                try await session.click(try XCTUnwrap(reopened.frames["overview"]))
                let shown = try await session.waitForChrome("the overview to open from its button") {
                    $0.overview.shown && $0.overview.cards.count == 3 && $0.overview.cards[1].closeFrame[2] > 0
                }
                try await session.click(shown.overview.cards[1].closeFrame)
                try await session.waitForWindows("the green tab to close") {
                    $0.first?.tabs.map(\.url) == [pages[0], pages[2]].map(\.absoluteString)
                }
                let left = try await session.waitForChrome("two cards left") { $0.overview.cards.count == 2 }
                XCTAssertEqual(left.overview.cards.map(\.title), ["overview-red", "overview-blue"])
                XCTAssertTrue(left.overview.shown, "the overview stays open")
            }
        }
    }

    func testAfterARestartTheTabsNotLoadedYetShowTheThumbnailsTheSessionKept() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let pages = Self.colourPages(server)
            try await ShellSession.run { session in
                try await session.startBus()
                let shell = try await Self.launchOnColourPages(session, pages)
                try await session.activate("quit")
                try await waitUntil("the shell to quit") { !shell.process.isRunning }

                let again = try session.launch([])
                try await session.waitForOutput(again.output, containing: "page loaded \(pages[2].absoluteString)")
                let chrome = try await Self.openOverview(session, windowTitle: "overview-blue")
                XCTAssertEqual(chrome.overview.cards.map(\.title), Self.colours.map(\.name))
                try await Self.waitForThumbnailColours(session, chrome.overview.cards)
                let windows = try await session.windows()
                XCTAssertEqual(windows.first?.tabs.map(\.loaded), [false, false, true], "the overview loads no tab")
            }
        }
    }
}
