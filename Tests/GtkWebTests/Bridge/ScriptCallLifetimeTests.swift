import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Script calls leave nothing behind that keeps an engine alive.
final class ScriptCallLifetimeTests: XCTestCase {
    func testAnEngineIsFreedAfterEveryKindOfScriptCall() {
        runOnMainLoop {
            weak var released: WebEngine?
            do {
                let engine = WebEngine()
                released = engine
                try await engine.load(url: try BridgePages.serve("/bridge/lifetime/calls", body: "<p>calls</p>"))
                _ = try await engine.evaluate(js: "1 + 1")
                _ = try await engine.evaluate(js: "undefined")
                _ = try await engine.evaluate(js: "Promise.resolve({a: 1})")
                _ = try await engine.evaluate(js: "2", in: .defaultClient)
                _ = try await engine.callAsyncJavaScript("return a", arguments: ["a": [1]])
                _ = try? await engine.evaluate(js: "throw new Error('x')")
            }
            try await waitUntil("the engine to be freed") { released == nil }
        }
    }
}
