import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A UI delegate that opens each popup and records the features WebKit reports when it is ready to show.
@MainActor
private final class FeatureRecordingDelegate: @MainActor SkipWebUIDelegate {
    let ready = Awaited<WebWindowFeatures>("the popup to be ready to show")
    private(set) var children: [WebEngine] = []

    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? {
        let child = platformContext.makeChildWebEngine()
        child.whenReadyToShow { [ready] in ready.fulfill($0) }
        children.append(child)
        return child
    }
}

/// `WebEngine.whenReadyToShow` hands the host the window features a page asked for in `window.open`.
final class PopupWindowFeatureTests: XCTestCase {
    @MainActor
    private static func features(opening script: String) async throws -> WebWindowFeatures {
        let server = try SharedFixtures.httpServer()
        server.route("/popup/features-opener") { _ in .html(title: "opener") }
        server.route("/popup/features-child") { _ in .html(title: "child") }
        let delegate = FeatureRecordingDelegate()
        let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral, uiDelegate: delegate))
        // A shown window: WebKit fits a popup's size to the opener's screen.
        let window = TestWindow(width: 800, height: 600)
        engine.unsafeAttach(toContainer: window.container)
        try await engine.load(url: server.url("/popup/features-opener"))
        defer { _ = window }
        _ = try await engine.evaluate(js: script)
        return try await delegate.ready.value()
    }

    func testAWindowOpenWithoutLocationOrMenuBarIsADialog() {
        runOnMainLoop {
            let features = try await Self.features(
                opening: "window.open('/popup/features-child', 'dialog', 'width=420,height=310,location=no,menubar=no')"
                    + " !== null")
            XCTAssertFalse(features.isLocationbarVisible)
            XCTAssertFalse(features.isMenubarVisible)
            XCTAssertTrue(features.isDialog)
        }
    }

    func testAPlainWindowOpenIsNoDialog() {
        runOnMainLoop {
            let features = try await Self.features(opening: "window.open('/popup/features-child') !== null")
            XCTAssertTrue(features.isLocationbarVisible)
            XCTAssertTrue(features.isMenubarVisible)
            XCTAssertFalse(features.isDialog)
        }
    }
}
