import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A page's permission requests reach the configuration's `permissionRequestHandler` with their kind and
/// origin; the handler's answer is what the page sees; without a handler, or undecided, they are denied.
/// The page asks for its position (`navigator.geolocation`); a denial reaches it as `PERMISSION_DENIED`
/// (code 1), an allowed request goes on to the location service (a position, or code 2 or 3 where
/// this machine has no location service).
final class PermissionRequestTests: XCTestCase {
    /// The requests a handler saw, and what it does with each.
    @MainActor
    private final class Recorder {
        var seen: [(kind: WebPermissionKind, origin: String?)] = []
        var kept: [WebPermissionRequest] = []
        var answer: (WebPermissionRequest) -> Void = { $0.allow() }
    }

    /// The windows that show the engines where a parked page is hidden; closed when the test ends.
    @MainActor private static var shownWindows: [TestWindow] = []

    override func tearDown() {
        MainActor.assumeIsolated { Self.shownWindows.removeAll() }
        super.tearDown()
    }

    @MainActor
    private static func engine(recording recorder: Recorder?) -> WebEngine {
        let configuration = WebEngineConfiguration(profile: .ephemeral)
        if let recorder {
            configuration.permissionRequestHandler = { _, request in
                recorder.seen.append((request.kind, request.origin))
                recorder.answer(request)
            }
        }
        return WebEngine(configuration: configuration)
    }

    /// Loads a page of `server` (its own origin: a new port) that asks for its position and writes the
    /// outcome in its title.
    @MainActor
    private static func askForPosition(_ engine: WebEngine, server: FixtureServer, _ name: String) async throws {
        if !ToolkitFacts.parkedPagesAreVisible {
            // WebKit holds a hidden page's position requests until it is shown.
            let window = TestWindow()
            engine.unsafeAttach(toContainer: window.container)
            shownWindows.append(window)
        }
        try await engine.load(url: server.url("/page/permissions-\(name)"))
        _ = try await engine.evaluate(
            js: """
                navigator.geolocation.getCurrentPosition(
                    () => { document.title = 'position'; },
                    (error) => { document.title = 'error ' + error.code; },
                    { timeout: 5000 });
                """)
    }

    @MainActor
    private static func outcome(of engine: WebEngine) async throws -> String {
        try await waitUntil(
            "the page to learn the outcome", describe: { engine.title ?? "nil" },
            { engine.title == "position" || engine.title?.hasPrefix("error") == true })
        return engine.title ?? ""
    }

    func testARequestReachesTheHandlerWithItsKindAndOriginAndAllowLetsThePageGoOn() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let recorder = Recorder()
            let engine = Self.engine(recording: recorder)
            try await Self.askForPosition(engine, server: server, "allow")
            let outcome = try await Self.outcome(of: engine)
            XCTAssertNotEqual(outcome, "error 1", "an allowed request is not denied")
            XCTAssertEqual(recorder.seen.map(\.kind), [.geolocation])
            XCTAssertEqual(recorder.seen.map(\.origin), [server.origin()])
        }
    }

    func testDenyReachesThePageAsPermissionDenied() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let recorder = Recorder()
            recorder.answer = { $0.deny() }
            let engine = Self.engine(recording: recorder)
            try await Self.askForPosition(engine, server: server, "deny")
            let outcome = try await Self.outcome(of: engine)
            XCTAssertEqual(outcome, "error 1")
            XCTAssertEqual(recorder.seen.count, 1)
        }
    }

    func testWithoutAHandlerEveryRequestIsDenied() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let engine = Self.engine(recording: nil)
            try await Self.askForPosition(engine, server: server, "no-handler")
            let outcome = try await Self.outcome(of: engine)
            XCTAssertEqual(outcome, "error 1")
        }
    }

    func testARequestDecidedLaterIsDecidedOnce() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let recorder = Recorder()
            recorder.answer = { recorder.kept.append($0) }
            let engine = Self.engine(recording: recorder)
            try await Self.askForPosition(engine, server: server, "later")
            try await waitUntil("the request to reach the handler", describe: { "\(recorder.seen)" }) {
                !recorder.kept.isEmpty
            }
            // WebKitGTK 6.0 can report the page's title after the load that showed it finished.
            try await waitUntil(
                "the page, waiting while the request is open, to keep its title",
                describe: {
                    engine.title ?? "no title"
                }
            ) { engine.title == "permissions-later" }
            let request = try XCTUnwrap(recorder.kept.first)
            var decided = 0
            request.onDecided = { decided += 1 }
            request.deny()
            request.allow()  // ignored: the request is decided
            XCTAssertTrue(request.isDecided)
            XCTAssertEqual(decided, 1)
            let outcome = try await Self.outcome(of: engine)
            XCTAssertEqual(outcome, "error 1")
        }
    }

    func testARequestDroppedUndecidedIsDenied() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let recorder = Recorder()
            recorder.answer = { _ in }  // neither kept nor decided
            let engine = Self.engine(recording: recorder)
            try await Self.askForPosition(engine, server: server, "dropped")
            let outcome = try await Self.outcome(of: engine)
            XCTAssertEqual(outcome, "error 1")
            XCTAssertEqual(recorder.seen.count, 1)
        }
    }
}
