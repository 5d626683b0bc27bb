import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import Spawn
import XCTest

/// A session saved by one process comes back in another.
final class BrowserSessionRestartTests: XCTestCase {
    struct ProbeOutput: Decodable {
        var windows: [[String]]
        var active: [String]
        var hibernated: String?
    }

    struct ProbeFailure: Error {
        var status: Int32
    }

    static var probe: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gtkweb-browser-session-probe")
    }

    /// Runs the probe, pumping the main loop (the probe loads from this process's fixture server).
    @MainActor
    static func runProbe(store: URL, base: String, hibernate: URL? = nil) async throws -> ProbeOutput {
        let output = store.deletingLastPathComponent().appendingPathComponent("probe-output.json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = Self.probe
        process.arguments =
            ["--store", store.path, "--base", base] + (hibernate.map { ["--hibernate", $0.absoluteString] } ?? [])
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.standardError
        try process.run()
        do {
            try await waitUntil("gtkweb-browser-session-probe to exit", timeout: 90) { !process.isRunning }
        } catch {
            kill(process.processIdentifier, SIGKILL)
            throw error
        }
        guard process.terminationStatus == 0 else {
            throw ProbeFailure(status: process.terminationStatus)
        }
        return try JSONDecoder().decode(ProbeOutput.self, from: Data(contentsOf: output))
    }

    func testSessionOfThreeWindowsAndTwentyTabsSavedByOneProcessIsRestoredInOrderByAnother() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let saved = try await Self.runProbe(store: file.url, base: server.origin())
            XCTAssertEqual(saved.windows.map(\.count), [20, 20, 20])

            let session = BrowserSession(store: try SessionStore(fileURL: file.url))
            try session.restore()
            XCTAssertEqual(session.windows.map { $0.tabs.map(\.id) }, saved.windows)
            XCTAssertEqual(session.windows.map(\.activeTabID), saved.active)
            XCTAssertEqual(session.windows.map { $0.tabs[0].isPinned }, [true, true, true])
            for (index, window) in session.windows.enumerated() {
                let active = try XCTUnwrap(window.activeTab)
                let name = "probe-\(index)-\(3 * index + 1)"
                XCTAssertEqual(active.title, name, "the saved title is shown before the page loads")
                try await SessionWaits.loaded(active, path: "/page/\(name)", title: name)
                XCTAssertEqual(window.tabs.filter { $0.engine != nil }.map(\.id), [active.id])
            }
            XCTAssertEqual(session.windows[2].tabs[19].url?.path, "/page/probe-2-19")
            for window in session.windows { session.closeWindow(window) }
        }
    }

    func testAThumbnailCapturedByOneProcessIsRestoredByAnother() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            let file = try TemporarySessionFile()
            let url = BrowserSessionThumbnailTests.orangePage(server, "orange-restored")
            let saved = try await Self.runProbe(store: file.url, base: server.origin(), hibernate: url)
            let id = try XCTUnwrap(saved.hibernated, "the probe hibernated a tab")

            let session = BrowserSession(store: try SessionStore(fileURL: file.url))
            try session.restore()
            let tab = try XCTUnwrap(session.tab(id: id))
            XCTAssertEqual(tab.url, url)
            let image = try DecodedImage(try XCTUnwrap(tab.thumbnail, "the restored tab has its thumbnail"))
            XCTAssertEqual(image.width, 320)
            XCTAssertTrue(
                image.pixel(image.width / 2, image.height / 2, isClose: 230, 120, 20, tolerance: 12),
                "\(image.rgb(image.width / 2, image.height / 2)) is the page's orange")
            for window in session.windows { session.closeWindow(window) }
        }
    }
}
