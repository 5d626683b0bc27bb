import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// `cookies(for:)`, `cookieHeader(for:)`, `setCookie`, `applySetCookieHeaders`, `clearCookies`.
final class CookieAPITests: XCTestCase {
    func testASetCookieKeepsEveryFieldAndIsSentByThePage() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            let expires = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 3600).rounded(.down))
            let full = WebCookie(
                name: "full", value: "v a l", domain: "127.0.0.1", path: "/echo-cookies", expires: expires,
                isSecure: false, isHTTPOnly: true)
            try await engine.setCookie(full)
            let read = await engine.cookies(for: server.url("/echo-cookies"))
            XCTAssertEqual(read, [full])
            let elsewhere = await engine.cookies(for: server.url("/page/other"))
            XCTAssertEqual(elsewhere, [], "the path limits where it goes")
            let sent = try await engine.serverSeenCookies(server)
            XCTAssertEqual(sent, "full=v a l")
        }
    }

    func testACookieWithoutDomainIsHostOnlyForTheRequestURLAndDefaultsToRootPathAndSession() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.setCookie(WebCookie(name: "host", value: "only"), requestURL: server.url("/deep/page"))
            let read = await engine.cookies(for: server.url("/"))
            XCTAssertEqual(read, [WebCookie(name: "host", value: "only", domain: "127.0.0.1", path: "/")])
            let otherHost = await engine.cookies(for: server.url("/", host: "localhost"))
            XCTAssertEqual(otherHost, [])
            try await engine.setCookie(
                WebCookie(name: "rel", value: "1", path: "relative"), requestURL: server.url("/"))
            let relative = await engine.cookies(for: server.url("/relative"))
            XCTAssertEqual(relative.first { $0.name == "rel" }?.path, "/relative", "a path without / gets one")
        }
    }

    func testDomainCookiesReachSubdomainsAndHostOnlyCookiesDoNot() {
        runOnMainLoop {
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.setCookie(WebCookie(name: "wide", value: "1", domain: ".example.test"))
            try await engine.setCookie(WebCookie(name: "narrow", value: "1", domain: "example.test"))
            let apex = await engine.cookiePairs(URL(string: "http://example.test/")!)
            XCTAssertEqual(apex, ["narrow=1", "wide=1"])
            let sub = await engine.cookiePairs(URL(string: "http://www.example.test/x")!)
            XCTAssertEqual(sub, ["wide=1"])
            let other = await engine.cookiePairs(URL(string: "http://example.org/")!)
            XCTAssertEqual(other, [])
            let sibling = await engine.cookiePairs(URL(string: "http://notexample.test/")!)
            XCTAssertEqual(sibling, [])
        }
    }

    func testPathMatchingFollowsPathBoundaries() {
        runOnMainLoop {
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.setCookie(WebCookie(name: "shop", value: "1", domain: "example.test", path: "/shop"))
            for (path, expected) in [("/shop", ["shop=1"]), ("/shop/cart", ["shop=1"]), ("/", []), ("/shopping", [])] {
                let seen = await engine.cookiePairs(URL(string: "http://example.test\(path)")!)
                XCTAssertEqual(seen, expected, path)
            }
        }
    }

    func testHttpOnlyCookiesAreHiddenFromDocumentCookieButReturnedAndSent() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.load(
                url: ProfileTesting.setCookieURL(server, ["hidden=1; HttpOnly; Path=/", "shown=2; Path=/"]))
            let page = try await engine.documentCookie()
            XCTAssertEqual(page, "shown=2")
            let stored = await engine.cookies(for: server.url("/"))
            XCTAssertEqual(stored.map(\.name).sorted(), ["hidden", "shown"])
            XCTAssertEqual(stored.first { $0.name == "hidden" }?.isHTTPOnly, true)
            XCTAssertEqual(stored.first { $0.name == "shown" }?.isHTTPOnly, false)
            let sent = try await engine.serverSeenCookies(server)
            XCTAssertEqual(
                sent.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.sorted(),
                ["hidden=1", "shown=2"])
            _ = try await engine.evaluate(js: "document.cookie = 'hidden=overwritten; path=/'")
            let afterScript = await engine.cookiePairs(server.url("/"))
            XCTAssertEqual(afterScript, ["hidden=1", "shown=2"], "a script cannot overwrite an HttpOnly cookie")
        }
    }

    func testSecureCookiesAreReturnedForHTTPSOnly() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.setCookie(WebCookie(name: "secure", value: "1", domain: "127.0.0.1", isSecure: true))
            try await engine.setCookie(WebCookie(name: "plain", value: "1", domain: "127.0.0.1"))
            let overHTTP = await engine.cookiePairs(server.url("/"))
            XCTAssertEqual(overHTTP, ["plain=1"])
            let header = await engine.cookieHeader(for: server.url("/"))
            XCTAssertEqual(header, "plain=1")
            let https = URL(string: "https://127.0.0.1:\(server.port)/")!
            let overHTTPS = await engine.cookies(for: https)
            XCTAssertEqual(overHTTPS.map(\.name).sorted(), ["plain", "secure"])
            XCTAssertEqual(overHTTPS.first { $0.name == "secure" }?.isSecure, true)
            let sent = try await engine.serverSeenCookies(server)
            XCTAssertEqual(sent, "plain=1", "the page over http: does not send it either")
        }
    }

    func testExpiredCookiesAreNotReturned() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let origin = server.url("/")
            let engine = ProfileTesting.engine(.ephemeral)
            try await engine.setCookie(
                WebCookie(name: "stale", value: "1", expires: Date().addingTimeInterval(-60)), requestURL: origin)
            try await engine.setCookie(
                WebCookie(name: "live", value: "1", expires: Date().addingTimeInterval(3600)), requestURL: origin)
            let first = await engine.cookiePairs(origin)
            XCTAssertEqual(first, ["live=1"])
            // Expired a moment ago, within the current second.
            try await engine.setCookie(
                WebCookie(name: "live", value: "1", expires: Date().addingTimeInterval(-0.001)), requestURL: origin)
            let afterExpiry = await engine.cookies(for: origin)
            XCTAssertEqual(afterExpiry, [], "a copy that has just expired ends the live cookie")
            try await engine.load(
                url: ProfileTesting.setCookieURL(
                    server,
                    [
                        "gone=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/", "zero=1; Max-Age=0; Path=/",
                        "kept=1; Path=/",
                    ]))
            let fromServer = await engine.cookiePairs(origin)
            XCTAssertEqual(fromServer, ["kept=1"])
            let page = try await engine.documentCookie()
            XCTAssertEqual(page, "kept=1")
        }
    }

    func testCookieHeaderJoinsTheMatchingCookiesOrIsNil() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            let none = await engine.cookieHeader(for: server.url("/"))
            XCTAssertNil(none)
            try await engine.setCookie(WebCookie(name: "a", value: "1"), requestURL: server.url("/"))
            try await engine.setCookie(WebCookie(name: "b", value: "2", path: "/b"), requestURL: server.url("/"))
            let header = await engine.cookieHeader(for: server.url("/b/page"))
            XCTAssertEqual(header, "b=2; a=1", "longer paths first, as in a request")
            let unreadable = await engine.cookieHeader(for: URL(string: "file:///tmp/x")!)
            XCTAssertNil(unreadable)
        }
    }

    func testSetCookieRefusesWhatAHeaderCannotCarry() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let origin = server.url("/")
            let engine = ProfileTesting.engine(.ephemeral)
            let cases: [(WebCookie, URL?, WebCookieError)] = [
                (WebCookie(name: "a", value: "1"), nil, .missingCookieDomain),
                (WebCookie(name: "a", value: "1", domain: "  "), URL(string: "file:///tmp/x"), .missingCookieDomain),
                (WebCookie(name: "a", value: "1"), URL(string: "about:blank"), .missingCookieDomain),
                (WebCookie(name: "", value: "1"), origin, .invalidCookieName),
                (WebCookie(name: "a=b", value: "1"), origin, .invalidCookieName),
                (WebCookie(name: "a b", value: "1"), origin, .invalidCookieName),
                (WebCookie(name: "a;b", value: "1"), origin, .invalidCookieName),
                (WebCookie(name: "a\u{1}", value: "1"), origin, .invalidCookieName),
                (WebCookie(name: "a", value: "x;y"), origin, .invalidCookie),
                (WebCookie(name: "a", value: "x\ny"), origin, .invalidCookie),
                (WebCookie(name: "a", value: "1", domain: "bad domain"), origin, .invalidCookie),
                (WebCookie(name: "a", value: "1", domain: "evil.test/path"), origin, .invalidCookie),
                (WebCookie(name: "a", value: "1", path: "/a;b"), origin, .invalidCookie),
            ]
            for (cookie, requestURL, expected) in cases {
                do {
                    try await engine.setCookie(cookie, requestURL: requestURL)
                    XCTFail("\(cookie) should be refused with \(expected)")
                } catch {
                    XCTAssertEqual(error as? WebCookieError, expected, "\(cookie)")
                }
            }
            let stored = await engine.cookies(for: origin)
            XCTAssertEqual(stored, [], "nothing was stored")
        }
    }

    func testSetCookieRefusesPublicSuffixesAndMalformedDomainsButTakesHostOnlyIPAddresses() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let origin = server.url("/")
            let engine = ProfileTesting.engine(.ephemeral)
            let cases: [(String, WebCookieDomainError)] = [
                ("com", .publicSuffix("com")), (".com", .publicSuffix(".com")),
                ("co.uk", .publicSuffix("co.uk")), ("github.io", .publicSuffix("github.io")),
                ("..com", .malformed("..com")), ("..", .malformed("..")),
                (".", .malformed(".")), ("a..b", .malformed("a..b")),
                ("example.com.", .malformed("example.com.")),
                (".127.0.0.1", .malformed(".127.0.0.1")),
            ]
            for (domain, expected) in cases {
                do {
                    try await engine.setCookie(WebCookie(name: "super", value: "1", domain: domain), requestURL: origin)
                    XCTFail("a cookie for \(domain.debugDescription) should be refused with \(expected)")
                } catch {
                    XCTAssertEqual(error as? WebCookieDomainError, expected, domain.debugDescription)
                }
            }
            let applied = try await engine.applySetCookieHeadersReturningCookies(
                ["super=1; Domain=com", "dots=1; Domain=..com", "fine=1"], for: URL(string: "http://shop.example.com/")!
            )
            XCTAssertEqual(
                applied.map(\.name), ["fine"], "headers for a public suffix or a malformed domain are skipped")

            try await engine.setCookie(WebCookie(name: "ip", value: "1", domain: "127.0.0.1"), requestURL: origin)
            try await engine.setCookie(WebCookie(name: "sub", value: "1", domain: ".shop.example.com"))
            let forIP = await engine.cookies(for: origin)
            XCTAssertEqual(forIP.map(\.name), ["ip"], "an IP address takes a host-only cookie")
            let forShop = await engine.cookies(for: URL(string: "http://a.shop.example.com/")!)
            XCTAssertEqual(forShop.map(\.name), ["sub"], "a registrable domain takes a domain cookie")
            let forCom = await engine.cookies(for: URL(string: "http://other.com/")!)
            XCTAssertEqual(forCom, [], "no cookie reached an unrelated .com site")
        }
    }

    func testApplySetCookieHeadersAppliesTheValidHeadersAndSkipsTheRest() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.ephemeral)
            let response = server.url("/dir/page")
            let applied = try await engine.applySetCookieHeadersReturningCookies(
                [
                    "good=1; Path=/", "", "   ", "no-equals-sign", "=nameless", "; Path=/",
                    "foreign=1; Domain=example.com",
                    "defaulted=2; HttpOnly",
                ],
                for: response)
            XCTAssertEqual(applied.map(\.name), ["good", "defaulted"])
            let root = await engine.cookiePairs(server.url("/"))
            XCTAssertEqual(root, ["good=1"])
            let inDir = await engine.cookies(for: server.url("/dir/other"))
            let defaulted = inDir.first { $0.name == "defaulted" }
            XCTAssertEqual(defaulted?.path, "/dir", "the default path is the response path's folder")
            XCTAssertEqual(defaulted?.domain, "127.0.0.1")
            XCTAssertEqual(defaulted?.isHTTPOnly, true)
            let foreign = await engine.cookies(for: URL(string: "http://example.com/")!)
            XCTAssertEqual(foreign, [], "a cookie for a domain the response does not belong to is skipped")
        }
    }

    func testApplySetCookieHeadersNeedsAResponseHost() {
        runOnMainLoop {
            let engine = ProfileTesting.engine(.ephemeral)
            do {
                try await engine.applySetCookieHeaders(
                    ["a=1; Domain=example.test"], for: URL(string: "file:///tmp/page")!)
                XCTFail("expected missingCookieDomain")
            } catch {
                XCTAssertEqual(error as? WebCookieError, .missingCookieDomain)
            }
        }
    }

    func testClearCookiesEmptiesTheStoreOfEveryEngineSharingIt() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let id = "clear-cookies-\(UUID().uuidString)"
            let first = ProfileTesting.engine(.ephemeralSession(id))
            let second = ProfileTesting.engine(.ephemeralSession(id))
            try await first.load(
                url: ProfileTesting.setCookieURL(server, ["one=1; Path=/", "two=2; Path=/; HttpOnly"]))
            let before = await second.cookiePairs(server.url("/"))
            XCTAssertEqual(before, ["one=1", "two=2"])
            await second.clearCookies()
            let after = await first.cookies(for: server.url("/"))
            XCTAssertEqual(after, [])
            let sent = try await first.serverSeenCookies(server)
            XCTAssertEqual(sent, "")
            try await WebEngine.clearEphemeralSessionProfile(identifier: id)
        }
    }
}
