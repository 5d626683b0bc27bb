import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// `.ephemeralSession(id)`: shared by the engines of one identifier until cleared.
final class EphemeralSessionTests: XCTestCase {
    func testEnginesOfOneSessionShareCookiesAndStorageUntilTheSessionIsCleared() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let origin = server.url("/")
            let page = server.url("/page/ephemeral-session")
            let id = "session-\(UUID().uuidString)"
            let first = ProfileTesting.engine(.ephemeralSession(id))
            try await first.load(url: ProfileTesting.setCookieURL(server, ["login=yes; Path=/"]))
            try await first.load(url: page)
            _ = try await first.evaluate(js: "localStorage.setItem('session', 'shared')")

            let second = ProfileTesting.engine(.ephemeralSession(id))
            let secondCookies = await second.cookiePairs(origin)
            XCTAssertEqual(secondCookies, ["login=yes"])
            let sent = try await second.serverSeenCookies(server)
            XCTAssertEqual(sent, "login=yes")
            try await second.load(url: page)
            // Passed on from the first engine's web process through the network process: not at once.
            try await waitUntilPage(second, "localStorage.getItem('session') === 'shared'")

            let otherSession = ProfileTesting.engine(.ephemeralSession(id + "-other"))
            let otherCookies = await otherSession.cookies(for: origin)
            XCTAssertEqual(otherCookies, [], "another identifier is another store")

            let cleared = try await WebEngine.clearEphemeralSessionProfile(identifier: id)
            XCTAssertTrue(cleared)
            let clearedAgain = try await WebEngine.clearEphemeralSessionProfile(identifier: id)
            XCTAssertFalse(clearedAgain, "the session is gone")

            let third = ProfileTesting.engine(.ephemeralSession(id))
            let thirdCookies = await third.cookies(for: origin)
            XCTAssertEqual(thirdCookies, [], "an engine created after clearing starts empty")
            try await third.load(url: page)
            let thirdStorage = try await third.string("localStorage.getItem('session')")
            XCTAssertNil(thirdStorage)

            // Engines still alive keep the old store, which clearing wiped; it is no longer shared.
            let survivorCookies = await first.cookies(for: origin)
            XCTAssertEqual(survivorCookies, [])
            try await first.setCookie(WebCookie(name: "late", value: "1"), requestURL: origin)
            let lateInSecond = await second.cookiePairs(origin)
            XCTAssertEqual(lateInSecond, ["late=1"], "old engines still share their store")
            let lateInThird = await third.cookies(for: origin)
            XCTAssertEqual(lateInThird, [], "but not with engines created after clearing")
            try await WebEngine.clearEphemeralSessionProfile(identifier: id)
            try await WebEngine.clearEphemeralSessionProfile(identifier: id + "-other")
        }
    }

    func testSurroundingWhitespaceIsRefusedRatherThanNamingTheSameSession() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let id = "padded-\(UUID().uuidString)"
            let padded = ProfileTesting.engine(.ephemeralSession("  \(id) "))
            XCTAssertEqual(padded.profileError, .invalidProfileName)
            do {
                try await padded.setCookie(WebCookie(name: "pad", value: "1"), requestURL: server.url("/"))
                XCTFail("a padded session identifier was used")
            } catch {
                XCTAssertEqual(error as? WebProfileError, .invalidProfileName)
            }
            let plain = ProfileTesting.engine(.ephemeralSession(id))
            let seen = await plain.cookiePairs(server.url("/"))
            XCTAssertEqual(seen, [], "nothing reached the session of the unpadded identifier")
            do {
                _ = try await WebEngine.clearEphemeralSessionProfile(identifier: id + "\n")
                XCTFail("a padded session identifier was cleared")
            } catch {
                XCTAssertEqual(error as? WebProfileError, .invalidProfileName)
            }
            let cleared = try await WebEngine.clearEphemeralSessionProfile(identifier: id)
            XCTAssertTrue(cleared)
        }
    }

    func testClearingAnUnknownSessionReturnsFalse() {
        runOnMainLoop {
            let cleared = try await WebEngine.clearEphemeralSessionProfile(identifier: "never-\(UUID().uuidString)")
            XCTAssertFalse(cleared)
        }
    }
}
