import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Keys reach the page before the window's shortcuts, and fullscreen hides the chrome: an element in
/// fullscreen hides the header bar and the tab strip until Escape ends it; F11 makes the window
/// fullscreen with the header bar shown while the pointer is at the top edge. Driven with real keys and
/// clicks (xdotool), read back from the shell's `window` state and the page.
final class ShellFullscreenTests: XCTestCase {
    private static let windowed = ShellChrome.Fullscreen(window: false, mode: "windowed", header: true, tabs: true)

    /// A point inside the page, under the header bar.
    @MainActor
    private static func pagePoint(_ session: ShellSession) async throws -> (x: Int, y: Int) {
        let frames = try await session.chrome().frames
        let address = try XCTUnwrap(frames["address"])
        return (address[0] + address[2] / 2, address[1] + address[3] + 150)
    }

    @MainActor
    private static func clickPage(_ session: ShellSession) async throws {
        let point = try await pagePoint(session)
        try await session.xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
    }

    func testEscapeGoesToThePageFirstAndStopsALoadOnlyWhenThePageDidNotTakeIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/fullscreen/escape") { _ in
                .html(
                    title: "escape-page",
                    body: "<script>window.escapes = 0; window.takesEscape = true;"
                        + "addEventListener('keydown', e => { if (e.key === 'Escape') { escapes++;"
                        + " if (takesEscape) e.preventDefault(); } })</script><p style='height:2000px'>keys</p>")
            }
            // Answered after a minute: a load that is still running when Escape comes.
            server.route("/fullscreen/slow") { _ in
                FixtureResponse(
                    status: 200, contentType: "text/html", body: Data("slow".utf8), delayMilliseconds: 60_000)
            }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/fullscreen/escape"), windowTitle: "escape-page")
                try await session.focusPage(clicking: Self.pagePoint(session))
                try await session.xdotool(["key", "Escape"])
                var seen = ""
                try await poll("the page to receive Escape", describe: seen) {
                    seen = try await session.evaluate("window.escapes")
                    return seen.contains("\",1]")
                }

                // A page that does not take Escape while a load runs: the window stops the load.
                _ = try await session.evaluate("window.takesEscape = false")
                let slow = server.url("/fullscreen/slow")
                _ = try await session.evaluate("(location.href = '\(slow.absoluteString)', 1)")
                try await session.waitForWindows("the slow page to start loading") {
                    $0.last?.tabs.first?.loading == true
                }
                try await session.xdotool(["key", "Escape"])
                try await session.waitForWindows("Escape to stop the load") { $0.last?.tabs.first?.loading == false }
                let escapes = try await session.evaluate("window.escapes")
                XCTAssertTrue(escapes.contains("\",2]"), "the page saw the second Escape first: \(escapes)")
            }
        }
    }

    func testAnElementInFullscreenHidesAllChromeAndEscapeEndsIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/fullscreen/element") { _ in
                .html(
                    title: "element-page",
                    body: "<style>body{margin:0}</style><button id=b style='width:100%;height:600px' "
                        + "onclick='document.documentElement.requestFullscreen()'>fullscreen</button>")
            }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/fullscreen/element"), windowTitle: "element-page")
                try await session.waitForChrome("the window to start with its chrome") {
                    $0.fullscreen == Self.windowed
                }
                try await Self.clickPage(session)
                try await session.waitForChrome("the element's fullscreen to hide the header bar and the tabs") {
                    $0.fullscreen == ShellChrome.Fullscreen(window: true, mode: "element", header: false, tabs: false)
                }
                try await session.xdotool(["key", "Escape"])
                try await session.waitForChrome("Escape to end fullscreen and bring the chrome back") {
                    $0.fullscreen == Self.windowed
                }
                // The page learns of the end from WebKit after the window has left fullscreen.
                var element = ""
                try await poll("the page to leave fullscreen", describe: element) {
                    element = try await session.evaluate("document.fullscreenElement === null")
                    return element.contains("true]")
                }
            }
        }
    }

    func testAPageEnteringAndLeavingFullscreenInALoopLeavesTheChromeShown() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/fullscreen/loop") { _ in
                .html(
                    title: "loop-page",
                    body: "<style>body{margin:0}</style><button id=b style='width:100%;height:600px'>loop</button>"
                        + "<script>b.onclick = async () => { for (let i = 0; i < 8; i++) {"
                        + " try { await document.documentElement.requestFullscreen();"
                        + " await document.exitFullscreen(); } catch (e) {} }"
                        + " document.title = 'loop-done' }</script>")
            }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/fullscreen/loop"), windowTitle: "loop-page")
                try await Self.clickPage(session)
                try await session.waitForWindows("the page to end its loop") {
                    $0.last?.tabs.first?.title == "loop-done"
                }
                try await session.waitForChrome("the chrome to be shown after the loop") {
                    $0.fullscreen == Self.windowed
                }
            }
        }
    }

    func testF11MakesTheWindowFullscreenWithTheHeaderBarShownOnHoverAtTheTop() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/fullscreen/f11") { _ in .html(title: "f11-page", body: "<p>page</p>") }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/fullscreen/f11"), windowTitle: "f11-page")
                let centre = try await Self.pagePoint(session)
                try await session.xdotool(["key", "F11"])
                try await session.waitForChrome("F11 to make the window fullscreen without chrome") {
                    $0.fullscreen == ShellChrome.Fullscreen(window: true, mode: "window", header: false, tabs: false)
                }
                try await session.xdotool(["mousemove", "\(centre.x)", "0"])
                try await session.waitForChrome("the header bar to slide in at the top edge") { $0.fullscreen.header }
                try await session.xdotool(["mousemove", "\(centre.x)", "400"])
                try await session.waitForChrome("the header bar to hide when the pointer leaves it") {
                    !$0.fullscreen.header && $0.fullscreen.mode == "window"
                }
                try await session.xdotool(["key", "F11"])
                try await session.waitForChrome("F11 again to bring the window and its chrome back") {
                    $0.fullscreen == Self.windowed
                }
            }
        }
    }
}
