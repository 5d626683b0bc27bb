import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// A right click on a link shows the configured actions instead of WebKit's menu; choosing one calls
/// its handler with the link. Input is real: XTest events through xdotool under Xvfb.
final class LinkContextMenuTests: XCTestCase {
    @MainActor
    private static func shownEngine(
        _ window: TestWindow, path: String, actions: ((URL) -> [WebContextMenuAction])?
    ) async throws -> (WebEngine, URL) {
        let server = try SharedFixtures.httpServer()
        server.route(path) { _ in
            .html(
                title: "menu",
                body: "<style>body{margin:0}</style><a id='l' href='/ctx/target' style='display:block;height:150px'>"
                    + "link</a><p style='height:150px'>plain text</p>")
        }
        let configuration = WebEngineConfiguration(profile: .ephemeral)
        configuration.linkContextMenuActions = actions
        let engine = WebEngine(configuration: configuration)
        engine.unsafeAttach(toContainer: window.container)
        try await engine.load(url: server.url(path))
        try await waitUntilPage(engine, "document.getElementById('l').getBoundingClientRect().height === 150")
        return (engine, server.url("/ctx/target"))
    }

    @MainActor
    private static func rightClick(_ engine: WebEngine, x: Int, y: Int) async throws {
        let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
        try await SyntheticInput.xdotool(["mousemove", "\(origin.x + x)", "\(origin.y + y)", "click", "3"])
    }

    func testChoosingAConfiguredActionCallsItsHandlerWithTheLink() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            var chosen: [URL] = []
            let (engine, link) = try await Self.shownEngine(window, path: "/ctx/choose") { _ in
                [
                    WebContextMenuAction(title: "Remember") { chosen.append($0) },
                    WebContextMenuAction(title: "Ignore") { _ in XCTFail("the second action was chosen") },
                ]
            }
            try await Self.rightClick(engine, x: 40, y: 40)
            try await waitUntil("the link menu to be replaced") {
                engine.windowing.lastContextMenuTitles == ["Remember", "Ignore"]
            }
            try await waitUntil("the menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            try await SyntheticInput.xdotool(["key"] + SyntheticInput.keysChoosingMenuItem(1))
            try await waitUntil("the action's handler") { chosen == [link] }
        }
    }

    func testPlainTextAndAnEmptyActionListKeepWebKitsMenu() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            var asked: [URL] = []
            let (engine, link) = try await Self.shownEngine(window, path: "/ctx/default") { url in
                asked.append(url)
                return []
            }
            try await Self.rightClick(engine, x: 40, y: 220)
            try await waitUntil("WebKit's menu for plain text") { engine.windowing.contextMenusSeen == 1 }
            XCTAssertEqual(asked, [], "plain text is not a link: the actions are not asked for")
            try await waitUntil("the default menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            try await SyntheticInput.xdotool(["key", "Escape"])
            try await waitUntil("the menu to close") { !SyntheticInput.hasMappedPopupMenu() }
            try await Self.rightClick(engine, x: 40, y: 40)
            try await waitUntil("the link's menu") { engine.windowing.contextMenusSeen == 2 }
            XCTAssertEqual(asked, [link])
            XCTAssertEqual(engine.windowing.lastContextMenuTitles, [], "an empty list leaves WebKit's menu alone")
            try await waitUntil("the default menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            try await SyntheticInput.xdotool(["key", "Escape"])
        }
    }
}
