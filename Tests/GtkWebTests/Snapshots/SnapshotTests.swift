import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Snapshots of real pages, decoded back to pixels.
final class SnapshotTests: XCTestCase {
    /// A green page with a 100×100 red square at the top left and a blue band at the top of a tall document.
    private static let page = """
        <!doctype html><html><head><style>
        html, body { margin: 0; background: rgb(20, 180, 40); }
        #red { position: absolute; left: 0; top: 0; width: 100px; height: 100px; background: rgb(255, 0, 0); }
        #bottom { position: absolute; left: 0; top: 2900px; width: 100%; height: 100px; background: rgb(0, 0, 255); }
        #spacer { height: 3000px; }
        </style></head><body><div id=red></div><div id=spacer></div><div id=bottom></div></body></html>
        """

    @MainActor
    private static func loadedEngine() async throws -> WebEngine {
        let engine = WebEngine()
        try await engine.loadHTMLAndWait(Self.page)
        return engine
    }

    func testAPNGSnapshotOfAParkedEngineShowsThePageColoursAtKnownPoints() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            XCTAssertFalse(engine.isAttachedToWindow, "the engine must be parked offscreen")
            let snapshot = try await engine.takeSnapshot(configuration: SkipWebSnapshotConfiguration(imageFormat: .png))
            XCTAssertEqual(snapshot.imageFormat.mimeType, "image/png")
            XCTAssertEqual(Array(snapshot.imageData.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertEqual(image.width, snapshot.pixelWidth)
            XCTAssertEqual(image.height, snapshot.pixelHeight)
            XCTAssertEqual(image.width, 800)
            XCTAssertEqual(image.height, 600)
            XCTAssertTrue(image.pixel(50, 50, isClose: 255, 0, 0), "\(image.rgb(50, 50)) at the red square")
            XCTAssertTrue(image.pixel(400, 300, isClose: 20, 180, 40), "\(image.rgb(400, 300)) on the green page")
        }
    }

