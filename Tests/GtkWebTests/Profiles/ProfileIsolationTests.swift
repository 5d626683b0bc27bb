import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Persistent profiles: engines of one profile share cookies and localStorage, other profiles and
/// ephemeral engines never see them.
final class ProfileIsolationTests: XCTestCase {
    func testCookieFromSetCookieIsVisibleInItsProfileAndInvisibleElsewhere() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("cookie-isolation") { _, _ in
                let server = try SharedFixtures.httpServer()
                let origin = server.url("/")
                let alpha = ProfileTesting.engine(.named("alpha"))
                try await alpha.load(url: ProfileTesting.setCookieURL(server, ["iso=A; Path=/"]))
                let stored = await alpha.cookiePairs(origin)
                XCTAssertEqual(stored, ["iso=A"])
                let pageCookie = try await alpha.documentCookie()
                XCTAssertEqual(pageCookie, "iso=A")
                let sentByAlpha = try await alpha.serverSeenCookies(server)
                XCTAssertEqual(sentByAlpha, "iso=A")

                let alphaTwin = ProfileTesting.engine(.named("alpha"))
                let twinStored = await alphaTwin.cookiePairs(origin)
                XCTAssertEqual(twinStored, ["iso=A"], "a second engine of the profile shares its store")
                let sentByTwin = try await alphaTwin.serverSeenCookies(server)
                XCTAssertEqual(sentByTwin, "iso=A")

                for profile in [WebProfile.named("beta"), .ephemeral] {
                    let other = ProfileTesting.engine(profile)
                    let otherStored = await other.cookies(for: origin)
                    XCTAssertEqual(otherStored, [], "\(profile) sees no cookie of alpha")
                    let sentByOther = try await other.serverSeenCookies(server)
                    XCTAssertEqual(sentByOther, "", "\(profile) sends no cookie of alpha")
                    let otherPage = try await other.documentCookie()
                    XCTAssertEqual(otherPage, "")
                }
            }
        }
    }

    func testLocalStorageIsSharedWithinAProfileAndInvisibleElsewhere() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("storage-isolation") { _, _ in
                let server = try SharedFixtures.httpServer()
                let page = server.url("/page/storage-isolation")
                let alpha = ProfileTesting.engine(.named("alpha"))
                try await alpha.load(url: page)
                _ = try await alpha.evaluate(js: "localStorage.setItem('isolation', 'from-alpha')")

                // Another engine of the profile sees the item once WebKit has passed the write on (from the web
                // process that made it, through the network process: not at once).
                let alphaTwin = ProfileTesting.engine(.named("alpha"))
                try await alphaTwin.load(url: page)
                try await waitUntilPage(alphaTwin, "localStorage.getItem('isolation') === 'from-alpha'")

                for profile in [WebProfile.named("beta"), .ephemeral, .ephemeralSession("storage-isolation")] {
                    let other = ProfileTesting.engine(profile)
                    try await other.load(url: page)
                    let seen = try await other.string("localStorage.getItem('isolation')")
                    XCTAssertNil(seen, "\(profile) must not see alpha's localStorage")
                }
                try await WebEngine.clearEphemeralSessionProfile(identifier: "storage-isolation")
            }
        }
    }
}
