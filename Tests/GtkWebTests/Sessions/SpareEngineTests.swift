import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// New tabs on prewarmed spare engines: an isolated spare whose web process already runs, or tabs that
/// share one web process per profile, each told when that process dies.
final class SpareEngineTests: XCTestCase {
    func testAnIsolatedSessionOpensTheNextTabOnTheWebProcessItPrewarmed() {
        runOnMainLoop(timeout: 90) {
            let server = try SharedFixtures.httpServer()
            let before = ChildProcesses.webProcesses()
            let session = BrowserSession(store: nil, policy: .init(spareEngines: .isolated))
            var terminated: [String] = []
            session.onEvent = { if case .webProcessTerminated(let id, _) = $0 { terminated.append(id) } }
            let window = session.openWindow()
            let first = session.openTab(url: server.url("/page/spare-first"), in: window)
            try await SessionWaits.loaded(first, path: "/page/spare-first")
            await session.prepareSpareEngine()  // the one the first tab's waking scheduled, its page loaded
            // The first tab's and the spare's (and any late one of an earlier test); not the second tab's own.
            let prewarmed = ChildProcesses.webProcesses().subtracting(before)

            let second = session.openTab(url: server.url("/page/spare-second"), in: window)
            try await SessionWaits.loaded(second, path: "/page/spare-second")
            XCTAssertEqual(second.engine?.canGoBack, false, "the spare's blank page is not in the back list")
            for process in prewarmed { kill(process, SIGKILL) }
            try await waitUntil("the second tab to report its web process's end", describe: { "\(terminated)" }) {
                terminated.contains(second.id)
            }
            session.policy.spareEngines = .none  // drops the spare made after the last tab
            session.closeWindow(window)
        }
    }

    func testPreparingASpareStartsItsWebProcessAndTheNextTabRunsOnIt() {
        runOnMainLoop(timeout: 90) {
            let server = try SharedFixtures.httpServer()
            await BrowserSession(store: nil).prepareSpareEngine()  // returns at once: no spare policy
            let before = ChildProcesses.webProcesses()
            let session = BrowserSession(store: nil, policy: .init(spareEngines: .isolated))
            var terminated: [String] = []
            session.onEvent = { if case .webProcessTerminated(let id, _) = $0 { terminated.append(id) } }
            await session.prepareSpareEngine()
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            XCTAssertFalse(spawned.isEmpty, "the spare's web process runs before any tab opens")
            let window = session.openWindow()
            let tab = session.openTab(url: server.url("/page/prepared"), in: window)
            try await SessionWaits.loaded(tab, path: "/page/prepared", title: "prepared")
            for process in spawned { kill(process, SIGKILL) }  // the spare's (and any late one of an earlier test)
            try await waitUntil("the tab to report its web process's end", describe: { "\(terminated)" }) {
                terminated == [tab.id]
            }
            session.policy.spareEngines = .none  // drops the spare made after the last tab
            session.closeWindow(window)
        }
    }

    func testSharedProcessTabsAllReportItsCrashAndComeBackOnReload() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let before = ChildProcesses.webProcesses()
            // A profile of the test's own: no web process an earlier test left for reuse can host its tabs.
            let profile = WebProfile.ephemeralSession("shared-process-\(UUID().uuidString)")
            let session = BrowserSession(
                store: nil, policy: .init(spareEngines: .sharedProcess),
                configuration: { WebEngineConfiguration(profile: $0, capturesConsoleOutput: false) })
            var terminated: [String: WebProcessTerminationReason] = [:]
            session.onEvent = { if case .webProcessTerminated(let id, let reason) = $0 { terminated[id] = reason } }
            let window = session.openWindow()
            var tabs: [BrowserTab] = []
            for index in 0..<3 {
                let tab = session.openTab(url: server.url("/page/shared-\(index)"), in: window, profile: profile)
                try await SessionWaits.loaded(tab, path: "/page/shared-\(index)")
                _ = try await XCTUnwrap(tab.engine).evaluate(js: "window.marker = \(index)")
                tabs.append(tab)
            }
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            XCTAssertEqual(spawned.count, 1, "three tabs and the spare share one web process: \(spawned)")
            let shared = try XCTUnwrap(spawned.first)

            kill(shared, SIGKILL)
            try await waitUntil("every tab to report the crash", describe: { "\(terminated)" }) {
                tabs.allSatisfy { terminated[$0.id] == .crashed }
            }
            for (index, tab) in tabs.enumerated() {
                XCTAssertEqual(tab.engine?.webProcessTermination, .crashed)
                tab.engine?.reload()
                try await SessionWaits.loaded(tab, path: "/page/shared-\(index)", title: "shared-\(index)")
                XCTAssertNil(tab.engine?.webProcessTermination)
                let marker = try await XCTUnwrap(tab.engine).evaluate(js: "typeof window.marker")
                XCTAssertEqual(marker, "\"undefined\"", "tab \(index) was reloaded in a new process")
            }
            let next = session.openTab(url: server.url("/page/shared-after"), in: window, profile: profile)
            try await SessionWaits.loaded(next, path: "/page/shared-after", title: "shared-after")
            session.policy.spareEngines = .none  // drops the spare made after the last tab
            session.closeWindow(window)
        }
    }

    func testTabsOfEphemeralProfilesOrThatCaptureTheConsoleKeepAWebProcessEach() {
        runOnMainLoop(timeout: 90) {
            let server = try SharedFixtures.httpServer()
            let before = ChildProcesses.webProcesses()
            let capturing = BrowserSession(store: nil, policy: .init(spareEngines: .sharedProcess))
            let ephemeral = BrowserSession(
                store: nil, policy: .init(spareEngines: .sharedProcess),
                configuration: { WebEngineConfiguration(profile: $0, capturesConsoleOutput: false) })
            // A profile its tabs share, of the test's own (no web process an earlier test left for reuse).
            let own = WebProfile.ephemeralSession("unshared-\(UUID().uuidString)")
            for (session, profile) in [(capturing, own), (ephemeral, .ephemeral)] {
                let window = session.openWindow()
                for index in 0..<2 {
                    let tab = session.openTab(url: server.url("/page/unshared-\(index)"), in: window, profile: profile)
                    try await SessionWaits.loaded(tab, path: "/page/unshared-\(index)")
                }
            }
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            XCTAssertEqual(spawned.count, 4, "console capture and .ephemeral keep a process per tab: \(spawned)")
            for window in capturing.windows + ephemeral.windows {
                capturing.closeWindow(window)
                ephemeral.closeWindow(window)
            }
        }
    }
}
