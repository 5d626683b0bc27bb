import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// The link under a real pointer (xdotool) is reported through `onHoveredLinkChange`, and nil once the
/// pointer leaves it.
final class HoveredLinkTests: XCTestCase {
    func testThePointerOverALinkReportsItsAddressAndLeavingItReportsNil() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/hover/page") { _ in
                .html(
                    title: "hover",
                    body: "<style>body{margin:0}</style><a id=l href='/hover/target' style='display:block;"
                        + "height:100px'>link</a><p style='height:150px'>text</p>")
            }
            let window = TestWindow(width: 400, height: 300)
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            var hovered: [URL?] = []
            engine.onHoveredLinkChange { _, url in hovered.append(url) }
            engine.unsafeAttach(toContainer: window.container)
            try await engine.load(url: server.url("/hover/page"))
            try await waitUntilPage(engine, "document.getElementById('l').getBoundingClientRect().height === 100")
            let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
            try await SyntheticInput.xdotool(["mousemove", "\(origin.x + 40)", "\(origin.y + 40)"])
            let target = server.url("/hover/target")
            try await waitUntil("the link to be reported (\(hovered))") { hovered.last == target }
            try await SyntheticInput.xdotool(["mousemove", "\(origin.x + 40)", "\(origin.y + 200)"])
            try await waitUntil("leaving the link to be reported (\(hovered))") { hovered.last == .some(nil) }
            XCTAssertEqual(hovered, [target, nil])
        }
    }
}
