import Foundation
import XCTest

@testable import SkipWeb

/// The other internals SkipWeb's own tests reach through `@testable import SkipWeb`.
final class InternalHelperTests: XCTestCase {
    func testHandlerNamesJoinTheModernAndTheDeprecatedLists() {
        let config = WebEngineConfiguration(
            scriptMessageHandlerNames: ["modern"], messageHandlers: ["legacy": { _ in }])
        XCTAssertEqual(config.scriptMessageHandlerNameSet, ["modern"])
        XCTAssertEqual(config.allRegisteredMessageHandlerNames, ["modern", "legacy"])
    }

    @MainActor
    func testAndroidRemovalBucketsCollapseTheTypesIntoThreeStores() {
        XCTAssertEqual(
            WebEngine.androidRemovalBucketNames(for: Set(WebSiteDataType.allCases)), ["cookies", "cache", "storage"])
        XCTAssertEqual(WebEngine.androidRemovalBucketNames(for: [.memoryCache, .diskCache]), ["cache"])
        XCTAssertEqual(
            WebEngine.androidRemovalBucketNames(for: [.indexedDBDatabases, .cookies]), ["storage", "cookies"])
        XCTAssertEqual(WebEngine.androidRemovalBucketNames(for: []), [])
    }

    func testProfilePolicyRefusesBlankAndReservedNamesAndKnowsAndroidsLimits() {
        XCTAssertNil(WebProfilePolicy.validationError(for: .default))
        XCTAssertNil(WebProfilePolicy.validationError(for: .named("work")))
        XCTAssertEqual(WebProfilePolicy.validationError(for: .named(" ")), .invalidProfileName)
        XCTAssertEqual(WebProfilePolicy.validationError(for: .named("Default")), .invalidProfileName)
        XCTAssertNil(WebProfilePolicy.androidSupportError(for: .default, isMultiProfileFeatureSupported: false))
        XCTAssertEqual(
            WebProfilePolicy.androidSupportError(for: .named("work"), isMultiProfileFeatureSupported: false),
            .unsupportedOnAndroid)
        XCTAssertNil(WebProfilePolicy.androidSupportError(for: .ephemeral, isMultiProfileFeatureSupported: true))
        XCTAssertEqual(
            WebProfilePolicy.androidSupportError(for: .named(""), isMultiProfileFeatureSupported: true),
            .invalidProfileName, "validation comes first")
    }

    func testWhitelistHelpersNormalizeAndMatchExactAndSubdomainEntries() {
        let domains = WebContentBlockerConfiguration.normalizedWhitelistedDomains(
            from: [" Example.com ", "*.Example.NET", "example.com", ""])
        XCTAssertEqual(domains, ["*.example.net", "example.com"])
        XCTAssertTrue(WebContentBlockerConfiguration.matchesWhitelistedDomain("EXAMPLE.com", in: domains))
        XCTAssertFalse(WebContentBlockerConfiguration.matchesWhitelistedDomain("www.example.com", in: domains))
        XCTAssertTrue(WebContentBlockerConfiguration.matchesWhitelistedDomain("a.b.example.net", in: domains))
        XCTAssertFalse(WebContentBlockerConfiguration.matchesWhitelistedDomain("example.net", in: domains))
        XCTAssertFalse(WebContentBlockerConfiguration.matchesWhitelistedDomain(nil, in: domains))
    }

    private struct Blocking: AndroidContentBlockingProvider {
        func requestDecision(for request: AndroidBlockableRequest) -> AndroidRequestBlockDecision { .block }
        func navigationCosmeticRules(for page: AndroidPageContext) -> [AndroidCosmeticRule] {
            [AndroidCosmeticRule(hiddenSelectors: [".ad"])]
        }
    }

    func testTheEffectiveAndroidProviderAllowsWhitelistedPagesAndKeepsCosmetics() throws {
        XCTAssertNil(WebContentBlockerConfiguration().effectiveAndroidProvider)
        let provider = try XCTUnwrap(
            WebContentBlockerConfiguration(whitelistedDomains: ["example.com"], androidMode: .custom(Blocking()))
                .effectiveAndroidProvider)
        let script = try XCTUnwrap(URL(string: "https://ads.example.org/a.js"))
        let page = try XCTUnwrap(URL(string: "https://example.com/article"))
        let other = try XCTUnwrap(URL(string: "https://other.org/"))
        func decide(_ url: URL, page: URL?, mainFrame: Bool) -> AndroidRequestBlockDecision {
            provider.requestDecision(
                for: AndroidBlockableRequest(
                    url: url, mainDocumentURL: page, method: "GET", isForMainFrame: mainFrame, hasGesture: false))
        }
        XCTAssertEqual(decide(script, page: page, mainFrame: false), .allow)
        XCTAssertEqual(decide(page, page: nil, mainFrame: true), .allow)
        XCTAssertEqual(decide(script, page: other, mainFrame: false), .block)
        XCTAssertEqual(decide(page, page: nil, mainFrame: false), .block, "a subframe is judged by its page")
        XCTAssertEqual(provider.navigationCosmeticRules(for: AndroidPageContext(url: page)).count, 1)
    }
}
