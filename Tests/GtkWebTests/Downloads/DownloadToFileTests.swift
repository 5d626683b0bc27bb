import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Downloads saved as a chosen file (`download(_:using:to:ifFileExists:)`, `WebDownloadDecision.saveAs`):
/// the server's bytes under exactly that name, bad destinations refused before any request with their
/// typed error, and a file already there replaced only when the caller chose `.replace`.
final class DownloadToFileTests: XCTestCase {
    func testADownloadToAChosenFileHasTheServersBytesUnderThatName() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url.appendingPathComponent("unused"))
            let log = DownloadEventLog(manager)
            let length: Int64 = 3 << 20
            let file = folder.url.appendingPathComponent("chosen name.bin")
            let download = try manager.download(
                server.url("/download/stream?bytes=\(length)&name=server.bin"), using: WebEngine(), to: file,
                ifFileExists: .refuse)
            let state = try await log.end(of: download)
            XCTAssertEqual(state, .finished(file))
            XCTAssertEqual(try folder.names(), ["chosen name.bin"], "no .part file left, not the server's name")
            XCTAssertEqual(try FixtureSHA256.hex(ofFileAt: file), FixtureServer.patternDigest(length: length))
        }
    }

    func testBadDestinationsAreRefusedBeforeAnyRequestWithTheirTypedError() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let existing = folder.url.appendingPathComponent("existing.txt")
            try Data("keep me".utf8).write(to: existing)
            let missing = folder.url.appendingPathComponent("missing", isDirectory: true)
            let manager = WebDownloadManager(folder: folder.url)
            let cases: [(URL, WebDownloadError, String)] = [
                (URL(string: "notes.bin")!, .destinationNotAbsolute(URL(string: "notes.bin")!), "a relative path"),
                (
                    URL(fileURLWithPath: "notes.bin"), .destinationNotAbsolute(URL(fileURLWithPath: "notes.bin")),
                    "a path relative to the working folder"
                ),
                (
                    URL(string: "https://example.org/notes.bin")!,
                    .destinationNotAbsolute(URL(string: "https://example.org/notes.bin")!), "not a file: URL"
                ),
                (folder.url, .destinationIsDirectory(folder.url), "a directory"),
                (
                    folder.url.appendingPathComponent("notes.bin", isDirectory: true),
                    .destinationIsDirectory(folder.url.appendingPathComponent("notes.bin", isDirectory: true)),
                    "a path that names a folder"
                ),
                (missing.appendingPathComponent("notes.bin"), .folderMissing(missing), "a missing folder"),
                (existing, .fileExists(existing), "a file that exists, refused"),
            ]
            for (file, expected, what) in cases {
                XCTAssertThrowsError(
                    try manager.download(server.url("/octet"), using: WebEngine(), to: file, ifFileExists: .refuse),
                    what
                ) { error in
                    XCTAssertEqual(error as? WebDownloadError, expected, what)
                }
            }
            XCTAssertEqual(manager.downloads.count, 0, "no download was started")
            XCTAssertEqual(try folder.names(), ["existing.txt"])
            XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep me")
        }
    }

    func testAFolderThatCannotBeWrittenIsRefused() throws {
        let folder = try TemporaryDownloadFolder()
        let readOnly = try ReadOnlyFolder(folder.url)
        defer { readOnly.restore() }
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let file = folder.url.appendingPathComponent("notes.bin")
            XCTAssertThrowsError(
                try WebDownloadManager().download(
                    server.url("/octet"), using: WebEngine(), to: file, ifFileExists: .replace)
            ) { error in
                XCTAssertEqual(error as? WebDownloadError, .folderNotWritable(folder.url))
            }
        }
    }

    func testReplaceSwapsTheFileOnlyOnceTheDownloadIsComplete() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let file = folder.url.appendingPathComponent("report.bin")
            try Data("the old report".utf8).write(to: file)
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let engine = WebEngine()

            let dropped = try manager.download(
                server.url("/download/stream?bytes=\(8 << 20)&drop=\(1 << 20)"), using: engine, to: file,
                ifFileExists: .replace)
            guard case .failed(.network) = try await log.end(of: dropped) else {
                return XCTFail("expected a network failure, got \(dropped.state)")
            }
            XCTAssertEqual(
                try String(contentsOf: file, encoding: .utf8), "the old report", "a failure keeps the old file")
            XCTAssertEqual(try folder.names(), ["report.bin"], "and leaves no .part")

            let length: Int64 = 1 << 20
            let whole = try manager.download(
                server.url("/download/stream?bytes=\(length)"), using: engine, to: file, ifFileExists: .replace)
            let wholeState = try await log.end(of: whole)
            XCTAssertEqual(wholeState, .finished(file))
            XCTAssertEqual(try FixtureSHA256.hex(ofFileAt: file), FixtureServer.patternDigest(length: length))
            XCTAssertEqual(try folder.names(), ["report.bin"])
        }
    }

    func testAHostDecisionSeesTheServersNameAndARefusedFileThatAppearedMeanwhileIsKept() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url) { _ in
                XCTFail("the manager's decide is not asked for a download with its own")
                return .ignore
            }
            let log = DownloadEventLog(manager)
            let url = server.url("/download/stream?bytes=5000&name=from-the-server.bin")
            var asked: [String?] = []
            let saved = try manager.download(url, using: WebEngine()) { request in
                asked.append(request.suggestedFilename)
                return .saveAs(
                    folder.url.appendingPathComponent(request.suggestedFilename ?? "none"), ifFileExists: .refuse)
            }
            let savedState = try await log.end(of: saved)
            XCTAssertEqual(savedState, .finished(folder.url.appendingPathComponent("from-the-server.bin")))
            XCTAssertEqual(asked, ["from-the-server.bin"], "the Content-Disposition name, once the response is in")

            let late = folder.url.appendingPathComponent("late.bin")
            let refused = try manager.download(url, using: WebEngine()) { _ in
                try? Data("written while the host decided".utf8).write(to: late)  // the assertion below reads it
                return .saveAs(late, ifFileExists: .refuse)
            }
            let refusedState = try await log.end(of: refused)
            XCTAssertEqual(refusedState, .failed(.fileExists(late)))
            XCTAssertEqual(try String(contentsOf: late, encoding: .utf8), "written while the host decided")

            let ignored = try manager.download(url, using: WebEngine()) { _ in .ignore }
            let ignoredState = try await log.end(of: ignored)
            XCTAssertEqual(ignoredState, .ignored)
            XCTAssertEqual(try folder.names(), ["from-the-server.bin", "late.bin"], "nothing else was written")
        }
    }
}
