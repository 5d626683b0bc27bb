import Foundation
import GtkWebTestSupport
import HTTPFixture
import SkipWeb
import XCTest

/// SkipWeb-style delegates and callbacks (SkipWebStyleCode.swift) are really called, with SkipWeb's
/// signatures: a conformer that compiles but is never called is the silent break this guards against.
final class SkipWebCallbackTests: XCTestCase {
    func testAStructDelegateWithSkipWebSignaturesHearsStartCommitFinishFailureAndOverride() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let log = SkipWebCallLog()
            let engine = WebEngine(
                configuration: makeSkipWebStyleConfiguration(
                    navigationDelegate: SkipWebStyleNavigationDelegate(log: log), scriptMessageDelegate: nil))
            try await engine.load(url: server.url("/page/skipweb-style"))
            XCTAssertEqual(log.calls, ["start", "commit", "finish"])

            log.calls.removeAll()
            try await engine.load(url: URL(string: "skipweb-app://open")!)
            XCTAssertEqual(log.calls, ["override"], "the app link goes to the delegate, nothing loads")

            let closed = try FixtureServer()
            let unreachable = closed.url("/unreachable")
            closed.stop()
            log.calls.removeAll()
            _ = try? await engine.load(url: unreachable)  // the failure is asserted through the delegate
            XCTAssertEqual(log.calls, ["start", "fail"])
            let failure = try XCTUnwrap(log.failures.first as? WebLoadError, "the Error is a WebLoadError")
            XCTAssertEqual(failure.kind, .network)
            XCTAssertEqual(failure.failingURL, unreachable)
        }
    }

    func testAStructDelegateHearsTheWebProcessEnd() {
        runOnMainLoop {
            let log = SkipWebCallLog()
            let engine = WebEngine(
                configuration: makeSkipWebStyleConfiguration(
                    navigationDelegate: SkipWebStyleNavigationDelegate(log: log), scriptMessageDelegate: nil))
            try await engine.loadHTMLAndWait("<title>alive</title>")
            engine.terminateWebProcess()
            try await waitUntil("the delegate to hear the process end") { log.calls.contains("terminate") }
        }
    }

    func testScriptMessageDelegateOfASkipWebConfigurationReceivesPostedMessages() {
        runOnMainLoop {
            let log = SkipWebCallLog()
            let sink = SkipWebStyleScriptSink(log: log)
            let engine = WebEngine(
                configuration: makeSkipWebStyleConfiguration(navigationDelegate: nil, scriptMessageDelegate: sink))
            try await engine.loadHTMLAndWait("<title>post</title>", baseURL: URL(string: "http://127.0.0.1/"))
            _ = try await engine.evaluate(js: "window.webkit.messageHandlers.native.postMessage({a: 1}); 0")
            try await waitUntil("the message to arrive") { log.calls == [#"message native {"a":1}"#] }
        }
    }

    func testSkipWebViewCallbacksWithoutArgumentsAreCalled() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let log = SkipWebCallLog()
            let state = WebViewState()
            XCTAssertNil(state.estimatedProgress, "no progress before the state is bound")
            let views = makeSkipWebStyleViews(
                configuration: WebEngineConfiguration(profile: .ephemeral), url: server.url("/page/skipweb-view"),
                state: state, log: log)
            let view = views[0]
            try await waitUntil("the initial page to finish") { log.calls.contains("view finish") }
            XCTAssertEqual(state.estimatedProgress, 1)
            let closed = try FixtureServer()
            let unreachable = closed.url("/unreachable")
            closed.stop()
            _ = try? await view.engine.load(url: unreachable)
            try await waitUntil("the failure callback") { log.calls.contains("view fail") }
            XCTAssertTrue(log.calls.contains("view commit"))
            XCTAssertTrue(log.calls.contains("view finish"))
        }
    }

    func testDeprecatedOneArgumentOverrideClosureDecidesLoads() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            var asked: [String] = []
            let view = WebView(
                configuration: WebEngineConfiguration(profile: .ephemeral),
                shouldOverrideUrlLoading: { url in
                    asked.append(url.path)
                    return url.path == "/page/native-only"
                })
            try await view.engine.load(url: server.url("/page/web"))
            try await view.engine.load(url: server.url("/page/native-only"))
            XCTAssertEqual(asked, ["/page/web", "/page/native-only"])
            XCTAssertEqual(view.engine.url?.path, "/page/web", "the overridden URL did not load")
            XCTAssertTrue(server.requests(for: "/page/native-only").isEmpty)
        }
    }
}

/// SkipWeb's HTTP authentication handler, against the fixture server's Basic authentication.
final class SkipWebAuthenticationCallbackTests: XCTestCase {
    func testTheHandlersCredentialOpensTheProtectedPage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let log = SkipWebCallLog()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            installSkipWebStyleAuthentication(on: configuration, log: log)
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/basic-auth?user=skip&password=web&realm=compat"))
            try await waitUntil("the page titled 'Authorized skip'") { engine.title == "Authorized skip" }
            XCTAssertEqual(log.calls, ["challenge 127.0.0.1 compat retry=false", "resolved"])
        }
    }

    func testARefusedCredentialComesBackAsARetryWhichTheHandlerCancels() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let log = SkipWebCallLog()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            installSkipWebStyleAuthentication(on: configuration, log: log)
            let engine = WebEngine(configuration: configuration)
            do {
                try await engine.load(url: server.url("/basic-auth?user=skip&password=other&realm=retry"))
                XCTFail("the cancelled sign-in loaded the page")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .authenticationCancelled)
            }
            XCTAssertEqual(
                log.calls,
                [
                    "challenge 127.0.0.1 retry retry=false", "resolved", "challenge 127.0.0.1 retry retry=true",
                    "resolved",
                ])
        }
    }
}
