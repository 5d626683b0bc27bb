import Foundation
import XCTest

@testable import SkipWeb

/// SkipWeb's internal cookie helpers: which URLs a cookie goes to, and what `Set-Cookie` values parse to.
final class CookieRuleTests: XCTestCase {
    private func url(_ text: String) throws -> URL { try XCTUnwrap(URL(string: text)) }

    func testASecureCookieGoesOnlyToHTTPSOnItsHostAndUnderItsPath() throws {
        let cookie = WebCookie(name: "a", value: "1", domain: "example.com", path: "/media", isSecure: true)
        XCTAssertTrue(cookie.matches(url: try url("https://example.com/media")))
        XCTAssertTrue(cookie.matches(url: try url("https://EXAMPLE.com/media/x/y.m3u8")))
        XCTAssertFalse(cookie.matches(url: try url("http://example.com/media/y.m3u8")), "not over http")
        XCTAssertFalse(cookie.matches(url: try url("https://example.com/media2/y")), "path boundary")
        XCTAssertFalse(cookie.matches(url: try url("https://example.com/")), "above its path")
        XCTAssertFalse(cookie.matches(url: try url("https://sub.example.com/media/y")), "host-only")
        XCTAssertFalse(cookie.matches(url: try url("https://badexample.com/media/y")))
    }

    func testADotDomainAlsoCoversSubdomainsButNotLookalikes() throws {
        let cookie = WebCookie(name: "a", value: "1", domain: ".Example.com")
        XCTAssertTrue(cookie.matches(url: try url("http://example.com/")))
        XCTAssertTrue(cookie.matches(url: try url("http://a.b.example.com/any/path")))
        XCTAssertFalse(cookie.matches(url: try url("http://notexample.com/")))
    }

    func testAPathWithATrailingSlashCoversEverythingBelowIt() throws {
        let cookie = WebCookie(name: "a", value: "1", path: "docs/")
        XCTAssertTrue(cookie.matches(url: try url("http://any.example/docs/x")))
        XCTAssertFalse(cookie.matches(url: try url("http://any.example/docs")))
    }

    func testExpiryIsComparedWithTheGivenNow() throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let cookie = WebCookie(name: "a", value: "1", expires: now.addingTimeInterval(60))
        XCTAssertTrue(cookie.matches(url: try url("http://example.com/"), now: now))
        XCTAssertFalse(cookie.matches(url: try url("http://example.com/"), now: now.addingTimeInterval(60)))
        XCTAssertFalse(cookie.matches(url: try url("file:///tmp/x"), now: now), "a URL without a host")
    }

    func testSetCookieValuesParseWithSkipWebsDefaultsAndBadOnesAreSkipped() throws {
        let before = Date()
        let cookies = WebCookie.parseSetCookieHeaders(
            [
                "session=abc; HttpOnly", "no-separator", "=nameless", "pref = 1 ; Max-Age=3600; Path=/app; Secure",
                "wide=1; Domain=example.com; Expires=Wed, 21 Oct 2037 07:28:00 GMT",
            ],
            responseURL: try url("https://www.example.com/list/playlist.m3u8"))
        XCTAssertEqual(cookies.map(\.name), ["session", "pref", "wide"])
        XCTAssertEqual(cookies[0].domain, "www.example.com", "host-only on the response's host")
        XCTAssertEqual(cookies[0].path, "/", "SkipWeb's default path, not the response's folder")
        XCTAssertTrue(cookies[0].isHTTPOnly)
        XCTAssertNil(cookies[0].expires, "a session cookie")
        XCTAssertEqual(cookies[1].value, "1")
        XCTAssertEqual(cookies[1].path, "/app")
        XCTAssertTrue(cookies[1].isSecure)
        let expires = try XCTUnwrap(cookies[1].expires)
        XCTAssertGreaterThanOrEqual(expires.timeIntervalSince(before), 3600)
        XCTAssertEqual(cookies[2].domain, ".example.com", "Domain= covers subdomains")
        XCTAssertNil(cookies[2].expires, "Expires= is not read, as in SkipWeb")
    }
}
