import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A dead web process is reported, and the same engine comes back with `reload()`.
final class WebProcessCrashTests: XCTestCase {
    func testCrashedWebProcessIsReportedAndReloadBringsTheSameEngineBack() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let recorder = NavigationDelegateTests.Recorder()
            let before = ChildProcesses.webProcesses()
            // A profile of its own, so that the engine starts a web process rather than reusing one an earlier
            // test's view of the same site left (WebKitGTK 6.0 keeps those for reuse).
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeral, navigationDelegate: recorder))
            let state = WebViewState()
            state.bind(to: engine)
            let page = server.url("/page/survivor")
            try await engine.load(url: page)
            _ = try await engine.evaluate(js: "window.marker = 1")
            // Our engine's web process is the WebKitWebProcess that appeared for it, found by its host-side
            // PID below bubblewrap (the sandbox is on, so it is in a PID namespace of its own).
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            let webProcess = try XCTUnwrap(spawned.first, "no new web process among \(spawned)")
            XCTAssertEqual(spawned.count, 1)
            XCTAssertEqual(ChildProcesses.namespacePIDs(of: webProcess).count, 2, "the crashed process was sandboxed")
            kill(webProcess, SIGKILL)
            try await waitUntil("the crash to be reported", describe: { "\(recorder.terminations)" }) {
                !recorder.terminations.isEmpty
            }
            XCTAssertEqual(recorder.terminations, [.crashed])
            XCTAssertEqual(engine.webProcessTermination, .crashed)
            XCTAssertEqual(state.webProcessTermination, .crashed)

            engine.reload()
            try await waitUntil("the page to come back", describe: { "\(engine.url?.absoluteString ?? "nil")" }) {
                engine.url == page && !engine.isLoading && engine.title == "survivor"
            }
            XCTAssertNil(engine.webProcessTermination)
            let marker = try await engine.evaluate(js: "typeof window.marker")
            XCTAssertEqual(marker, "\"undefined\"", "the page was reloaded in a new process")
            try await engine.load(url: server.url("/page/after-crash"))
            XCTAssertEqual(engine.url?.path, "/page/after-crash")
        }
    }

    func testTerminatingTheWebProcessIsReportedAsByHostAndALoadWorksAfterwards() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let recorder = NavigationDelegateTests.Recorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            try await engine.load(url: server.url("/page/terminated"))
            engine.terminateWebProcess()
            try await waitUntil("the termination to be reported") { !recorder.terminations.isEmpty }
            XCTAssertEqual(recorder.terminations, [.terminatedByHost])
            try await engine.load(url: server.url("/page/fresh-process"))
            try await waitUntil("the new page's title") { engine.title == "fresh-process" }
        }
    }
}
