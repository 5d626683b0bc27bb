import Foundation
import GLibInterop
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// WebKit keeps no reference to a popup's view: the view goes when its engine goes.
final class PopupLifetimeTests: XCTestCase {
    func testAPopupsViewIsFinalizedWhenTheDelegateReleasesItsEngine() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/popup-lifetime/opener") { _ in .html(title: "opener") }
            server.route("/popup-lifetime/child") { _ in .html(title: "child") }
            let delegate = RecordingUIDelegate()
            let opener = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral, uiDelegate: delegate))
            try await opener.load(url: server.url("/popup-lifetime/opener"))
            _ = try await opener.evaluate(js: "window.open('/popup-lifetime/child'); true")
            let view = GWeakObject(try await delegate.waitForChild(loading: "/popup-lifetime/child").handle.view.raw)
            delegate.dropChildren()
            try await waitUntil("the popup's WebKitWebView to be finalized") { view.isGone }
            let alive = try await opener.evaluate(js: "document.title")
            XCTAssertEqual(alive, "\"opener\"")
        }
    }
}
