import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A `WebView` that reuses a cached engine with another configuration gives it that configuration's
/// handlers and user scripts.
final class WebViewReconfigurationTests: XCTestCase {
    @MainActor
    static func configuration(marker: String, handler: String, recorder: BridgeRecorder) -> WebEngineConfiguration {
        WebEngineConfiguration(
            userScripts: [
                WebViewUserScript(
                    source: "window.marker = '\(marker)'", injectionTime: .atDocumentStart, forMainFrameOnly: true)
            ],
            scriptMessageHandlerNames: [handler], scriptMessageDelegate: recorder, capturesConsoleOutput: false)
    }

    func testACachedEngineShownWithAnotherConfigurationTakesItsScriptsAndHandlers() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let id = "reconfigured-\(UUID().uuidString)"
            defer { WebView.removePersistentWebView(id: id) }
            let old = BridgeRecorder()
            let new = BridgeRecorder()
            let engine = WebView.preparePersistentEngine(
                id: id, configuration: Self.configuration(marker: "old", handler: "oldHandler", recorder: old))
            try await engine.load(url: server.url("/page/reconfigured-1"))
            let before = try await engine.evaluate(js: "window.marker")
            XCTAssertEqual(before, "\"old\"")

            let configuration = Self.configuration(marker: "new", handler: "newHandler", recorder: new)
            let view = WebView(configuration: configuration, persistentWebViewID: id)
            XCTAssertTrue(view.engine === engine, "the cached engine is reused")
            XCTAssertTrue(engine.configuration === configuration)
            try await engine.load(url: server.url("/page/reconfigured-2"))
            let marker = try await engine.evaluate(js: "window.marker")
            XCTAssertEqual(marker, "\"new\"", "the page runs the new user script, not the old one")
            let oldHandler = try await engine.evaluate(js: "typeof window.webkit.messageHandlers.oldHandler")
            XCTAssertEqual(oldHandler, "\"undefined\"", "the old handler is gone")
            _ = try await engine.evaluate(
                js: """
                    try { window.webkit.messageHandlers.oldHandler.postMessage('stale') } catch (e) {}
                    window.webkit.messageHandlers.newHandler.postMessage('fresh'); true
                    """)
            try await waitUntil("the new handler to receive", describe: { "\(new.messages.map(\.bodyJSON))" }) {
                !new.messages.isEmpty
            }
            XCTAssertEqual(new.messages.map(\.bodyJSON), ["\"fresh\""])
            XCTAssertEqual(new.messages.map(\.name), ["newHandler"])
            XCTAssertTrue(old.messages.isEmpty, "the old delegate receives nothing")

            let plain = WebView(persistentWebViewID: id)
            XCTAssertTrue(plain.engine.configuration === configuration, "a view given no configuration keeps it")
            withExtendedLifetime(view) {}
        }
    }
}
