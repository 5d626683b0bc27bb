import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Downloads whose body ends cleanly with fewer bytes than `Content-Length` announced: a gzip-encoded body
/// is counted after decoding, so an incompressible file arrives whole yet shorter than the header said.
final class DownloadShortBodyTests: XCTestCase {
    /// `count` bytes that deflate cannot shrink (a linear congruential sequence).
    static func incompressible(_ count: Int) -> [UInt8] {
        var state: UInt32 = 0x1234_5678
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// `bytes` as a gzip member holding one stored (uncompressed) deflate block: 23 bytes longer than `bytes`.
    static func gzipStored(_ bytes: [UInt8]) -> Data {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        crc ^= 0xFFFF_FFFF
        let length = UInt16(bytes.count)
        let littleEndian32: (UInt32) -> [UInt8] = { value in
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        var data: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        data += [1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        data += bytes
        data += littleEndian32(crc) + littleEndian32(UInt32(bytes.count))
        return Data(data)
    }

    func testAGzipEncodedFileShorterThanItsContentLengthIsSavedWhole() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let content = Self.incompressible(4096)
            server.route("/download/gzip-stored") { _ in
                FixtureResponse(
                    contentType: "application/octet-stream", body: Self.gzipStored(content),
                    headers: [
                        ("Content-Encoding", "gzip"), ("Content-Disposition", "attachment; filename=\"packed.bin\""),
                    ])
            }
            let folder = try TemporaryDownloadFolder()
            let manager = WebDownloadManager(folder: folder.url)
            let log = DownloadEventLog(manager)
            let download = try manager.download(server.url("/download/gzip-stored"), using: WebEngine())
            let state = try await log.end(of: download)
            let file = folder.url.appendingPathComponent("packed.bin")
            XCTAssertEqual(
                state, .finished(file),
                "progress: \(log.progress.last.map { "\($0.receivedBytes)/\($0.totalBytes ?? -1)" } ?? "none")")
            XCTAssertEqual(try folder.names(), ["packed.bin"], "no .part file left")
            XCTAssertEqual(FileManager.default.contents(atPath: file.path), Data(content))
        }
    }
}
