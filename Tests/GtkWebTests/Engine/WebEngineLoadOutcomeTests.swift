import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// How a waiting `load(url:)` ends when something other than the network stops it, and `go(offset:)`.
final class WebEngineLoadOutcomeTests: XCTestCase {
    func testStopLoadingMakesTheWaitingLoadThrowCancelled() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            let title = "stopped-\(UUID().uuidString)"
            let (arrived, outcome) = startSlowLoad(engine, server, title: title)
            try await arrived.value()
            engine.stopLoading()
            let error = try await outcome.value().failure
            XCTAssertEqual((error as? WebLoadError)?.kind, .cancelled, "\(String(describing: error))")
            try await waitUntil("the engine to stop loading") { !engine.isLoading }
            XCTAssertNotEqual(engine.title, title, "the slow page must not have arrived")
        }
    }

    func testThePageStoppingTheLoadEndsTheWaitingLoadWithCancelledAndReportsIt() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let delegate = FailureRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: delegate))
            try await engine.load(url: server.url("/page/before-window-stop"))
            let title = "window-stopped-\(UUID().uuidString)"
            let (arrived, outcome) = startSlowLoad(engine, server, title: title)
            try await arrived.value()
            // The page still shown stops the provisional load: no newer navigation follows.
            _ = try await engine.evaluate(js: "window.stop(), 0")
            let error = try await outcome.value().failure
            XCTAssertEqual((error as? WebLoadError)?.kind, .cancelled, "\(String(describing: error))")
            XCTAssertEqual(engine.lastError?.kind, .cancelled, "the failure is the engine's last error")
            XCTAssertEqual(delegate.failures.map(\.kind), [.cancelled], "the delegate is told once")
            try await waitUntil("the engine to stop loading") { !engine.isLoading }
            XCTAssertEqual(engine.url?.path, "/page/before-window-stop", "the page stays")
        }
    }

    func testTerminatingTheWebProcessDuringALoadThrowsWebProcessTerminated() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            let (arrived, outcome) = startSlowLoad(engine, server, title: "terminated-\(UUID().uuidString)")
            try await arrived.value()
            engine.terminateWebProcess()
            let error = try await outcome.value().failure
            XCTAssertEqual((error as? WebLoadError)?.kind, .webProcessTerminated, "\(String(describing: error))")
            XCTAssertEqual(engine.webProcessTermination, .terminatedByHost)
        }
    }

    func testAPortBrowsersRefuseFailsWithAPolicyErrorBeforeAnyRequestAndThePageStays() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            try await engine.load(url: server.url("/page/before-policy"))
            for port in [1, 25, 6667] {
                let refused = URL(string: "http://127.0.0.1:\(port)/")!
                do {
                    try await engine.load(url: refused)
                    XCTFail("port \(port) must be refused (WebKit would show about:blank and report nothing)")
                } catch let error as WebLoadError {
                    XCTAssertEqual(error.kind, .policy, "port \(port): \(error.message)")
                    XCTAssertEqual(error.failingURL, refused)
                }
            }
            XCTAssertEqual(engine.url?.path, "/page/before-policy", "the page stays")
            XCTAssertFalse(engine.isLoading)
        }
    }

    func testALoadTheDelegateTakesOverEndsWithoutAFailureAndThePageStays() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let delegate = OverridingDelegate(path: "/page/taken-over")
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: delegate))
            try await engine.load(url: server.url("/page/before-override"))
            try await engine.load(url: server.url("/page/taken-over"))
            XCTAssertNil(engine.lastError, "taking a navigation over is not a failure")
            XCTAssertEqual(engine.url?.path, "/page/before-override")
            XCTAssertEqual(server.requests(for: "/page/taken-over").count, 0, "nothing was requested")
            XCTAssertFalse(engine.isLoading)
        }
    }

    /// Records the navigation failures it is told of.
    @MainActor
    final class FailureRecorder: SkipWebNavigationDelegate {
        var failures: [WebLoadError] = []
        func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error) {
            if let error = error as? WebLoadError { failures.append(error) }
        }
    }

    /// Takes over (overrides) navigations to one path.
    @MainActor
    final class OverridingDelegate: SkipWebNavigationDelegate {
        let path: String
        init(path: String) { self.path = path }
        func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool { url.path == path }
    }

    func testGoOffsetMovesSeveralEntriesEitherWay() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = WebEngine()
            for name in ["o1", "o2", "o3"] { try await engine.load(url: server.url("/page/\(name)")) }
            engine.go(offset: -2)
            try await waitUntil("going back two entries", describe: { "\(engine.url?.path ?? "nil")" }) {
                engine.url?.path == "/page/o1" && !engine.isLoading
            }
            XCTAssertEqual(engine.forwardList.map { $0.pageURL.path }, ["/page/o2", "/page/o3"])
            engine.go(offset: 2)
            try await waitUntil("going forward two entries", describe: { "\(engine.url?.path ?? "nil")" }) {
                engine.url?.path == "/page/o3" && !engine.isLoading
            }
            XCTAssertEqual(engine.backList.map { $0.pageURL.path }, ["/page/o1", "/page/o2"])
        }
    }
}

/// A load's end: nothing (it finished) or the error it threw.
private enum LoadOutcome {
    case finished
    case failed(any Error)

    var failure: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

/// Starts loading a page the server answers only after two minutes, in a task; returns the events of
/// its request reaching the server and of the load ending.
@MainActor
private func startSlowLoad(
    _ engine: WebEngine, _ server: FixtureServer, title: String
) -> (arrived: Awaited<Void>, outcome: Awaited<LoadOutcome>) {
    let arrived = Awaited<Void>("the slow request to reach the server")
    let outcome = Awaited<LoadOutcome>("the slow load to end")
    server.onNextRequest(where: { $0.query["title"] == title }, { _ in arrived.fulfill() })
    Task { @MainActor in
        do {
            try await engine.load(url: server.url("/slow?ms=120000&title=\(title)"))
            outcome.fulfill(.finished)
        } catch {
            outcome.fulfill(.failed(error))
        }
    }
    return (arrived, outcome)
}
