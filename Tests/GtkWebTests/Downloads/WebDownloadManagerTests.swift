import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import SessionStore
import XCTest

/// Saving downloads: whole files with progress, safe names, no overwriting, and nothing left on failure.
final class WebDownloadManagerTests: XCTestCase {
    func testA50MegabyteDownloadReachesAllItsBytesWithOrderedProgressAndTheServersDigest() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let length: Int64 = 50 * 1024 * 1024
            let download = try manager.download(
                server.url("/download/stream?bytes=\(length)&name=big.bin"), using: WebEngine())
            let state = try await log.end(of: download, within: 100)
            let file = folder.url.appendingPathComponent("big.bin")
            XCTAssertEqual(state, .finished(file))
            XCTAssertEqual(try folder.names(), ["big.bin"], "no .part file left")
            XCTAssertEqual(log.events, ["started \(download.id)", "finished \(download.id)"])
            XCTAssertGreaterThan(log.progress.count, 1)
            XCTAssertEqual(log.progress.map(\.receivedBytes), log.progress.map(\.receivedBytes).sorted())
            XCTAssertEqual(log.progress.last?.receivedBytes, length)
            XCTAssertEqual(log.progress.last?.totalBytes, length)
            XCTAssertEqual(log.progress.last?.fraction, 1)
            XCTAssertGreaterThan(log.progress.last?.bytesPerSecond ?? 0, 0)
            XCTAssertEqual(try FixtureSHA256.hex(ofFileAt: file), FixtureServer.patternDigest(length: length))
        }
    }

    func testACancelledDownloadLeavesNoFile() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let download = try manager.download(
                server.url("/download/stream?bytes=\(50 << 20)&name=slow.bin&delay=50"), using: WebEngine())
            try await waitUntil("the first bytes") { !log.progress.isEmpty }
            download.cancel()
            let state = try await log.end(of: download)
            XCTAssertEqual(state, .failed(.cancelled))
            XCTAssertEqual(try folder.names(), [], "neither the file nor its .part remains")
        }
    }

    func testAServerDroppingTheConnectionMidBodyFailsAndLeavesNoFile() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let download = try manager.download(
                server.url("/download/stream?bytes=\(8 << 20)&name=dropped.bin&drop=\(1 << 20)"), using: WebEngine())
            let state = try await log.end(of: download)
            guard case .failed(.network(let message)) = state else {
                return XCTFail("expected a network failure, got \(state)")
            }
            XCTAssertFalse(message.isEmpty, "WebKit's message is kept")
            XCTAssertEqual(try folder.names(), [])
        }
    }

    func testAServerStoppingWhileItHoldsTheBodyClosesTheConnectionAndTheDownloadFails() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let hold = server.hold("held")
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let download = try manager.download(
                server.url("/download/stream?bytes=\(8 << 20)&name=held.bin&hold=held"), using: WebEngine())
            try await waitUntil("the server to hold the body after its first chunk") { hold.isHolding }
            try await waitUntil("the first bytes", describe: { "\(download.state)" }) { !log.progress.isEmpty }
            XCTAssertFalse(download.state.isTerminal, "held: the download cannot end by itself")

            server.stop()
            XCTAssertEqual(hold.end, .closedEarly(sentBytes: 256 << 10), "the connection closed after the first chunk")
            let state = try await log.end(of: download)
            guard case .failed(.network) = state else { return XCTFail("expected a network failure, got \(state)") }
            XCTAssertEqual(try folder.names(), [])
        }
    }

    func testATraversalNamedAttachmentLandsInsideTheFolder() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let parent = try TemporaryDownloadFolder()
            let folder = parent.url.appendingPathComponent("inside", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let configuration = WebEngineConfiguration()
            let manager = WebDownloadManager(folder: folder)
            configuration.downloadManager = manager
            let log = DownloadEventLog(manager)
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/page/start"))
            let name = "../../evil.sh".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            try await engine.load(url: server.url("/attachment?name=\(name)"))
            try await waitUntil("the attachment to be saved") { manager.downloads.first?.state.isTerminal == true }
            let download = try XCTUnwrap(manager.downloads.first)
            XCTAssertEqual(download.state, .finished(folder.appendingPathComponent("evil.sh")))
            // A link's `download` attribute reaches the manager as the page wrote it.
            try await engine.loadHTMLAndWait(
                "<a id=link download='../../../link-evil.sh' href='/download/body?type=text/plain'>x</a>",
                baseURL: server.url("/page/links"))
            _ = try await engine.evaluate(js: "document.getElementById('link').click()")
            try await waitUntil("the link's download to be saved") {
                manager.downloads.count == 2 && manager.downloads[1].state.isTerminal
            }
            XCTAssertEqual(manager.downloads[1].state, .finished(folder.appendingPathComponent("link-evil.sh")))
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["evil.sh", "link-evil.sh"])
            XCTAssertEqual(try parent.names(), ["inside"], "nothing outside the folder")
            XCTAssertEqual(log.events.first, "started \(download.id)")
        }
    }

    func testAnOverlongAttachmentNameIsShortenedKeepingItsExtension() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let configuration = WebEngineConfiguration()
            let manager = WebDownloadManager(folder: folder.url)
            configuration.downloadManager = manager
            let engine = WebEngine(configuration: configuration)
            let name = String(repeating: "a", count: 300) + ".txt"
            try await engine.load(url: server.url("/page/start"))
            try await engine.load(url: server.url("/attachment?name=\(name)"))
            try await waitUntil("the attachment to be saved") { manager.downloads.first?.state.isTerminal == true }
            XCTAssertEqual(manager.downloads.first?.request.suggestedFilename, name, "WebKit passes the long name on")
            XCTAssertEqual(
                manager.downloads.first?.state.isFinished, true, "\(String(describing: manager.downloads.first?.state))"
            )
            let saved = try XCTUnwrap(try folder.names().first, "a file is saved")
            XCTAssertEqual(try folder.names().count, 1)
            XCTAssertTrue(saved.hasSuffix(".txt"))
            XCTAssertLessThanOrEqual(saved.utf8.count, WebDownloadFileName.maximumBytes)
        }
    }

    func testTwoDownloadsOfOneNameDoNotOverwriteEachOther() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let engine = WebEngine()
            // Slow enough that both are in flight at once.
            let url = server.url("/download/stream?bytes=600000&name=same.bin&delay=30")
            let first = try manager.download(url, using: engine)
            let second = try manager.download(url, using: engine)
            _ = try await log.end(of: first)
            _ = try await log.end(of: second)
            XCTAssertEqual(try folder.names(), ["same (1).bin", "same.bin"])
            let third = try manager.download(url, using: engine)
            let thirdState = try await log.end(of: third)
            XCTAssertEqual(thirdState, .finished(folder.url.appendingPathComponent("same (2).bin")))
        }
    }

    func testAMissingFolderIsRefusedAndAnHTTPErrorFails() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let missing = folder.url.appendingPathComponent("missing")
            let manager = WebDownloadManager(folder: missing)
            XCTAssertThrowsError(try manager.download(server.url("/octet"), using: WebEngine())) { error in
                XCTAssertEqual(error as? WebDownloadError, .folderMissing(missing))
            }
            let log = DownloadEventLog(manager)
            let notFound = try manager.download(server.url("/status/404"), using: WebEngine(), into: folder.url)
            let notFoundState = try await log.end(of: notFound)
            XCTAssertEqual(notFoundState, .failed(.httpStatus(404)))
            XCTAssertEqual(try folder.names(), [])
        }
    }

    func testAReadOnlyFolderIsRefused() throws {
        try XCTSkipIf(geteuid() == 0, "root writes into read-only folders, so this case cannot be staged as root")
        runOnMainLoop {
            let folder = try TemporaryDownloadFolder()
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
            let server = try SharedFixtures.httpServer()
            XCTAssertThrowsError(
                try WebDownloadManager(folder: folder.url).download(server.url("/octet"), using: WebEngine())
            ) { error in
                XCTAssertEqual(error as? WebDownloadError, .folderNotWritable(folder.url))
            }
        }
    }

    func testAnAsyncDecisionCanIgnoreOrSave() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let asked = Awaited<WebDownloadRequest>("the host to be asked")
            var answer: WebDownloadDecision?
            let manager = WebDownloadManager(folder: folder.url) { request in
                asked.fulfill(request)
                while answer == nil {
                    try? await waitUntil("the host's answer", timeout: 30) { answer != nil }
                }
                return answer!
            }
            let configuration = WebEngineConfiguration()
            configuration.downloadManager = manager
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: server.url("/page/ask"))
            try await engine.load(url: server.url("/attachment?name=asked.txt"))
            let request = try await asked.value()
            XCTAssertEqual(request.suggestedFilename, "asked.txt")
            XCTAssertEqual(manager.downloads.first?.state, .pending, "nothing is written before the answer")
            answer = .ignore
            try await waitUntil("the ignored download to end") { manager.downloads.first?.state == .ignored }
            XCTAssertEqual(try folder.names(), [])
            answer = nil
            try await engine.load(url: server.url("/attachment?name=kept.txt"))
            try await waitUntil("the second question") { manager.downloads.count == 2 }
            answer = .save(into: folder.url)
            try await waitUntil("the saved download") { manager.downloads.last?.state.isTerminal == true }
            XCTAssertEqual(manager.downloads.last?.state, .finished(folder.url.appendingPathComponent("kept.txt")))
            XCTAssertEqual(
                try String(contentsOf: folder.url.appendingPathComponent("kept.txt"), encoding: .utf8),
                "attachment body")
        }
    }

    func testTheRecorderHearsPersistentProfilesButNeverEphemeralOnes() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            var records: [WebDownloadRecord] = []
            let manager = WebDownloadManager(folder: folder.url)
            manager.recorder = { records.append($0) }
            let log = DownloadEventLog(manager)
            let url = server.url("/download/stream?bytes=1000&name=recorded.bin")
            let saved = try manager.download(url, using: WebEngine())
            _ = try await log.end(of: saved)
            let failed = try manager.download(server.url("/status/500"), using: WebEngine())
            _ = try await log.end(of: failed)
            let ephemeral = try manager.download(
                url, using: WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral)))
            _ = try await log.end(of: ephemeral)
            XCTAssertEqual(records.count, 2, "one saved and one failed; the ephemeral download is not recorded")
            XCTAssertEqual(records.first?.fileURL, folder.url.appendingPathComponent("recorded.bin"))
            XCTAssertEqual(records.first?.receivedBytes, 1000)
            XCTAssertNil(records.first?.error)
            XCTAssertEqual(records.last?.error, .httpStatus(500))
            XCTAssertNil(records.last?.fileURL)
        }
    }

    func testFinishedAndFailedDownloadsAreRecordedInTheSessionStoreAndEphemeralOnesAreNot() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let store = try SessionStore(fileURL: folder.url.appendingPathComponent("sessions.sqlite"))
            let manager = WebDownloadManager(folder: folder.url)
            manager.recordDownloads(in: store)
            let log = DownloadEventLog(manager)
            let url = server.url("/download/stream?bytes=2000&name=stored.bin")
            _ = try await log.end(of: try manager.download(url, using: WebEngine()))
            _ = try await log.end(of: try manager.download(server.url("/status/404"), using: WebEngine()))
            let privateURL = server.url("/download/stream?bytes=10&name=private.bin")
            _ = try await log.end(
                of: try manager.download(
                    privateURL, using: WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))))
            try store.flush()
            let records = try store.downloads()
            XCTAssertEqual(records.count, 2, "\(records)")
            let saved = try XCTUnwrap(records.first { $0.state == .finished })
            XCTAssertEqual(saved.url, url.absoluteString)
            XCTAssertEqual(saved.destinationPath, folder.url.appendingPathComponent("stored.bin").path)
            XCTAssertEqual(saved.receivedBytes, 2000)
            let failed = try XCTUnwrap(records.first { $0.state == .failed })
            XCTAssertNil(failed.destinationPath)
            XCTAssertNotNil(failed.failureMessage)
            XCTAssertFalse(records.contains { $0.url == privateURL.absoluteString }, "an ephemeral download was stored")
        }
    }
}
