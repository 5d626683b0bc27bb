import ContentRuleImport
import Foundation
import XCTest

/// Request-filter options, exceptions and the order of the emitted rules.
extension FilterListImporterTests {
    // MARK: - Options

    func testThirdPartyOptionsBecomeLoadType() {
        XCTAssertEqual(blockRule("||ads.example^$third-party")?.trigger.loadType, [.thirdParty])
        XCTAssertEqual(blockRule("||ads.example^$~third-party")?.trigger.loadType, [.firstParty])
        XCTAssertEqual(blockRule("||ads.example^$3p")?.trigger.loadType, [.thirdParty])
        XCTAssertEqual(blockRule("||ads.example^$1p")?.trigger.loadType, [.firstParty])
        assertSkipped("||ads.example^$third-party,~third-party", reasonContains: "Contradictory")
    }

    func testIncludedDomainsBecomeIfDomainWithSubdomainWildcard() {
        let trigger = blockRule("||pixel.example^$domain=News.Example|blog.example")?.trigger
        XCTAssertEqual(trigger?.ifDomain, ["*news.example", "*blog.example"])
        XCTAssertNil(trigger?.unlessDomain)
    }

    func testExcludedDomainsBecomeUnlessDomain() {
        let trigger = blockRule("/ads.js$domain=~shop.example|~help.shop.example")?.trigger
        XCTAssertEqual(trigger?.unlessDomain, ["*shop.example", "*help.shop.example"])
        XCTAssertNil(trigger?.ifDomain)
    }

    func testMixedIncludeExcludeDomainsAreReportedAsSkipped() {
        assertSkipped(
            "||ads.example^$domain=example.com|~mail.example.com", reasonContains: "if-domain or unless-domain")
        assertSkipped("example.com,~mail.example.com##.ad", reasonContains: "if-domain or unless-domain")
    }

    func testDomainsWebKitCannotMatchAreReported() {
        assertSkipped("||ads.example^$domain=/example\\.com/", reasonContains: "regular-expression domains")
        assertSkipped("||ads.example^$domain=пример.рф", reasonContains: "punycode")
        assertSkipped("||ads.example^$domain=a.com||b.com", reasonContains: "empty entry")
    }

    func testResourceTypesMapToWebKitTypes() {
        let table: [(option: String, types: [Rule.ResourceType])] = [
            ("script", [.script]),
            ("image", [.image]),
            ("stylesheet", [.styleSheet]),
            ("font", [.font]),
            ("media", [.media]),
            ("popup", [.popup]),
            ("subdocument", [.childDocument]),
            ("xmlhttprequest", [.fetch]),
            ("websocket", [.websocket]),
            ("ping", [.other]),
            ("other", [.other, .svgDocument]),
            ("script,image,object", [.image, .script]),
            ("xhr,css,frame", [.childDocument, .fetch, .styleSheet]),
        ]
        for (option, types) in table {
            XCTAssertEqual(blockRule("||ads.example^$\(option)")?.trigger.resourceType, types, "$\(option)")
        }
    }

    func testNegatedTypesExpandToTheComplement() {
        XCTAssertEqual(
            blockRule("/promo/*/popunder^$~script,~stylesheet")?.trigger.resourceType,
            [.childDocument, .fetch, .font, .image, .media, .other, .svgDocument, .websocket])
        XCTAssertEqual(blockRule(".com/adframe.$subdocument,image,~image")?.trigger.resourceType, [.childDocument])
    }

    func testFiltersWithoutTypesExcludeTopLevelDocumentsAndPopups() {
        let types = blockRule("||ads.example^")?.trigger.resourceType ?? []
        XCTAssertEqual(types, Self.allSubresources)
        XCTAssertFalse(types.contains(.document))
        XCTAssertFalse(types.contains(.topDocument))
        XCTAssertFalse(types.contains(.popup))
    }

    func testSubdocumentMapsToChildDocumentOnly() {
        let types = blockRule("||widgets.example/embed$subdocument")?.trigger.resourceType
        XCTAssertEqual(types, [.childDocument])
    }

