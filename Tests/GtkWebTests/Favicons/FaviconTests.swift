import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// With `GtkWebRuntime.keepsFavicons`, a persistent profile's engines report the page's icon as PNG.
final class FaviconTests: XCTestCase {
    func testAPageIconArrivesAsPNGAndIsKeptInTheProfile() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            GtkWebRuntime.keepsFavicons = true
            defer { GtkWebRuntime.keepsFavicons = false }
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .named("favicons-\(UUID().uuidString)")))
            let changed = Awaited<Void>("the favicon to change")
            engine.onFaviconChange { _ in changed.fulfill() }
            try await engine.load(url: server.url("/icon-page?title=library-icon"))
            try await changed.value()
            let png = try XCTUnwrap(engine.faviconPNGData, "the page's icon")
            let image = try DecodedImage(png)
            XCTAssertEqual(image.width, 1)
            XCTAssertEqual(image.height, 1)
        }
    }
}
