import Foundation
import GtkWebTestSupport
import XCTest

@testable import SkipWeb

/// `SkipWebSnapshot.pngData`, SkipWeb's released shape, beside `imageData` / `imageFormat`.
final class SnapshotPNGTests: XCTestCase {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func testTheDefaultJPEGSnapshotIsAlsoReadableAsAPNGOfTheSameSize() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.loadHTMLAndWait(
                "<body style='margin:0;background:rgb(0,0,255)'><div style='width:100px;height:100px;background:rgb(255,0,0)'></div>"
            )
            let snapshot = try await engine.takeSnapshot()
            XCTAssertEqual(snapshot.imageFormat.mimeType, "image/jpeg", "GtkWeb's default format")
            let png = snapshot.pngData
            XCTAssertEqual(Array(png.prefix(8)), Self.pngSignature)
            let image = try DecodedImage(png)
            XCTAssertEqual(image.width, snapshot.pixelWidth)
            XCTAssertEqual(image.height, snapshot.pixelHeight)
            XCTAssertTrue(image.pixel(50, 50, isClose: 255, 0, 0, tolerance: 12), "\(image.rgb(50, 50))")
            XCTAssertTrue(image.pixel(400, 300, isClose: 0, 0, 255, tolerance: 12), "\(image.rgb(400, 300))")
        }
    }

    func testAPNGSnapshotsPNGDataIsItsImageData() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.loadHTMLAndWait("<title>png</title>")
            let snapshot = try await engine.takeSnapshot(configuration: SkipWebSnapshotConfiguration(imageFormat: .png))
            XCTAssertEqual(snapshot.pngData, snapshot.imageData)
        }
    }

    func testSkipWebsInitializerMakesAPNGSnapshot() {
        let bytes = Data(Self.pngSignature)
        let snapshot = SkipWebSnapshot(pngData: bytes, pixelWidth: 2, pixelHeight: 3)
        XCTAssertEqual(snapshot.pngData, bytes)
        XCTAssertEqual(snapshot.imageData, bytes)
        XCTAssertEqual(snapshot.imageFormat, .png)
        XCTAssertEqual(snapshot.pixelWidth, 2)
        XCTAssertEqual(snapshot.pixelHeight, 3)
    }
}
