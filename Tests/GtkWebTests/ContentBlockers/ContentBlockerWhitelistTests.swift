import Foundation
import XCTest

@testable import GtkWeb

/// Whitelist semantics, the rules injected for them, and the effective content that keys the cache.
/// Pure logic: no WebKit.
final class ContentBlockerWhitelistTests: XCTestCase {
    func testEntriesAreTrimmedLowercasedDeduplicatedAndSorted() {
        let blockers = WebContentBlockerConfiguration(
            whitelistedDomains: [" Example.com ", "*.Example.com", "example.com", "", "b.org"],
            popupWhitelistedSourceDomains: ["WWW.Site.test", "\tsite.test\n"])
        XCTAssertEqual(blockers.normalizedWhitelistedDomains, ["*.example.com", "b.org", "example.com"])
        XCTAssertEqual(blockers.normalizedPopupWhitelistedSourceDomains, ["site.test", "www.site.test"])
        XCTAssertEqual(blockers.domainEntryErrors, [])
    }

    func testEntriesThatAreNotHostNamesAreDroppedWithAReason() {
        let blockers = WebContentBlockerConfiguration(
            whitelistedDomains: [
                "http://x", "*.", "a b", "*", "*example.com", "ex..ample.com", "exämple.com", "x/y", "ok.com",
            ],
            popupWhitelistedSourceDomains: ["https://site.test/path", "http://x"])
        XCTAssertEqual(blockers.normalizedWhitelistedDomains, ["ok.com"])
        XCTAssertEqual(blockers.normalizedPopupWhitelistedSourceDomains, [])
        XCTAssertEqual(
            blockers.domainEntryErrors,
            [
                .invalidWhitelistedDomain(entry: "http://x", reason: "a host name is expected, not a URL"),
                .invalidWhitelistedDomain(entry: "*.", reason: "'*.' needs a domain after it"),
                .invalidWhitelistedDomain(entry: "a b", reason: "a host name cannot contain spaces"),
                .invalidWhitelistedDomain(entry: "*", reason: "only a leading '*.' is allowed, as in *.example.com"),
                .invalidWhitelistedDomain(
                    entry: "*example.com", reason: "only a leading '*.' is allowed, as in *.example.com"),
                .invalidWhitelistedDomain(
                    entry: "ex..ample.com", reason: "empty label (a leading, trailing or double dot)"),
                .invalidWhitelistedDomain(
                    entry: "exämple.com", reason: "international names must be written in punycode (xn--…)"),
                .invalidWhitelistedDomain(entry: "x/y", reason: "a host name is expected, not a URL"),
                .invalidPopupWhitelistedSourceDomain(
                    entry: "https://site.test/path", reason: "a host name is expected, not a URL"),
                .invalidPopupWhitelistedSourceDomain(entry: "http://x", reason: "a host name is expected, not a URL"),
            ])
    }

    func testExactEntryMatchesOnlyThatHostAndWildcardOnlySubdomains() {
        let blockers = WebContentBlockerConfiguration(whitelistedDomains: ["example.com", "*.example.org"])
        XCTAssertTrue(blockers.isWhitelisted(host: "example.com"))
        XCTAssertTrue(blockers.isWhitelisted(host: "EXAMPLE.com."))
        XCTAssertFalse(blockers.isWhitelisted(host: "www.example.com"))
        XCTAssertFalse(blockers.isWhitelisted(host: "otherexample.com"))
        XCTAssertTrue(blockers.isWhitelisted(host: "news.example.org"))
        XCTAssertTrue(blockers.isWhitelisted(host: "deep.news.example.org"))
        XCTAssertFalse(blockers.isWhitelisted(host: "example.org"))
        XCTAssertFalse(blockers.isWhitelisted(host: "badexample.org"))
        XCTAssertFalse(blockers.isWhitelisted(host: ""))
    }

    func testPopupWhitelistIsSiteLevelForBareEntriesAndSubdomainsOnlyForWildcards() {
        let blockers = WebContentBlockerConfiguration(
            whitelistedDomains: ["page.test"], popupWhitelistedSourceDomains: ["example.com", "*.example.org"])
        XCTAssertTrue(blockers.allowsUnblockedPopup(fromSourceHost: "example.com"))
        XCTAssertTrue(blockers.allowsUnblockedPopup(fromSourceHost: "www.example.com"))
        XCTAssertTrue(blockers.allowsUnblockedPopup(fromSourceHost: "a.b.example.com"))
        XCTAssertFalse(blockers.allowsUnblockedPopup(fromSourceHost: "notexample.com"))
        XCTAssertTrue(blockers.allowsUnblockedPopup(fromSourceHost: "www.example.org"))
        XCTAssertFalse(blockers.allowsUnblockedPopup(fromSourceHost: "example.org"))
        XCTAssertFalse(
            blockers.allowsUnblockedPopup(fromSourceHost: "page.test"), "the page whitelist is not a popup whitelist")
        XCTAssertFalse(blockers.isWhitelisted(host: "example.com"), "the popup whitelist is not a page whitelist")
    }

