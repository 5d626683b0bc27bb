import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// A real link click reaches the navigation delegate with its mouse button and modifier keys
/// (`webEngine(_:shouldOverride:)`); a delegate that takes the click keeps the page where it is.
final class LinkClickActionTests: XCTestCase {
    @MainActor
    final class ClickTaker: SkipWebNavigationDelegate {
        var actions: [WebNavigationAction] = []

        func webEngine(_ webEngine: WebEngine, shouldOverride action: WebNavigationAction) -> Bool {
            guard action.isLinkClick else { return false }
            actions.append(action)
            return action.mouseButton == .middle || action.modifiers.contains(.control)
        }
    }

    func testAClickIsReportedWithItsButtonAndModifiersAndATakenClickLeavesThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/clicks/page") { _ in
                .html(
                    title: "clicks",
                    body: "<style>body{margin:0}</style><a id=l href='/clicks/target' style='display:block;"
                        + "height:150px'>link</a>")
            }
            server.route("/clicks/target") { _ in .html(title: "target") }
            let window = TestWindow(width: 400, height: 300)
            let taker = ClickTaker()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            configuration.navigationDelegate = taker
            let engine = WebEngine(configuration: configuration)
            engine.unsafeAttach(toContainer: window.container)
            let page = server.url("/clicks/page")
            try await engine.load(url: page)
            try await waitUntilPage(engine, "document.getElementById('l').getBoundingClientRect().height === 150")
            let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
            let (x, y) = ("\(origin.x + 40)", "\(origin.y + 40)")

            try await SyntheticInput.xdotool(["mousemove", x, y, "keydown", "ctrl", "click", "1", "keyup", "ctrl"])
            try await waitUntil("the Control click to reach the delegate") { taker.actions.count == 1 }
            try await SyntheticInput.xdotool(["click", "2"])
            try await waitUntil("the middle click to reach the delegate") { taker.actions.count == 2 }
            XCTAssertEqual(engine.url, page, "the taken clicks left the page where it was")

            try await SyntheticInput.xdotool(["click", "1"])
            try await waitUntil("the plain click to load the link") { engine.url == server.url("/clicks/target") }
            XCTAssertEqual(taker.actions.map(\.url), Array(repeating: server.url("/clicks/target"), count: 3))
            XCTAssertEqual(taker.actions.map(\.mouseButton), [.primary, .middle, .primary])
            XCTAssertEqual(taker.actions.map(\.modifiers), [[.control], [], []])
        }
    }
}
