import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A download into a folder whose file system fills up fails with `.writeFailed` and leaves nothing.
///
/// The folder is a 256 KiB tmpfs mounted for the test (the file is written by WebKit's network
/// process, so a resource limit on this process would not reach it). Mounting needs root, as in CI;
/// elsewhere the test is skipped, saying so.
final class DownloadDiskFullTests: XCTestCase {
    func testADownloadThatFillsTheDiskFailsWithWriteFailedAndLeavesNoFile() throws {
        let folder = try TemporaryDownloadFolder()
        let mount = try runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", folder.url.path])
        try XCTSkipUnless(mount == 0, "mounting a tmpfs needs root (mount exited with \(mount))")
        defer { _ = try? runTool("/bin/umount", [folder.url.path]) }  // best effort; the folder goes with it
        let target = folder.url
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let manager = WebDownloadManager(folder: target)
            let log = DownloadEventLog(manager)
            let download = try manager.download(
                server.url("/download/stream?bytes=\(4 << 20)&name=too-big.bin"), using: WebEngine())
            let state = try await log.end(of: download)
            guard case .failed(.writeFailed(let message)) = state else {
                return XCTFail("expected a write failure, got \(state)")
            }
            XCTAssertFalse(message.isEmpty, "WebKit's message is kept")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: target.path), [],
                "neither the file nor its .part is left")
        }
    }
}
