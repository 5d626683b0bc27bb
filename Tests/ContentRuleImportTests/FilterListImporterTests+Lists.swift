import ContentRuleImport
import Foundation
import XCTest

/// Whole lists: the sample fixture, the JSON output and the checked-in rule lists.
extension FilterListImporterTests {
    // MARK: - The sample list

    func testSampleListConvertsToExpectedRules() throws {
        let conversion = convert(try fixture("sample-filters.txt"))
        // The hiding rules (documents only, as $generichide and $elemhide cancel them on the page's load).
        let expected: [Rule] = [
            Rule(
                trigger: Trigger(urlFilter: ".*", unlessDomain: ["*news.example"], resourceType: [.document]),
                action: .cssDisplayNone(".ad-banner")),
            Rule(
                trigger: Trigger(urlFilter: ".*", resourceType: [.document]),
                action: .cssDisplayNone(#"div[id^="sponsored-"],.adsbygoogle"#)),
            Rule(
                trigger: Trigger(urlFilter: ".*", unlessDomain: ["*forum.example"], resourceType: [.document]),
                action: .cssDisplayNone(".text-ad")),
            Rule(
                trigger: Trigger(urlFilter: ".*", ifDomain: ["*news.example"], resourceType: [.topDocument]),
                action: .ignorePreviousRules),
            Rule(
                trigger: Trigger(urlFilter: Self.hostPrefix + #"news\.example[/:]"#, resourceType: [.document]),
                action: .cssDisplayNone(".sidebar-promo")),
            Rule(
                trigger: Trigger(urlFilter: ".*", ifDomain: ["*blog.example"], resourceType: [.topDocument]),
                action: .ignorePreviousRules),
        ]
        let firstHiding = try XCTUnwrap(conversion.rules.firstIndex { $0.action.type == .cssDisplayNone })
        XCTAssertEqual(Array(conversion.rules[firstHiding...].prefix(expected.count)), expected)
        XCTAssertEqual(conversion.rules.filter { $0 == Self.topLevelPass }.count, 1)
        XCTAssertLessThan(try XCTUnwrap(conversion.rules.firstIndex(of: Self.topLevelPass)), firstHiding)

        let blocks = conversion.rules.filter { $0.action == .block }.map(\.trigger.urlFilter)
        XCTAssertEqual(
            blocks,
            [
                Self.hostPrefix + #"adserver\.example[/:]"#,
                Self.hostPrefix + #"track\.example-metrics\.net[/:]"#,
                Self.hostPrefix + #"cdn\.adnetwork\.test/serve/.*\.js"#,
                Self.hostPrefix + #"pixel\.example-analytics\.com[/:]"#,
                Self.hostPrefix + #"widgets\.example-social\.com/button"#,
                Self.hostPrefix + #"beacons\.example-stats\.org[/:]"#,
                Self.hostPrefix + #"fonts\.adserver\.example/Tracker\.woff2"#,
                "/ad-banner/",
                #"-advert-300x250\."#,
                "&ad_slot=",
                #"^https://ads\."#,
                #"\.com/adframe\."#,
                #"/tracking\.js$"#,
                "_sponsor([^a-zA-Z0-9_.%-].*)?$",
                "/promo/.*/popunder([^a-zA-Z0-9_.%-].*)?$",
                #"/Tracking/Pixel\.gif"#,
                #"^https?://cdn[0-9]+\.adhost\.example/"#,
                Self.hostPrefix + #"popads\.example[/:]"#,
            ])
        XCTAssertEqual(conversion.rules.suffix(2).map(\.action.type), [.ignorePreviousRules, .ignorePreviousRules])
        XCTAssertEqual(conversion.rules.last?.trigger.ifDomain, ["*shop.example"], "$document comes last")
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [27, 28, 42, 43, 46, 47, 48, 49])
        XCTAssertEqual(conversion.cosmeticFilters.filters.count, 1, "line 45, #?# with :-abp-contains")
        for skipped in conversion.skipped {
            XCTAssertFalse(skipped.reason.isEmpty, "line \(skipped.lineNumber) has no reason")
            XCTAssertFalse(skipped.line.isEmpty)
        }
    }

    func testEveryEmittedURLFilterStaysInWebKitsRegexSubset() throws {
        let conversion = convert(try fixture("sample-filters.txt"))
        XCTAssertFalse(conversion.rules.isEmpty)
        for rule in conversion.rules {
            assertWithinWebKitSubset(rule.trigger.urlFilter)
            for domain in (rule.trigger.ifDomain ?? []) + (rule.trigger.unlessDomain ?? []) {
                XCTAssertEqual(domain, domain.lowercased())
                XCTAssertTrue(domain.unicodeScalars.allSatisfy(\.isASCII))
            }
            XCTAssertFalse(rule.trigger.ifDomain != nil && rule.trigger.unlessDomain != nil, "one condition only")
        }
    }

    // MARK: - JSON

    func testJSONRoundTripsThroughJSONSerializationAsAnArray() throws {
        let conversion = convert(try fixture("sample-filters.txt"))
        let object = try JSONSerialization.jsonObject(with: Data(conversion.json().utf8))
        let array = try XCTUnwrap(object as? [[String: Any]])
        XCTAssertEqual(array.count, conversion.rules.count)
        let first = try XCTUnwrap(array.first)
        XCTAssertNotNil((first["trigger"] as? [String: Any])?["url-filter"] as? String)
        XCTAssertNotNil((first["action"] as? [String: Any])?["type"] as? String)

        let decoded = try JSONDecoder().decode([Rule].self, from: Data(conversion.json().utf8))
        XCTAssertEqual(decoded, conversion.rules)
    }

    func testJSONIsDeterministicWithHyphenatedSortedKeys() throws {
        let text = try fixture("sample-filters.txt")
        XCTAssertEqual(convert(text).json(), convert(text).json())

        let json = convert("||ads.example^$script,third-party,match-case,domain=a.example").json(pretty: true)
        let keys = [
            "action", "type", "trigger", "if-domain", "load-type", "resource-type", "url-filter",
            "url-filter-is-case-sensitive",
        ]
        let positions = keys.compactMap { json.range(of: "\"\($0)\" :")?.lowerBound }
        XCTAssertEqual(positions.count, keys.count, json)
        XCTAssertEqual(positions, positions.sorted(), json)
    }

    func testHandWrittenJSONDecodesWithWebKitKeys() throws {
        let json = """
            [{"trigger": {"url-filter": "ad\\\\.png", "url-filter-is-case-sensitive": false,
                          "unless-domain": ["*example.org"], "resource-type": ["image", "raw"],
                          "load-type": ["third-party"]},
              "action": {"type": "block"}},
             {"trigger": {"url-filter": ".*", "if-domain": ["localhost"]},
              "action": {"type": "css-display-none", "selector": ".banner"}}]
            """
        let rules = try JSONDecoder().decode([Rule].self, from: Data(json.utf8))
        XCTAssertEqual(
            rules,
            [
                Rule(
                    trigger: Trigger(
                        urlFilter: #"ad\.png"#, urlFilterIsCaseSensitive: false, unlessDomain: ["*example.org"],
                        resourceType: [.image, .raw], loadType: [.thirdParty]),
                    action: .block),
                Rule(trigger: Trigger(urlFilter: ".*", ifDomain: ["localhost"]), action: .cssDisplayNone(".banner")),
            ])
    }

    // MARK: - Checked-in rule lists

    func testRuleListFixturesHaveTheShapesTestsRelyOn() throws {
        let blockAdPNG = try decodeRules(fixture("rules/block-ad-png.json"))
        XCTAssertEqual(blockAdPNG, [Rule(trigger: Trigger(urlFilter: #"ad\.png"#), action: .block)])
        let hideBanner = try decodeRules(fixture("rules/hide-banner.json"))
        XCTAssertEqual(hideBanner, [Rule(trigger: Trigger(urlFilter: ".*"), action: .cssDisplayNone(".banner"))])
        XCTAssertEqual(try decodeRules(fixture("rules/empty.json")), [])
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: Data(fixture("rules/invalid.json").utf8)))
    }

    func testDefaultRuleListIsValidAndStaysInWebKitsSubset() throws {
        let rules = try decodeRules(
            String(contentsOf: repositoryRoot.appendingPathComponent("rules/default.json"), encoding: .utf8))
        XCTAssertGreaterThan(rules.filter { $0.action == .block }.count, 30)
        XCTAssertGreaterThan(rules.filter { $0.action.type == .cssDisplayNone }.count, 5)
        for rule in rules {
            assertWithinWebKitSubset(rule.trigger.urlFilter)
            if rule.action.type == .cssDisplayNone { XCTAssertNotNil(rule.action.selector) }
        }
        XCTAssertEqual(Set(rules).count, rules.count, "no duplicate rules")
    }
}
