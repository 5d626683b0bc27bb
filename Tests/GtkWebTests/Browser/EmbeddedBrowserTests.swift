import Foundation
import GtkWeb
import GtkWebTestSupport
import Spawn
import XCTest

/// `.embeddedBrowser` opens a small browser window of the app, shown and painted under Xvfb.
final class EmbeddedBrowserTests: XCTestCase {
    /// The mean red, green and blue (0…1) of a screen rectangle, from an ImageMagick screenshot.
    @MainActor
    private static func meanColor(x: Int, y: Int, width: Int, height: Int) async throws -> [Double] {
        let output = Pipe()
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        process.arguments = [
            "-window", "root", "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage",
            "-format", "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]", "info:",
        ]
        process.standardOutput = output
        try process.run()
        try await waitUntil("the screenshot", timeout: 20) { !process.isRunning }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: " ").compactMap { Double($0) }
    }

    func testTheEmbeddedBrowserShowsThePageWithItsTitleAndRunsCustomActions() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/embedded/page") { _ in
                .html(title: "Embedded page", body: "<style>html,body{margin:0;background:#f00;height:100%}</style>")
            }
            server.route("/embedded/next") { _ in .html(title: "Next page") }
            var actedOn: [URL] = []
            let params = EmbeddedParams(customActions: [
                WebBrowserAction(label: "Copy Link") { actedOn.append($0) },
                WebBrowserAction(label: "Bookmark") { _ in },
            ])
            let opened = try await WebBrowser.open(server.url("/embedded/page"), mode: .embeddedBrowser(params: params))
            let window = try XCTUnwrap(opened)
            let describe: @MainActor () -> String = { "\(window.title ?? "nil")" }
            try await waitUntil("the page title in the header bar", describe: describe) {
                window.title == "Embedded page"
            }
            XCTAssertEqual(window.actionLabels, ["Copy Link", "Bookmark"])
            XCTAssertTrue(window.engine.isAttachedToWindow)

            // The page's red fills the middle of the window once WebKit has painted it.
            let frame = window.frame
            let deadline = ContinuousClock.now + .seconds(30)
            var color: [Double] = []
            while !(color.count == 3 && color[0] > 0.9 && color[1] < 0.1 && color[2] < 0.1) {
                guard ContinuousClock.now < deadline else {
                    return XCTFail("the window's middle never showed the page's red; last mean colour \(color)")
                }
                let next = ContinuousClock.now + .milliseconds(200)
                try await waitUntil("the next screenshot") { ContinuousClock.now >= next }
                color = try await Self.meanColor(
                    x: frame.x + frame.width / 4, y: frame.y + frame.height / 2, width: frame.width / 2, height: 40)
            }

            window.performAction(at: 0)
            XCTAssertEqual(actedOn, [server.url("/embedded/page")])
            XCTAssertEqual(window.navigationButtonsEnabled.back, false)
            try await window.engine.load(url: server.url("/embedded/next"))
            try await waitUntil("the next page's title") { window.title == "Next page" }
            XCTAssertEqual(window.navigationButtonsEnabled.back, true)
            window.close()
            XCTAssertFalse(window.engine.isAttachedToWindow)
        }
    }
}
