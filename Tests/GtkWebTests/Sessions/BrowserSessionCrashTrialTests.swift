import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import Spawn
import XCTest

/// A browser process killed with SIGKILL while one of its tabs navigates leaves a session whose every tab
/// record names the page its saved back/forward state restores.
final class BrowserSessionCrashTrialTests: XCTestCase {
    /// What the probe printed so far, filled from its pipe on a reader thread.
    final class Lines: @unchecked Sendable {
        // Unchecked: `text` is only touched with `lock` held.
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        var loaded: Int {
            lock.withLock { text.split(separator: "\n").compactMap { Int($0.dropFirst("loaded ".count)) }.max() ?? 0 }
        }
    }

    func testTwentyKillsDuringNavigationsLeaveEachTabRecordAndItsHistoryOnOnePage() {
        runOnMainLoop(timeout: 400) {
            let server = try SharedFixtures.httpServer()
            // A page commits, then waits for its image: the gap between commit and finish is where a record
            // and its back/forward state could part.
            server.route(prefix: "/record-burst/") { request in
                .html(title: "burst \(request.path.dropFirst("/record-burst/".count))", body: "<img src='/slow?ms=30'>")
            }
            var losses: [String] = []
            for trial in 0..<20 {
                let file = try TemporarySessionFile("trial\(trial)")
                let lines = Lines()
                let pipe = Pipe()
                pipe.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
                let process = ChildProcess()
                process.executableURL = BrowserSessionRestartTests.probe
                process.arguments = ["--store", file.url.path, "--base", server.origin(), "--navigate", "500"]
                process.standardOutput = pipe
                try process.run()
                let target = 2 + trial
                do {
                    try await waitUntil(
                        "the probe to load \(target) pages", timeout: 60, describe: { "loaded \(lines.loaded)" }
                    ) {
                        lines.loaded >= target || !process.isRunning
                    }
                } catch {
                    kill(process.processIdentifier, SIGKILL)
                    throw error
                }
                kill(process.processIdentifier, SIGKILL)
                try await waitUntil("the killed probe to end") { !process.isRunning }
                pipe.fileHandleForReading.readabilityHandler = nil
                XCTAssertEqual(process.terminationReason, .uncaughtSignal, "trial \(trial): the probe ended by itself")
                let store = try SessionStore(fileURL: file.url)
                XCTAssertNil(store.movedAside, "trial \(trial): the file was moved aside")
                for tab in try store.loadSession().tabs {
                    guard let url = tab.url.flatMap(URL.init(string:)), let state = tab.sessionState else { continue }
                    // WebKit's serialized state keeps each entry's URI as plain text, ended by a NUL byte.
                    if !String(decoding: state, as: UTF8.self).contains(url.absoluteString + "\u{0}") {
                        losses.append("trial \(trial): the record names \(url.path), its history does not hold it")
                    }
                }
            }
            print("browser-session crash trials: 20, records not matching their history: \(losses.count)")
            XCTAssertEqual(losses, [])
        }
    }
}
