import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// HTTP authentication challenges (WebKitGTK's `authenticate` signal) reach
/// `httpAuthenticationHandler`, which resolves them now, later, or not at all.
final class HTTPAuthenticationTests: XCTestCase {
    func testWithoutAHandlerTheChallengeIsCancelledAndThePageShowsThe401() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            try await engine.load(url: server.url("/basic-auth?user=nobody&password=x&realm=no-handler"))
            try await waitUntil("the page titled 'Unauthorized'") { engine.title == "Unauthorized" }
            let requests = server.requests(for: "/basic-auth").filter { $0.query["realm"] == "no-handler" }
            XCTAssertFalse(requests.isEmpty)
            XCTAssertTrue(requests.allSatisfy { $0.headers["authorization"] == nil }, "no credential was sent")
        }
    }

    func testAChallengeResolvedAfterTheHandlerReturnedStillOpensThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            var pending: [WebHTTPAuthenticationChallenge] = []
            configuration.httpAuthenticationHandler = { _, challenge in pending.append(challenge) }
            let engine = WebEngine(configuration: configuration)
            let loaded = Awaited<Result<Void, any Error>>("the load to end after the credential was given")
            let load = Task {
                do {
                    try await engine.load(url: server.url("/basic-auth?user=later&password=pw&realm=later"))
                    loaded.fulfill(.success(()))
                } catch {
                    loaded.fulfill(.failure(error))
                }
            }
            defer { load.cancel() }
            try await waitUntil("the challenge to reach the handler") { !pending.isEmpty }
            let challenge = pending[0]
            XCTAssertEqual(challenge.host, "127.0.0.1")
            XCTAssertEqual(challenge.port, server.url("/").port)
            XCTAssertEqual(challenge.realm, "later")
            XCTAssertEqual(challenge.scheme, .basic)
            XCTAssertFalse(challenge.isProxy)
            XCTAssertFalse(challenge.isRetry)
            XCTAssertFalse(challenge.isResolved)
            XCTAssertTrue(challenge.id.hasPrefix(engine.httpAuthenticationIdentity + "/"))
            challenge.useCredential(username: "later", password: "pw")
            XCTAssertTrue(challenge.isResolved)
            try await waitUntil(
                "the load to end after the credential was given",
                describe: {
                    let requests = server.requests(for: "/basic-auth").filter { $0.query["realm"] == "later" }
                    return "\(pending.count) challenge(s), \(requests.count) request(s), loading: \(engine.isLoading), "
                        + "title: \(engine.title ?? "none")"
                }
            ) { loaded.isFulfilled }
            try await loaded.value().get()
            try await waitUntil("the page titled 'Authorized later'") { engine.title == "Authorized later" }
            XCTAssertEqual(pending.count, 1, "the accepted credential raised no second challenge")
            let sent = server.requests(for: "/basic-auth").filter { $0.query["realm"] == "later" }
            XCTAssertEqual(sent.last?.headers["authorization"], "Basic " + Data("later:pw".utf8).base64EncodedString())
        }
    }

    func testADroppedChallengeIsCancelledSoTheLoadFailsInsteadOfHanging() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            var challenges = 0
            configuration.httpAuthenticationHandler = { _, _ in challenges += 1 }
            let engine = WebEngine(configuration: configuration)
            let error = try await loadError(engine, server.url("/basic-auth?user=dropped&password=x&realm=dropped"))
            XCTAssertEqual(challenges, 1)
            XCTAssertEqual(error.kind, .authenticationCancelled)
        }
    }

    func testAWrongPasswordBringsARetryChallengeAndTheRightOneOpensThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            var seen: [(retry: Bool, realm: String?)] = []
            configuration.httpAuthenticationHandler = { _, challenge in
                seen.append((challenge.isRetry, challenge.realm))
                let password = challenge.isRetry ? "right" : "wrong"
                challenge.use(username: "retry", password: password, persistence: .none)
            }
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/basic-auth?user=retry&password=right&realm=retried"))
            try await waitUntil("the page titled 'Authorized retry'") { engine.title == "Authorized retry" }
            XCTAssertEqual(seen.map(\.retry), [false, true], "one first challenge, one retry after the wrong password")
            XCTAssertEqual(seen.map(\.realm), ["retried", "retried"])
        }
    }

    func testCancellingFailsTheLoadAsCancelledAuthenticationAndShowsTheErrorPage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            configuration.httpAuthenticationHandler = { _, challenge in challenge.cancel() }
            var pageFor: [WebLoadError.Kind] = []
            configuration.errorPageHTML = { error in
                pageFor.append(error.kind)
                return "<title>sign-in cancelled</title>"
            }
            let delegate = FailureRecorder()
            configuration.navigationDelegate = delegate
            let engine = WebEngine(configuration: configuration)
            let url = server.url("/basic-auth?user=u&password=p&realm=cancelled")
            let error = try await loadError(engine, url)
            XCTAssertEqual(error.kind, .authenticationCancelled)
            XCTAssertEqual(error.failingURL, url)
            XCTAssertTrue(error.message.contains("127.0.0.1"), error.message)
            XCTAssertTrue(error.message.contains("cancelled"), error.message)
            XCTAssertEqual(delegate.failures.map(\.kind), [.authenticationCancelled])
            try await waitUntil("the error page", describe: { "title \(engine.title ?? "none")" }) {
                engine.title == "sign-in cancelled"
            }
            XCTAssertEqual(pageFor, [.authenticationCancelled])
            XCTAssertEqual(engine.url, url, "the tab keeps the address that asked")
            XCTAssertTrue(engine.isShowingErrorPage)
            XCTAssertEqual(engine.lastError?.kind, .authenticationCancelled)
        }
    }

    func testAChallengeWhoseLoadIsReplacedIsResolvedAndALateAnswerDoesNothing() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            var pending: [WebHTTPAuthenticationChallenge] = []
            var resolutions = 0
            configuration.httpAuthenticationHandler = { _, challenge in
                challenge.onResolved = { resolutions += 1 }
                pending.append(challenge)
            }
            let engine = WebEngine(configuration: configuration)
            let first = Task { try? await engine.load(url: server.url("/basic-auth?user=a&password=b&realm=replaced")) }
            defer { first.cancel() }
            try await waitUntil("the challenge to reach the handler") { !pending.isEmpty }
            try await engine.load(url: server.url("/page/after-challenge"))
            try await waitUntil("WebKit to give the challenge up", describe: { "\(resolutions) resolution(s)" }) {
                pending[0].isResolved
            }
            XCTAssertEqual(resolutions, 1)
            pending[0].use(username: "a", password: "b", persistence: .forSession)
            XCTAssertEqual(resolutions, 1, "a late answer resolves nothing again")
            try await waitUntil("the page titled 'after-challenge'") { engine.title == "after-challenge" }
            XCTAssertNil(engine.lastError, "a replaced sign-in is no failure of the page shown")
        }
    }
}

/// The error `engine.load(url:)` throws for `url`; fails the test when it loads.
@MainActor
private func loadError(_ engine: WebEngine, _ url: URL) async throws -> WebLoadError {
    do {
        try await engine.load(url: url)
    } catch let error as WebLoadError {
        return error
    }
    XCTFail("\(url) loaded; a failure was expected")
    throw WaitTimeout(description: "no failure")
}

/// Records the navigation failures the delegate hears.
@MainActor
private final class FailureRecorder: SkipWebNavigationDelegate {
    var failures: [WebLoadError] = []
    func webEngine(_ engine: WebEngine, didFailNavigation error: any Error) {
        if let error = error as? WebLoadError { failures.append(error) }
    }
}
