import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Allow-lists on real pages: an isolated-world handler's `allowedOrigins`, and a user script's
/// `allowedDomains` with a `*.` entry (which, as a plain entry, covers the domain and its subdomains).
final class AllowListOnRealPagesTests: XCTestCase {
    func testAnIsolatedWorldHandlerWithAllowedOriginsServesOnlyThoseFrames() {
        runOnMainLoop {
            let appWorld = WebContentWorld.isolated("allowListed")
            let recorder = BridgeRecorder()
            // In every frame, the isolated world posts its host and writes the outcome into the shared DOM.
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    userScripts: [
                        WebViewUserScript(
                            source: """
                                window.webkit.messageHandlers.vault.postMessage(location.host).then(
                                  reply => { document.documentElement.dataset.vault = 'resolved ' + reply; },
                                  error => { document.documentElement.dataset.vault = 'rejected'; });
                                """,
                            injectionTime: .atDocumentEnd, forMainFrameOnly: false, world: appWorld)
                    ],
                    scriptMessageDelegate: recorder))
            var delivered: [WebViewScriptMessage] = []
            try engine.addScriptMessageHandler(
                name: "vault", world: appWorld, allowedOrigins: [try BridgePages.origin()]
            ) { message in
                delivered.append(message)
                return #""opened""#
            }
            let id = UUID().uuidString
            let frame = try BridgePages.serve("/bridge/allow-list/frame-\(id)", host: "localhost", body: "<p>frame</p>")
            let page = try BridgePages.serve(
                "/bridge/allow-list/page-\(id)", body: "<iframe src='\(frame.absoluteString)'></iframe>")
            try await engine.load(url: page)
            try await waitUntil(
                "the main frame's message and the iframe's refusal",
                describe: { "delivered \(delivered.map(\.sourceURL)), refused \(recorder.refusals)" }
            ) { !delivered.isEmpty && !recorder.refusals.isEmpty }
            try await waitUntilPage(engine, "document.documentElement.dataset.vault")
            let outcome = try await engine.evaluate(js: "document.documentElement.dataset.vault")
            XCTAssertEqual(outcome, #""resolved opened""#)
            XCTAssertEqual(delivered.map(\.sourceURL), [page.absoluteString], "only the allowed frame got through")
            XCTAssertEqual(recorder.refusals.map(\.handler), ["vault"])
            XCTAssertEqual(recorder.refusals.first?.origin, try BridgePages.origin(host: "localhost"))
        }
    }

    func testAUserScriptLimitedToAWildcardDomainRunsOnThatDomainAndItsSubdomainsOnly() throws {
        try runOnMainLoopSkippingIfAsked {
            let engine = WebEngine(
                configuration: WebEngineConfiguration(userScripts: [
                    WebViewUserScript(
                        source: "document.documentElement.dataset.marked = location.host",
                        injectionTime: .atDocumentEnd, forMainFrameOnly: true, allowedDomains: ["*.localhost"]),
                    WebViewUserScript(
                        source: "document.documentElement.dataset.sentinel = 'ran'", injectionTime: .atDocumentEnd,
                        forMainFrameOnly: true),
                ]))
            let path = "/bridge/allow-list/domains-\(UUID().uuidString)"
            let subdomain = try BridgePages.serve(path, host: "sub.localhost", body: "<p>sub</p>")
            try await LocalhostSubdomains.load(subdomain, in: engine)
            try await waitUntilPage(engine, "document.documentElement.dataset.marked")
            let marked = try await engine.evaluate(js: "document.documentElement.dataset.marked")
            XCTAssertEqual(marked, #""\#(subdomain.host!):\#(subdomain.port!)""#)
            let domain = try BridgePages.serve(path, host: "localhost", body: "<p>localhost</p>")
            try await engine.load(url: domain)
            try await waitUntilPage(engine, "document.documentElement.dataset.marked")

            // Sentinel: the second, unrestricted script runs after the limited one on every page; once its
            // mark is there, the limited script would have run too.
            try await engine.load(url: try BridgePages.serve(path, host: "127.0.0.1", body: "<p>elsewhere</p>"))
            try await waitUntilPage(engine, "document.documentElement.dataset.sentinel")
            let unmarked = try await engine.evaluate(js: "document.documentElement.dataset.marked === undefined")
            XCTAssertEqual(unmarked, "true", "the script ran on 127.0.0.1, outside *.localhost")
        }
    }
}