    /// A view that is not opaque shows through where the page is translucent: the PNG keeps an alpha
    /// channel, with colours un-premultiplied.
    func testAPNGSnapshotOfATranslucentPageKeepsItsAlphaAndUnpremultipliedColours() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(isOpaque: false))
            try await engine.loadHTMLAndWait(
                """
                <!doctype html><html style="background: transparent"><body style="margin: 0">
                <div style="position: absolute; left: 0; top: 0; width: 100px; height: 100px;
                  background: rgba(255, 0, 0, 0.5)"></div>
                <div style="position: absolute; left: 200px; top: 0; width: 100px; height: 100px;
                  background: rgb(0, 0, 255)"></div></body></html>
                """)
            let snapshot = try await engine.takeSnapshot(configuration: SkipWebSnapshotConfiguration(imageFormat: .png))
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertTrue(image.hasAlpha, "a translucent page must be written with an alpha channel")
            XCTAssertEqual(Double(image.alpha(50, 50)), 128, accuracy: 2, "alpha of the half-transparent square")
            XCTAssertTrue(
                image.pixel(50, 50, isClose: 255, 0, 0, tolerance: 3), "\(image.rgb(50, 50)) un-premultiplied")
            XCTAssertEqual(image.alpha(250, 50), 255, "the opaque square")
            XCTAssertTrue(image.pixel(250, 50, isClose: 0, 0, 255), "\(image.rgb(250, 50)) at the blue square")
            XCTAssertEqual(image.alpha(500, 400), 0, "the page shows through where nothing is painted")
        }
    }

    /// The unencoded capture is cairo's ARGB32: blue, green, red, alpha in memory, rows `bytesPerRow` apart.
    func testABitmapSnapshotHoldsTheCroppedPixelsInCairoByteOrder() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let bitmap = try await engine.takeSnapshotBitmap(
                configuration: SkipWebSnapshotConfiguration(
                    rect: SkipWebSnapshotRect(x: 50, y: 50, width: 100, height: 40)))
            XCTAssertEqual(bitmap.width, 100)
            XCTAssertEqual(bitmap.height, 40)
            XCTAssertGreaterThanOrEqual(bitmap.bytesPerRow, 400)
            XCTAssertEqual(bitmap.data.count, bitmap.bytesPerRow * bitmap.height)
            func bgra(_ x: Int, _ y: Int) -> [UInt8] {
                let offset = y * bitmap.bytesPerRow + x * 4
                return Array(bitmap.data[offset..<offset + 4])
            }
            XCTAssertEqual(bgra(10, 10), [0, 0, 255, 255], "the red square at the crop's top left")
            XCTAssertEqual(bgra(80, 30), [40, 180, 20, 255], "the green page right of the square")
            let page = try await engine.takeSnapshotBitmap(fullPage: true)
            XCTAssertEqual(page.width, 800)
            XCTAssertGreaterThan(page.height, 2900, "the whole document")
        }
    }

    func testAJPEGSnapshotShowsThePageColoursWithinJPEGTolerance() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let snapshot = try await engine.takeSnapshot(
                configuration: SkipWebSnapshotConfiguration(imageFormat: .jpeg(quality: 0.9)))
            XCTAssertEqual(snapshot.imageFormat.mimeType, "image/jpeg")
            XCTAssertEqual(Array(snapshot.imageData.prefix(2)), [0xFF, 0xD8])
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertEqual(image.width, 800)
            XCTAssertTrue(image.pixel(50, 50, isClose: 255, 0, 0, tolerance: 12), "\(image.rgb(50, 50))")
            XCTAssertTrue(image.pixel(400, 300, isClose: 20, 180, 40, tolerance: 12), "\(image.rgb(400, 300))")
        }
    }

    func testSnapshotWidthScalesTheImageAndKeepsTheAspectRatio() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let snapshot = try await engine.takeSnapshot(
                configuration: SkipWebSnapshotConfiguration(snapshotWidth: 200, imageFormat: .png))
            XCTAssertEqual(snapshot.pixelWidth, 200)
            XCTAssertEqual(snapshot.pixelHeight, 150)
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertEqual(image.width, 200)
            XCTAssertEqual(image.height, 150)
            // The 100 px red square is 25 px wide at a quarter of the size.
            XCTAssertTrue(image.pixel(10, 10, isClose: 255, 0, 0, tolerance: 2), "\(image.rgb(10, 10))")
            XCTAssertTrue(image.pixel(100, 100, isClose: 20, 180, 40, tolerance: 2), "\(image.rgb(100, 100))")
        }
    }

    func testARectCropsTheVisibleArea() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let rect = SkipWebSnapshotRect(x: 50, y: 50, width: 100, height: 40)
            let snapshot = try await engine.takeSnapshot(
                configuration: SkipWebSnapshotConfiguration(rect: rect, imageFormat: .png))
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertEqual(image.width, 100)
            XCTAssertEqual(image.height, 40)
            XCTAssertTrue(image.pixel(10, 10, isClose: 255, 0, 0), "the left half is the red square")
            XCTAssertTrue(image.pixel(90, 10, isClose: 20, 180, 40), "the right half is the page")
        }
    }

    func testAFullPageCaptureIsTallerThanTheViewportAndShowsTheBottomOfTheDocument() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let snapshot = try await engine.takeFullPageSnapshot(
                configuration: SkipWebSnapshotConfiguration(imageFormat: .png))
            XCTAssertGreaterThanOrEqual(snapshot.pixelHeight, 3000)
            let image = try DecodedImage(snapshot.imageData)
            XCTAssertEqual(image.height, snapshot.pixelHeight)
            XCTAssertTrue(image.pixel(400, 2950, isClose: 0, 0, 255), "\(image.rgb(400, 2950)) in the blue band")
            XCTAssertTrue(image.pixel(50, 50, isClose: 255, 0, 0))
        }
    }

    func testARectOutsideTheViewAndANonPositiveWidthAreInvalid() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let bad: [SkipWebSnapshotConfiguration] = [
                SkipWebSnapshotConfiguration(rect: SkipWebSnapshotRect(x: 700, y: 0, width: 200, height: 10)),
                SkipWebSnapshotConfiguration(rect: SkipWebSnapshotRect(x: 0, y: 590, width: 10, height: 20)),
                SkipWebSnapshotConfiguration(rect: SkipWebSnapshotRect(x: -5, y: 0, width: 10, height: 10)),
                SkipWebSnapshotConfiguration(rect: SkipWebSnapshotRect(x: 0, y: 0, width: 0, height: 10)),
                SkipWebSnapshotConfiguration(rect: SkipWebSnapshotRect(x: .nan, y: 0, width: 10, height: 10)),
                SkipWebSnapshotConfiguration(snapshotWidth: 0),
                SkipWebSnapshotConfiguration(snapshotWidth: -.infinity),
            ]
            for configuration in bad {
                do {
                    _ = try await engine.takeSnapshot(configuration: configuration)
                    XCTFail(
                        "\(configuration.rect) / \(String(describing: configuration.snapshotWidth)) must be refused")
                } catch WebSnapshotError.invalidRect {}
            }
        }
    }

    func testAViewWithoutASizeIsNotLaidOut() {
        runOnMainLoop {
            let engine = try await Self.loadedEngine()
            let window = HiddenTestWindow()
            engine.unsafeAttach(toContainer: window.container)
            if ToolkitFacts.viewsInAHiddenWindowKeepTheirSize {
                let hidden = try await engine.takeSnapshot()
                XCTAssertEqual(hidden.pixelWidth, 800, "it keeps the size it had parked")
            } else {
                do {
                    _ = try await engine.takeSnapshot()
                    XCTFail("a view in a window never shown has no size")
                } catch WebSnapshotError.viewNotLaidOut {}
            }
            engine.detachFromContainer()
            let snapshot = try await engine.takeSnapshot()
            XCTAssertEqual(snapshot.pixelWidth, 800, "parked again, it captures")
        }
    }

    func testANavigatorWithoutAnEngineHasNoSnapshot() {
        runOnMainLoop {
            do {
                _ = try await WebViewNavigator().takeSnapshot()
                XCTFail("no engine, no snapshot")
            } catch WebSnapshotError.emptySnapshot {}
        }
    }

    func testImageFormatsFollowSkipWebRules() {
        XCTAssertEqual(SkipWebSnapshotImageFormat(mimeType: "IMAGE/PNG", quality: 0.2), .png)
        XCTAssertEqual(SkipWebSnapshotImageFormat(mimeType: "image/webp", quality: 3).mimeType, "image/jpeg")
        XCTAssertEqual(SkipWebSnapshotImageFormat(mimeType: "image/webp", quality: 3).quality, 1)
        XCTAssertEqual(SkipWebSnapshotImageFormat.jpeg(quality: -1).quality, 0)
        XCTAssertTrue(SkipWebSnapshotRect.null.isNull)
        XCTAssertEqual(SkipWebSnapshotConfiguration().imageFormat, .jpeg(quality: 0.85))
    }
}
