import Foundation
import SkipWeb
import XCTest

/// Code written for SkipWeb builds with `import SkipWeb` alone: this file imports no GtkWeb module, so
/// it compiles only while SkipWeb re-exports the API. The test runs that code once.
final class SkipWebImportTests: XCTestCase {
    func testCodeThatImportsOnlySkipWebBuildsAndRuns() {
        MainActor.assumeIsolated {
            let configuration = SkipWebStyleCode.configuration()
            XCTAssertEqual(configuration.customUserAgent, "SkipWebApp/1")
            XCTAssertEqual(configuration.profile, .named("skipweb-app"))
            XCTAssertEqual(configuration.contentBlockers?.ruleListPaths, ["rules/default.json"])
            XCTAssertEqual(SkipWebStyleCode.describe(WebLoadError(kind: .policy, message: "no")), "refused")
            XCTAssertNil(SkipWebStyleCode.navigator().webEngine)
        }
    }
}

/// What an app written against SkipWeb's API looks like.
@MainActor
private enum SkipWebStyleCode {
    final class Delegate: SkipWebNavigationDelegate, WebViewScriptMessageDelegate {
        var finished = 0
        func webEngineDidFinishNavigation(_ webEngine: WebEngine) { finished += 1 }
        func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool { url.scheme == "mailto" }
        func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {}
    }

    static func configuration() -> WebEngineConfiguration {
        let delegate = Delegate()
        return WebEngineConfiguration(
            javaScriptEnabled: true, customUserAgent: "SkipWebApp/1", profile: .named("skipweb-app"),
            userScripts: [
                WebViewUserScript(
                    source: "window.ready = true", injectionTime: .atDocumentStart, forMainFrameOnly: true)
            ],
            scriptMessageHandlerNames: ["native"], scriptMessageDelegate: delegate, navigationDelegate: delegate,
            contentBlockers: WebContentBlockerConfiguration(iOSRuleListPaths: ["rules/default.json"]))
    }

    static func navigator() -> WebViewNavigator { WebViewNavigator(initialURL: URL(string: "https://example.org")) }

    static func describe(_ error: WebLoadError) -> String {
        switch error.kind {
        case .cancelled: "cancelled"
        case .policy, .contentBlocked: "refused"
        default: error.message
        }
    }
}