    func testTypesWebKitCannotSeeAreReported() {
        assertSkipped("||ads.example^$object", reasonContains: "no plug-ins")
        assertSkipped("||ads.example^$webrtc", reasonContains: "WebRTC")
        assertSkipped("||ads.example^$script,~script", reasonContains: "exclude every type")
    }

    func testMatchCaseMakesFilterCaseSensitive() {
        let trigger = blockRule("/Tracking/Pixel.gif$match-case")?.trigger
        XCTAssertEqual(trigger?.urlFilterIsCaseSensitive, true)
        XCTAssertEqual(trigger?.urlFilter, #"/Tracking/Pixel\.gif"#)
        XCTAssertNil(blockRule("/pixel.gif")?.trigger.urlFilterIsCaseSensitive)
    }

    func testCollapseOptionChangesNothing() {
        XCTAssertEqual(blockRule("||ads.example^$image,~collapse"), blockRule("||ads.example^$image"))
    }

    func testUnsupportedOptionsAreReportedWithTheirName() {
        let options = [
            "csp=script-src 'self'", "redirect=noopjs", "removeparam=utm_source", "badfilter",
            "rewrite=abp-resource:blank-js", "genericblock", "denyallow=cdn.example", "sitekey=abc",
        ]
        for option in options {
            let name = String(option.prefix { $0 != "=" })
            assertSkipped("||ads.example^$\(option)", reasonContains: "Option '$\(name)' is not supported")
        }
    }

    func testUnknownOptionIsReported() {
        assertSkipped("||ads.example^$script,frobnicate", reasonContains: "Unknown option '$frobnicate'")
    }

    // MARK: - Exceptions and order

    func testExceptionBecomesIgnorePreviousRulesAfterTheBlocks() {
        let conversion = convert("@@||ads.example/consent.js$script\n||ads.example^")
        XCTAssertEqual(conversion.rules.map(\.action.type), [.block, .ignorePreviousRules])
        XCTAssertEqual(
            conversion.rules.last,
            Rule(
                trigger: Trigger(urlFilter: Self.hostPrefix + #"ads\.example/consent\.js"#, resourceType: [.script]),
                action: .ignorePreviousRules))
    }

    func testRequestExceptionNeverMatchesTheTopLevelPage() {
        // Otherwise the exception would also cancel the page's element hiding, which Adblock Plus keeps.
        let types = convert("@@||example.com^").rules.first?.trigger.resourceType
        XCTAssertEqual(types, Self.allSubresources)
    }

    func testPageWideExceptionsFollowTheRulesTheyCancel() {
        let list = """
            @@||site.example^$document
            @@||site.example^$elemhide
            @@||site.example^$generichide
            ||ads.example^
            site.example##.specific-ad
            ##.generic-ad
            @@||ads.example/ok.js
            """
        let rules = convert(list).rules
        let pageException = Rule(
            trigger: Trigger(urlFilter: ".*", ifDomain: ["*site.example"]), action: .ignorePreviousRules)
        XCTAssertEqual(rules.count, 7)
        XCTAssertEqual(rules[0].action, .cssDisplayNone(".generic-ad"))
        XCTAssertEqual(rules[1], pageException, "$generichide cancels generic hiding only")
        XCTAssertEqual(rules[2].action, .cssDisplayNone(".specific-ad"))
        XCTAssertEqual(rules[3], pageException, "$elemhide cancels all hiding, not blocking")
        XCTAssertEqual(rules[4].action, .block)
        XCTAssertEqual(rules[5].trigger.urlFilter, Self.hostPrefix + #"ads\.example/ok\.js"#)
        XCTAssertEqual(rules[6], pageException, "$document cancels everything")
    }

    func testPageWideExceptionOnAPathIsReported() {
        assertSkipped("@@$document", reasonContains: "must name a site")
        assertSkipped("@@||site.example^$document,script", reasonContains: "request type or party")
        assertSkipped("||site.example^$elemhide", reasonContains: "only page-wide exceptions")
    }

    func testDuplicateRulesAreEmittedOnce() {
        XCTAssertEqual(convert("||ads.example^\n##.ad\n||ads.example^\n##.ad").rules.count, 2)
    }
}
