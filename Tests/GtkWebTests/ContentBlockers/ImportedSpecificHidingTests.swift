import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Domain-specific element hiding (`example.com##.ad`) as the importer writes it for WebKit: matched on the
/// address of each document, so that a filter applies in the frames whose own host it names, as in Adblock Plus.
final class ImportedSpecificHidingTests: ContentBlockerTestCase {
    func testDomainSpecificHidingAppliesInEachFrameByTheFrameOwnHost() {
        let files = self.files!
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let frame = server.url("/cb-frame-hiding/frame", host: "127.0.0.1")
            server.route("/cb-frame-hiding/page") { _ in
                .html(
                    title: "page",
                    body: """
                        <div class="banner" id="banner">banner</div><div class="promo" id="promo">promo</div>
                        <script>addEventListener('message', (event) => { window.frameDisplays = event.data; });</script>
                        <iframe src="\(frame.absoluteString)"></iframe>
                        """)
            }
            server.route("/cb-frame-hiding/frame") { _ in
                .html(
                    title: "frame",
                    body: """
                        <div class="banner" id="banner">banner</div><div class="promo" id="promo">promo</div>
                        <script>
                          addEventListener('load', () => parent.postMessage(['banner', 'promo']
                            .map((id) => getComputedStyle(document.getElementById(id)).display).join(','), '*'));
                        </script>
                        """)
            }
            let engine = try await Self.engine(importing: "127.0.0.1##.banner\nlocalhost##.promo", files: files)

            try await engine.load(url: server.url("/cb-frame-hiding/page", host: "localhost"))
            try await waitUntilPage(engine, "window.frameDisplays !== undefined")
            let top = try await engine.evaluate(
                js: "['banner', 'promo'].map((id) => getComputedStyle(document.getElementById(id)).display).join(',')")
            XCTAssertEqual(top, #""block,none""#, "the page on localhost hides what localhost's filter names")
            let inFrame = try await engine.evaluate(js: "window.frameDisplays")
            XCTAssertEqual(inFrame, #""none,block""#, "the frame on 127.0.0.1 hides what 127.0.0.1's filter names")
        }
    }
}
