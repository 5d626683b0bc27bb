import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Popup children keep their opener's resolved profile.
final class PopupProfileMirroringTests: XCTestCase {
    func testTheMirroredConfigurationKeepsTheProfileAndEverySetting() {
        runOnMainLoop {
            let parent = WebEngineConfiguration(
                javaScriptEnabled: false, javaScriptCanOpenWindowsAutomatically: true, pageZoom: 1.5, isOpaque: false,
                customUserAgent: "Mirror/1", profile: .named("mirrored"), isInspectable: true)
            let child = parent.popupChildMirroredConfiguration()
            XCTAssertFalse(child === parent)
            XCTAssertEqual(child.profile, .named("mirrored"))
            XCTAssertEqual(child.javaScriptEnabled, false)
            XCTAssertEqual(child.javaScriptCanOpenWindowsAutomatically, true)
            XCTAssertEqual(child.pageZoom, 1.5)
            XCTAssertEqual(child.isOpaque, false)
            XCTAssertEqual(child.customUserAgent, "Mirror/1")
            XCTAssertEqual(child.isInspectable, true)
        }
    }

    func testAPopupOfAnEphemeralEngineSharesItsOpenersStore() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let page = server.url("/page/popup-mirroring")
            let opener = ProfileTesting.engine(.ephemeral)
            try await opener.load(url: ProfileTesting.setCookieURL(server, ["opener=1; Path=/"]))
            try await opener.load(url: page)
            _ = try await opener.evaluate(js: "localStorage.setItem('opener', 'shared')")

            let popup = WebEngine(configuration: opener.popupChildMirroredConfiguration())
            XCTAssertEqual(popup.configuration.profile, .ephemeral)
            let popupCookies = await popup.cookiePairs(server.url("/"))
            XCTAssertEqual(popupCookies, ["opener=1"])
            try await popup.load(url: page)
            let popupStorage = try await popup.string("localStorage.getItem('opener')")
            XCTAssertEqual(popupStorage, "shared")
            try await popup.setCookie(WebCookie(name: "popup", value: "1"), requestURL: server.url("/"))
            let back = await opener.cookiePairs(server.url("/"))
            XCTAssertEqual(back, ["opener=1", "popup=1"])

            let unrelated = WebEngine(configuration: opener.configuration.popupChildMirroredConfiguration())
            let unrelatedCookies = await unrelated.cookies(for: server.url("/"))
            XCTAssertEqual(unrelatedCookies, [], "a configuration-level copy of .ephemeral gets a store of its own")
        }
    }

    func testAPopupKeepsItsOpenersSessionAfterTheSessionIsCleared() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let id = "popup-\(UUID().uuidString)"
            let opener = ProfileTesting.engine(.ephemeralSession(id))
            try await WebEngine.clearEphemeralSessionProfile(identifier: id)
            try await opener.setCookie(WebCookie(name: "kept", value: "1"), requestURL: server.url("/"))
            let popup = WebEngine(configuration: opener.popupChildMirroredConfiguration())
            let seen = await popup.cookiePairs(server.url("/"))
            XCTAssertEqual(seen, ["kept=1"])
        }
    }

    func testAPopupOfANamedProfileCountsAsALiveEngineOfThatProfile() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("popup-live") { storage, _ in
                var opener: WebEngine? = ProfileTesting.engine(.named("opened"))
                let popup = WebEngine(configuration: opener!.popupChildMirroredConfiguration())
                opener = nil
                XCTAssertThrowsError(try storage.deleteProfile(named: "opened")) { error in
                    XCTAssertEqual(
                        error as? WebProfileError, .profileSetupFailed(.profileInUse(name: "opened", liveEngines: 1)))
                }
                XCTAssertNil(popup.profileError)
            }
        }
    }
}
