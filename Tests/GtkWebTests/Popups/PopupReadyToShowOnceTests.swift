import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// WebKit's own "Open Link in New Window" item makes one popup, whose `whenReadyToShow` runs once: a host
/// that shows the popup there opens one tab, not two. Input is real (xdotool right click and keys).
final class PopupReadyToShowOnceTests: XCTestCase {
    @MainActor
    final class CountingUIDelegate: @MainActor SkipWebUIDelegate {
        var children: [WebEngine] = []
        var readyCalls = 0

        func webView(
            _ webView: WebView, createWebViewWith request: WebWindowRequest,
            platformContext: PlatformCreateWindowContext
        ) -> WebEngine? {
            let child = platformContext.makeChildWebEngine()
            children.append(child)
            child.whenReadyToShow { [weak self] _ in self?.readyCalls += 1 }
            return child
        }
    }

    func testOpenLinkInNewWindowFromWebKitsMenuIsReadyToShowOnce() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/ready/page") { _ in
                .html(
                    title: "ready",
                    body: "<style>body{margin:0}</style><a id=l href='/ready/target' style='display:block;"
                        + "height:150px'>link</a>")
            }
            server.route("/ready/target") { _ in .html(title: "target") }
            let window = TestWindow(width: 400, height: 300)
            let delegate = CountingUIDelegate()
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral, uiDelegate: delegate))
            engine.unsafeAttach(toContainer: window.container)
            try await engine.load(url: server.url("/ready/page"))
            try await waitUntilPage(engine, "document.getElementById('l').getBoundingClientRect().height === 150")
            let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
            try await SyntheticInput.xdotool(["mousemove", "\(origin.x + 40)", "\(origin.y + 40)", "click", "3"])
            try await waitUntil("WebKit's link menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            // WebKit's link menu: Open Link, Open Link in New Window, Download Linked File, Copy Link Address.
            try await SyntheticInput.xdotool(["key"] + SyntheticInput.keysChoosingMenuItem(2))
            try await waitUntil("the popup to load the link") {
                delegate.children.first?.url == server.url("/ready/target")
                    && delegate.children.first?.isLoading == false
            }
            XCTAssertEqual(delegate.children.count, 1, "one popup")
            XCTAssertEqual(delegate.readyCalls, 1, "whenReadyToShow ran once")
        }
    }
}