    func testInjectedRulesUseIfDomainForHostsAndTopURLPatternsForSubdomainsAndPopups() throws {
        let whitelist = DomainEntry.normalize(["a.test", "*.b.test", "c.test"], field: .whitelist).entries
        let popups = DomainEntry.normalize(["p.test", "*.q.test"], field: .popupWhitelist).entries
        let json = InjectedWhitelistRules.json(whitelist: whitelist, popupWhitelist: popups)
        let rules = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [[String: [String: Any]]]
        XCTAssertEqual(rules?.count, 3)
        XCTAssertEqual(rules?[0]["trigger"]?["if-domain"] as? [String], ["a.test", "c.test"])
        XCTAssertEqual(
            rules?[1]["trigger"]?["if-top-url"] as? [String], [#"^[^:]+://+([^/]*@)?[^/:@]+\.b\.test(:[0-9]+)?/"#])
        XCTAssertEqual(
            rules?[2]["trigger"]?["if-top-url"] as? [String],
            [#"^[^:]+://+([^/]*@)?[^/:@]+\.q\.test(:[0-9]+)?/"#, #"^[^:]+://+([^/]*@)?([^/:@]+\.)?p\.test(:[0-9]+)?/"#])
        XCTAssertEqual(rules?[2]["trigger"]?["resource-type"] as? [String], ["popup"])
        for rule in rules ?? [] {
            XCTAssertEqual(rule["action"]?["type"] as? String, "ignore-previous-rules")
            XCTAssertEqual(rule["trigger"]?["url-filter"] as? String, ".*")
        }
        XCTAssertEqual(InjectedWhitelistRules.json(whitelist: [], popupWhitelist: []), "")
    }

    func testTopURLPatternsMatchTheIntendedPagesOnly() throws {
        let wildcard = try NSRegularExpression(
            pattern: InjectedWhitelistRules.topURLPattern(
                for: DomainEntry(host: "example.com", isWildcard: true), siteLevel: false))
        let site = try NSRegularExpression(
            pattern: InjectedWhitelistRules.topURLPattern(
                for: DomainEntry(host: "example.com", isWildcard: false), siteLevel: true))
        func matches(_ regex: NSRegularExpression, _ url: String) -> Bool {
            regex.firstMatch(in: url, range: NSRange(url.startIndex..., in: url)) != nil
        }
        XCTAssertTrue(matches(wildcard, "https://www.example.com/"))
        XCTAssertTrue(matches(wildcard, "http://a.b.example.com:8080/x?y"))
        XCTAssertTrue(matches(wildcard, "https://user:pw@www.example.com/"))
        XCTAssertFalse(matches(wildcard, "https://example.com/"))
        XCTAssertFalse(matches(wildcard, "https://www.example.com.evil.test/"))
        XCTAssertFalse(matches(wildcard, "https://www.example.com:80@evil.test/"))
        XCTAssertFalse(matches(wildcard, "https://evil.test/www.example.com/"))
        XCTAssertTrue(matches(site, "https://example.com/"))
        XCTAssertTrue(matches(site, "https://www.example.com/"))
        XCTAssertFalse(matches(site, "https://notexample.com/"))
    }

    func testWhitelistRulesAreSplicedIntoTheListInMemoryOnly() throws {
        let file = Data(" [ {\"trigger\":{\"url-filter\":\"ad\"},\"action\":{\"type\":\"block\"}} ]\n".utf8)
        XCTAssertEqual(
            String(decoding: Self.source(file, injected: #"{"rule":1}"#).effectiveSource, as: UTF8.self),
            " [ {\"trigger\":{\"url-filter\":\"ad\"},\"action\":{\"type\":\"block\"}} ,{\"rule\":1}]\n")
        let object = Data(#"{"not":"an array"}"#.utf8)
        XCTAssertEqual(
            Self.source(object, injected: #"{"rule":1}"#).effectiveSource, object,
            "a file that is not an array goes to WebKit as it is")
    }

    func testEmptyArrayDetection() {
        XCTAssertTrue(RuleListSource.isEmptyArray(Data("[]".utf8)))
        XCTAssertTrue(RuleListSource.isEmptyArray(Data(" \n[ \t\r\n]\n".utf8)))
        XCTAssertFalse(RuleListSource.isEmptyArray(Data("".utf8)))
        XCTAssertFalse(RuleListSource.isEmptyArray(Data("[{}]".utf8)))
        XCTAssertFalse(RuleListSource.isEmptyArray(Data("[] x".utf8)))
    }

    func testIdentifierDependsOnTheFileAndTheInjectedRules() {
        let file = Data("[1]".utf8)
        let plain = Self.source(file, injected: "").identifier
        XCTAssertEqual(plain, Self.source(file, injected: "").identifier)
        XCTAssertTrue(plain.hasPrefix("gtkweb-"))
        XCTAssertEqual(plain.count, "gtkweb-".count + 64)
        XCTAssertNotEqual(plain, Self.source(Data("[2]".utf8), injected: "").identifier)
        XCTAssertNotEqual(plain, Self.source(file, injected: "{}").identifier)
        XCTAssertEqual(
            ContentDigest.sha256Hex([Data("abc".utf8)]),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    private static func source(_ bytes: Data, injected: String) -> RuleListSource {
        RuleListSource(
            path: "/list.json", fileBytes: bytes,
            digest: ListDigest(
                stamp: nil, sha256: ContentDigest.sha256Hex([bytes]), isEmptyList: RuleListSource.isEmptyArray(bytes)),
            injectedRules: injected)
    }

    func testIOSRuleListPathsIsAnAliasAndAndroidModeIsAccepted() {
        struct Provider: AndroidContentBlockingProvider {}
        var blockers = WebContentBlockerConfiguration(iOSRuleListPaths: ["/a.json"], androidMode: .custom(Provider()))
        XCTAssertEqual(blockers.ruleListPaths, ["/a.json"])
        blockers.iOSRuleListPaths.append("/b.json")
        XCTAssertEqual(blockers.ruleListPaths, ["/a.json", "/b.json"])
    }
}
