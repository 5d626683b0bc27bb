import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// The navigator's cookie and site-data calls reach the bound engine's store.
final class WebViewNavigatorWebsiteDataTests: XCTestCase {
    func testNavigatorCookieCallsReachTheEnginesStore() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let url = server.url("/page/navigator-cookies")
            let unbound = WebViewNavigator()
            let noCookies = await unbound.cookies(for: url)
            XCTAssertEqual(noCookies, [])
            do {
                try await unbound.setCookie(WebCookie(name: "a", value: "1"), requestURL: url)
                XCTFail("an unbound navigator must throw")
            } catch let error as WebViewNavigatorError {
                XCTAssertEqual(error, .noEngine)
            }

            let view = WebView(configuration: WebEngineConfiguration(profile: .ephemeral))
            try await view.navigator.setCookie(WebCookie(name: "session", value: "abc"), requestURL: url)
            try await view.navigator.applySetCookieHeaders(["pref=1; Path=/"], for: url)
            let header = await view.navigator.cookieHeader(for: url)
            XCTAssertEqual(
                header?.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.sorted(),
                ["pref=1", "session=abc"])
            try await view.navigator.loadOrThrow(url: server.url("/echo-cookies"))
            XCTAssertEqual(server.requests(for: "/echo-cookies").last?.headers["cookie"]?.contains("session=abc"), true)
            await view.navigator.clearCookies()
            let after = await view.navigator.cookies(for: url)
            XCTAssertEqual(after, [])
            _ = try await view.navigator.evaluateJavaScript("localStorage.setItem('navigator', 'stored')")
            try await view.navigator.removeData(ofTypes: [.localStorage, .diskCache], modifiedSince: .distantPast)
            try await view.navigator.loadOrThrow(url: server.url("/echo-cookies"))
            let stored = try await view.navigator.evaluateJavaScript("localStorage.getItem('navigator')")
            XCTAssertEqual(stored, "null", "removeData reached the engine's store")
        }
    }
}
