import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// Popup children keep their opener's resolved profile.
final class PopupProfileMirroringTests: XCTestCase {
    func testTheMirroredConfigurationKeepsTheProfileAndEverySetting() {
        runOnMainLoop {
            // Every public setting differs from its default, so a field that is not copied shows.
            let parent = WebEngineConfiguration(messageHandlers: ["legacyHandler": { _ in }])
            parent.javaScriptEnabled = false
            parent.javaScriptCanOpenWindowsAutomatically = true
            parent.allowsBackForwardNavigationGestures = false
            parent.allowsPullToRefresh = false
            parent.allowsInlineMediaPlayback = false
            parent.dataDetectorsEnabled = false
            parent.isScrollEnabled = false
            parent.pageZoom = 1.5
            parent.isOpaque = false
            parent.customUserAgent = "Mirror/1"
            parent.profile = .named("mirrored")
            parent.userScripts = [
                WebViewUserScript(
                    source: "window.mirrored = 1", injectionTime: .atDocumentEnd, forMainFrameOnly: false,
                    world: .isolated("mirrorWorld"), allowedDomains: ["example.org"])
            ]
            parent.scriptMessageHandlerNames = ["mirroredHandler"]
            let messages = MirroredDelegates()
            parent.scriptMessageDelegate = messages
            parent.navigationDelegate = messages
            parent.consoleDelegate = messages
            parent.contentBlockers = WebContentBlockerConfiguration(
                ruleListPaths: ["/rules/a.json"], whitelistedDomains: ["example.com"],
                popupWhitelistedSourceDomains: ["popups.example"])
            let runtime = WebContentBlockerRuntime(configuration: WebContentBlockerConfiguration())
            parent.contentBlockerRuntime = runtime
            parent.capturesConsoleOutput = false
            parent.isInspectable = true

            let child = parent.popupChildMirroredConfiguration()
            XCTAssertFalse(child === parent)
            XCTAssertEqual(child.javaScriptEnabled, false)
            XCTAssertEqual(child.javaScriptCanOpenWindowsAutomatically, true)
            XCTAssertEqual(child.allowsBackForwardNavigationGestures, false)
            XCTAssertEqual(child.allowsPullToRefresh, false)
            XCTAssertEqual(child.allowsInlineMediaPlayback, false)
            XCTAssertEqual(child.dataDetectorsEnabled, false)
            XCTAssertEqual(child.isScrollEnabled, false)
            XCTAssertEqual(child.pageZoom, 1.5)
            XCTAssertEqual(child.isOpaque, false)
            XCTAssertEqual(child.customUserAgent, "Mirror/1")
            XCTAssertEqual(child.profile, .named("mirrored"))
            XCTAssertEqual(child.userScripts, parent.userScripts)
            XCTAssertEqual(child.scriptMessageHandlerNames, ["mirroredHandler"])
            XCTAssertTrue(child.scriptMessageDelegate === messages)
            XCTAssertTrue((child.navigationDelegate as AnyObject?) === messages)
            XCTAssertTrue(child.consoleDelegate === messages)
            XCTAssertEqual(child.contentBlockers?.ruleListPaths, ["/rules/a.json"])
            XCTAssertEqual(child.contentBlockers?.whitelistedDomains, ["example.com"])
            XCTAssertEqual(child.contentBlockers?.popupWhitelistedSourceDomains, ["popups.example"])
            XCTAssertTrue(child.contentBlockerRuntime === runtime)
            XCTAssertEqual(child.capturesConsoleOutput, false)
            XCTAssertEqual(child.isInspectable, true)
            XCTAssertEqual(child.legacyMessageHandlers.keys.sorted(), ["legacyHandler"])
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
            // Passed on from the opener's web process through the network process: not at once.
            try await waitUntilPage(popup, "localStorage.getItem('opener') === 'shared'")
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

/// One object for every delegate a configuration holds, so the copy can be checked by identity.
@MainActor
private final class MirroredDelegates: SkipWebNavigationDelegate, WebViewScriptMessageDelegate, WebConsoleDelegate {
    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {}
    func webEngine(_ webEngine: WebEngine, didReceiveConsoleMessage message: WebConsoleMessage) {}
}
