import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Custom URL schemes are served by the configuration's handlers, in the engine whose page asked.
final class SchemeHandlerTests: XCTestCase {
    func testAFolderHandlerServesAPageAndItsFiles() {
        runOnMainLoop {
            let folder = try ServedFolder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, schemeHandlers: ["app": DirectoryURLSchemeHandler(directory: folder.served)]))
            try await engine.load(url: URL(string: "app://bundle/index.html")!)
            try await waitForTitle(engine, "from folder")
            let json = try await engine.callAsyncJavaScript(
                "const r = await fetch('app://bundle/sub/data.json');"
                    + " return [r.status, r.headers.get('content-type'), await r.text()].join(' ')",
                as: String.self)
            XCTAssertEqual(json, "200 application/json {\"ok\":true}")
            XCTAssertTrue(engine.schemeHandlerErrors.isEmpty)
        }
    }

    func testAStreamedResponseReachesThePageChunkByChunk() {
        runOnMainLoop {
            let handler = ScriptedSchemeHandler()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeral, schemeHandlers: ["stream": handler]))
            try await engine.load(url: URL(string: "stream://x/index.html")!)
            _ = try await engine.evaluate(
                js: """
                    window.chunks = []; window.done = false;
                    fetch('stream://x/stream').then(async r => {
                      const reader = r.body.getReader(); const decoder = new TextDecoder();
                      for (;;) { const { value, done } = await reader.read(); if (done) break;
                                 window.chunks.push(decoder.decode(value)); }
                      window.done = true; });
                    true
                    """)
            try await waitUntilPage(engine, "window.chunks.join('') === 'one|'")
            let early = try await engine.evaluate(js: "window.done")
            XCTAssertEqual(early, "false", "the body must still be open while the handler waits")
            handler.releaseSecondChunk = true
            try await waitUntilPage(engine, "window.done && window.chunks.join('') === 'one|two'")
        }
    }

    func testAHandlerWhoseEngineWentAwayFinishesHarmlessly() {
        runOnMainLoop {
            let handler = ScriptedSchemeHandler()
            var engine: WebEngine? = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeral, schemeHandlers: ["gone": handler]))
            try await engine?.load(url: URL(string: "gone://x/index.html")!)
            _ = try await engine?.evaluate(
                js: "window.got = ''; fetch('gone://x/stream').then(async r => { window.got = await r.text(); }); true")
            try await waitUntil("the handler to start streaming") {
                handler.requests.contains { $0.url.path == "/stream" }
            }
            engine = nil
            handler.releaseSecondChunk = true
            try await waitUntil("the handler to end") { handler.streamOutcome != nil }
            let survivor = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeral, schemeHandlers: ["gone": handler]))
            try await survivor.load(url: URL(string: "gone://x/index.html")!)
            try await waitForTitle(survivor, "scripted")
        }
    }

    func testAThrowingHandlerFailsTheLoadWithTheErrorsText() {
        runOnMainLoop {
            let handler = ScriptedSchemeHandler()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeral, schemeHandlers: ["fails": handler]))
            do {
                try await engine.load(url: URL(string: "fails://x/fail")!)
                XCTFail("the load should fail")
            } catch let error as WebLoadError {
                XCTAssertTrue(error.message.contains("the handler failed on purpose"), error.message)
            }
            try await engine.load(url: URL(string: "fails://x/index.html")!)
            try await waitForTitle(engine, "scripted")
        }
    }

    func testRequestsReachTheHandlerOfTheEngineWhoseViewAsked() {
        runOnMainLoop {
            let first = InMemoryURLSchemeHandler(resources: ["index.html": Data("<title>first</title>".utf8)])
            let second = InMemoryURLSchemeHandler(resources: ["index.html": Data("<title>second</title>".utf8)])
            let a = WebEngine(configuration: WebEngineConfiguration(profile: .default, schemeHandlers: ["mem": first]))
            let b = WebEngine(configuration: WebEngineConfiguration(profile: .default, schemeHandlers: ["mem": second]))
            try await a.load(url: URL(string: "mem://x/index.html")!)
            try await b.load(url: URL(string: "mem://x/index.html")!)
            try await waitForTitle(a, "first")
            try await waitForTitle(b, "second")
            let plain = WebEngine(configuration: WebEngineConfiguration(profile: .default))
            do {
                try await plain.load(url: URL(string: "mem://x/index.html")!)
                XCTFail("an engine without the handler cannot load the scheme")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .unsupportedScheme)
            }
        }
    }

    func testSchemesWebKitOwnsAreRefusedWithATypedError() {
        runOnMainLoop {
            let handler = InMemoryURLSchemeHandler(resources: [:])
            for scheme in ["http", "HTTPS", "file", "data", "blob", "about", "javascript", "ws"] {
                let configuration = WebEngineConfiguration(schemeHandlers: [scheme: handler])
                XCTAssertThrowsError(try configuration.validateSchemeHandlers()) { error in
                    XCTAssertEqual(error as? URLSchemeHandlerError, .reservedScheme(scheme.lowercased()))
                }
            }
            for name in ["", "1app", "a b", "app:", "ap/p", "äpp"] {
                let configuration = WebEngineConfiguration(schemeHandlers: [name: handler])
                XCTAssertThrowsError(try configuration.validateSchemeHandlers()) { error in
                    XCTAssertEqual(error as? URLSchemeHandlerError, .invalidSchemeName(name))
                }
            }
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, schemeHandlers: ["file": handler, "ok": handler]))
            XCTAssertEqual(engine.schemeHandlerErrors, [.reservedScheme("file")])
            XCTAssertNoThrow(
                try WebEngineConfiguration(schemeHandlers: ["my-app+v1.2": handler]).validateSchemeHandlers())
        }
    }
}
