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
            XCTAssertEqual(challenge.realm, "later")
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

    func testADroppedChallengeIsCancelledSoTheLoadDoesNotHang() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let configuration = WebEngineConfiguration(profile: .ephemeral)
            var challenges = 0
            configuration.httpAuthenticationHandler = { _, _ in challenges += 1 }
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/basic-auth?user=dropped&password=x&realm=dropped"))
            XCTAssertEqual(challenges, 1)
            try await waitUntil("the page titled 'Unauthorized'") { engine.title == "Unauthorized" }
        }
    }
}
