import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// Tracking prevention and the cookie policy reach every profile's WebKit data store.
final class WebPrivacySettingsTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { WebPrivacySettings.current = .webKitDefault }
        super.tearDown()
    }

    /// Loads a page on 127.0.0.1 whose iframe, on localhost (another site), sets a cookie; returns the
    /// cookies the profile then holds for localhost.
    @MainActor
    private static func cookiesSetByAThirdPartyFrame(_ label: String) async throws -> [WebCookie] {
        let server = try SharedFixtures.httpServer()
        let setter = server.url("/set-cookie?cookie=\(label)%3D1%3B%20Path%3D%2F", host: "localhost")
        let path = "/privacy/third-party/\(label)"
        server.route(path) { _ in
            .html(
                title: "embedder",
                body: "<iframe id=f src='\(setter.absoluteString)' onload='document.title = \"framed\"'></iframe>")
        }
        let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
        try await engine.load(url: server.url(path))
        try await waitUntil(
            "the third-party frame to load", describe: { "title \(engine.title ?? "nil")" },
            { engine.title == "framed" })
        XCTAssertEqual(
            server.requests(for: "/set-cookie").filter { $0.query["cookie"]?.hasPrefix(label) == true }.count, 1)
        // A first-party visit to the same site afterwards proves what the store holds.
        return await engine.cookies(for: server.url("/", host: "localhost"))
    }

    func testThirdPartyCookiesAreRefusedByThePolicyAndAcceptedWhenAllAreAccepted() {
        runOnMainLoop {
            WebPrivacySettings.current = WebPrivacySettings(preventsTracking: false, cookiePolicy: .refuseThirdParty)
            let refused = try await Self.cookiesSetByAThirdPartyFrame("refused\(UUID().uuidString.prefix(8))")
            XCTAssertEqual(refused.map(\.name), [], "the frame's cookie was stored although third parties are refused")

            WebPrivacySettings.current = WebPrivacySettings(preventsTracking: false, cookiePolicy: .acceptAll)
            let label = "accepted\(UUID().uuidString.prefix(8))"
            let accepted = try await Self.cookiesSetByAThirdPartyFrame(label)
            XCTAssertEqual(accepted.map(\.name), [label], "the frame's cookie is stored when all cookies are accepted")
        }
    }

    func testTrackingPreventionRefusesThirdPartyCookiesEvenWhenThePolicyAcceptsAll() {
        runOnMainLoop {
            WebPrivacySettings.current = WebPrivacySettings(preventsTracking: true, cookiePolicy: .acceptAll)
            let refused = try await Self.cookiesSetByAThirdPartyFrame("tracked\(UUID().uuidString.prefix(8))")
            XCTAssertEqual(refused.map(\.name), [], "the frame's cookie was stored with tracking prevention on")
        }
    }

    func testChangingTheSettingsReachesLiveProfilesAndEphemeralOnesStayEphemeral() {
        runOnMainLoop {
            let persistent = WebEngine(configuration: WebEngineConfiguration(profile: .named("privacy-live")))
            let ephemeral = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeralSession("privacy")))
            let contexts = [persistent, ephemeral].map(\.profileResolution.context)
            XCTAssertEqual(contexts.map(\.isTrackingPreventionEnabled), [false, false])
            WebPrivacySettings.current = .browser
            XCTAssertEqual(contexts.map(\.isTrackingPreventionEnabled), [true, true])
            XCTAssertEqual(contexts.map(\.isEphemeral), [false, true])
            let later = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            XCTAssertTrue(later.profileResolution.context.isTrackingPreventionEnabled, "new profiles get it too")
            XCTAssertTrue(later.profileResolution.context.isEphemeral)
        }
    }
}
