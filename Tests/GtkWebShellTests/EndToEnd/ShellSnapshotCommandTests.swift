import Foundation
import GtkWebTestSupport
import XCTest

/// `gtkweb --snapshot FILE URL`, run as the built executable under the suite's Xvfb.
final class ShellSnapshotCommandTests: XCTestCase {
    func testSnapshotWritesAPNGOrJPEGByTheFilesExtensionAndExitsWithAStatusForEachFailure() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/pictured").absoluteString
                let png = session.folder.appendingPathComponent("page.png")
                let wrote = try await session.run(["--snapshot", png.path, page])
                XCTAssertEqual(wrote.status, 0, wrote.output)
                let pngBytes = try Data(contentsOf: png)
                XCTAssertEqual(Array(pngBytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                XCTAssertGreaterThan(pngBytes.count, 100)

                let jpeg = session.folder.appendingPathComponent("page.JPG")
                let wroteJPEG = try await session.run(["--snapshot", jpeg.path, page])
                XCTAssertEqual(wroteJPEG.status, 0, wroteJPEG.output)
                XCTAssertEqual(Array(try Data(contentsOf: jpeg).prefix(3)), [0xFF, 0xD8, 0xFF])

                let unwritable = try await session.run(["--snapshot", "/nonexistent-dir/x.png", page])
                XCTAssertEqual(unwritable.status, 1, unwritable.output)
                XCTAssertTrue(unwritable.output.contains("cannot write /nonexistent-dir/x.png"), unwritable.output)

                let unknown = try await session.run([
                    "--snapshot", session.folder.appendingPathComponent("x.gif").path, page,
                ])
                XCTAssertEqual(unknown.status, 2, unknown.output)
                XCTAssertTrue(unknown.output.contains(".png, .jpg or .jpeg"), unknown.output)

                // Nothing listens on this port on the test machines (as in the --eval test).
                let gone = try await session.run(["--snapshot", png.path, "http://127.0.0.1:29999/gone"])
                XCTAssertEqual(gone.status, 3, gone.output)
                XCTAssertTrue(gone.output.contains("did not load"), gone.output)

                let usage = try await session.run(["--snapshot", png.path])
                XCTAssertEqual(usage.status, 2, usage.output)
            }
        }
    }
}
