import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// An element put in fullscreen by a real click is reported through `onFullscreenChange`, and so is
/// leaving it with a real Escape, which the view takes; WebKit makes the test window fullscreen meanwhile.
final class FullscreenTests: XCTestCase {
    /// The test's window and engine, kept for the rest of the run: WebKitGTK 2.50 crashed the process in a
    /// later test (a RunLoop timer of the destroyed view, inside the next GLib dispatch) when a view that
    /// had just left fullscreen was destroyed with its window.
    @MainActor private static var kept: [AnyObject] = []

    func testAnElementPutInFullscreenByAClickAndLeftWithEscapeIsReportedInOrder() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/fullscreen/button") { _ in
                .html(
                    title: "fullscreen",
                    body: "<style>body{margin:0}</style><button id=b style='width:300px;height:200px' "
                        + "onclick='document.documentElement.requestFullscreen()'>go</button>")
            }
            let window = TestWindow(width: 400, height: 300)
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            var changes: [Bool] = []
            engine.onFullscreenChange { _, isFullscreen in changes.append(isFullscreen) }
            engine.unsafeAttach(toContainer: window.container)
            try await engine.load(url: server.url("/fullscreen/button"))
            try await waitUntilPage(engine, "document.getElementById('b').getBoundingClientRect().height === 200")
            let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
            try await SyntheticInput.xdotool(["mousemove", "\(origin.x + 100)", "\(origin.y + 100)", "click", "1"])
            try await waitUntil("the page to enter fullscreen (changes: \(changes))") { changes == [true] }
            try await waitUntilPage(engine, "document.fullscreenElement === document.documentElement")
            try await SyntheticInput.xdotool(["key", "Escape"])
            try await waitUntil("the page to leave fullscreen (changes: \(changes))") { changes == [true, false] }
            // The window's own return from fullscreen ends after the page's; the test window closes after both.
            try await waitUntilPage(engine, "document.fullscreenElement === null && innerWidth < 1000")
            Self.kept += [window, engine]
        }
    }
}
