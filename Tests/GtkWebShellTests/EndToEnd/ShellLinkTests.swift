import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Links open where the user asks, with real clicks and keys (xdotool): a Control or middle click opens a
/// tab next to the current one behind it, Control+Shift a tab shown at once, Shift a new window; the link
/// menu opens a new tab, a new window with exactly one tab, and copies the address.
final class ShellLinkTests: XCTestCase {
    /// Every page links to `/links/page/N+1` with a link 300 px high at the top, and a text area below.
    @MainActor
    private static func routePages(_ server: FixtureServer) {
        server.route(prefix: "/links/page/") { request in
            let number = Int(request.path.split(separator: "/").last ?? "") ?? 0
            return .html(
                title: "links-\(number)",
                body: "<style>body{margin:0}</style><a id=l href='/links/page/\(number + 1)' "
                    + "style='display:block;height:300px'>next</a><textarea id=t style='height:100px'></textarea>")
        }
    }

    /// A point on the link of the page under the header bar.
    @MainActor
    private static func linkPoint(_ session: ShellSession) async throws -> (x: Int, y: Int) {
        let frames = try await session.chrome().frames
        let address = try XCTUnwrap(frames["address"])
        return (address[0] + address[2] / 2, address[1] + address[3] + 120)
    }

    func testModifiedClicksOpenTheLinkInABackgroundTabAForegroundTabOrANewWindow() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            Self.routePages(server)
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/links/page/1"), windowTitle: "links-1")
                let link = try await Self.linkPoint(session)
                let (x, y) = ("\(link.x)", "\(link.y)")
                let next = server.url("/links/page/2").absoluteString

                try await session.xdotool(["mousemove", x, y, "keydown", "ctrl", "click", "1", "keyup", "ctrl"])
                try await session.waitForWindows("Control+click to open a tab behind the current one") {
                    $0.count == 1 && $0[0].tabs.map(\.url).last == next && $0[0].tabs.map(\.active) == [true, false]
                }
                try await session.xdotool(["click", "2"])
                try await session.waitForWindows("a middle click to open a tab next to the current one, behind it") {
                    $0.count == 1 && $0[0].tabs.map(\.active) == [true, false, false]
                        && $0[0].tabs[0].title == "links-1"
                }
                try await session.xdotool(["keydown", "ctrl+shift", "click", "1", "keyup", "ctrl+shift"])
                try await session.waitForWindows("Control+Shift+click to open a tab shown at once, next to the current")
                {
                    $0.count == 1 && $0[0].tabs.map(\.active) == [false, true, false, false]
                        && $0[0].tabs[1].url == next
                }
                try await session.waitForWindows("the shown tab to load its page") {
                    $0[0].tabs[1].title == "links-2" && !$0[0].tabs[1].loading
                }
                try await session.xdotool(["keydown", "shift", "click", "1", "keyup", "shift"])
                let windows = try await session.waitForWindows("Shift+click to open a new window") { $0.count == 2 }
                XCTAssertEqual(windows[1].tabs.map(\.url), [server.url("/links/page/3").absoluteString])
                XCTAssertEqual(windows[0].tabs.count, 4, "the first window kept its tabs")
                XCTAssertEqual(windows[0].tabs[1].url, next, "the clicked tab stayed on its page")
            }
        }
    }

    func testTheLinkMenuOpensANewTabCopiesTheAddressAndOpensANewWindowWithOneTab() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            Self.routePages(server)
            let menu = [
                "Open Link in New Tab", "Open Link in New Window", "Open Link in New Private Window",
                "Copy Link Address", "Save Link As…",
            ]
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/links/page/1"), windowTitle: "links-1")
                let link = try await Self.linkPoint(session)
                let next = server.url("/links/page/2").absoluteString
                func choose(_ index: Int) async throws {
                    try await session.xdotool(["mousemove", "\(link.x)", "\(link.y)", "click", "3"])
                    try await session.waitForChrome("the link menu to be on screen") { $0.contextMenu == menu }
                    try await session.xdotool(["key"] + Array(repeating: "Down", count: index + 1) + ["Return"])
                    try await session.waitForChrome("the menu to close") { $0.contextMenu.isEmpty }
                }

                try await choose(0)
                try await session.waitForWindows("Open Link in New Tab to open one tab behind the current one") {
                    $0.count == 1 && $0[0].tabs.map(\.url).last == next && $0[0].tabs.map(\.active) == [true, false]
                }

                try await choose(3)
                _ = try await session.evaluate("(document.getElementById('t').focus(), 1)")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+v"])
                var pasted = ""
                try await poll("the copied address to paste into the page", describe: pasted) {
                    pasted = try await session.evaluate("document.getElementById('t').value")
                    return pasted.contains(next)
                }

                try await choose(1)
                let windows = try await session.waitForWindows("Open Link in New Window to open a window") {
                    $0.count == 2
                }
                XCTAssertEqual(windows[1].tabs.map(\.url), [next], "the new window has exactly one tab, on the link")
                XCTAssertEqual(windows[0].tabs.count, 2, "the first window kept its two tabs")
            }
        }
    }
}
