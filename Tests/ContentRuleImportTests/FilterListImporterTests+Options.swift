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
        // No `resource-type` (WebKit: every type), then the pass, which cancels them on pages and popups.
        let rules = convert("||ads.example^\n||ads.example^$popup\n||scam.example^$document").rules
        XCTAssertEqual(rules.count, 4)
        XCTAssertNil(rules[0].trigger.resourceType)
        XCTAssertEqual(rules[1], Self.topLevelPass)
        XCTAssertEqual(rules[2].trigger.resourceType, [.popup], "blocks of pages and popups follow the pass")
        XCTAssertEqual(rules[3].trigger.resourceType, [.topDocument])
        XCTAssertEqual(
            convert("||ads.example^$important").rules.first?.trigger.resourceType, Self.allSubresources,
            "an $important block stays below the pass, so it keeps the explicit subresource types")
    }

    func testNoPassWithoutABlockThatNeedsIt() {
        XCTAssertFalse(convert("||ads.example^$script\n@@||ads.example/ok.js\n##.ad").rules.contains(Self.topLevelPass))
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
        XCTAssertEqual(conversion.rules.map(\.action.type), [.block, .ignorePreviousRules, .ignorePreviousRules])
        XCTAssertEqual(conversion.rules[1], Self.topLevelPass)
        XCTAssertEqual(
            conversion.rules.last,
            Rule(
                trigger: Trigger(urlFilter: Self.hostPrefix + #"ads\.example/consent\.js"#, resourceType: [.script]),
                action: .ignorePreviousRules))
    }

    func testRequestExceptionsLeaveThePagesHidingAlone() {
        // On the page's own load an exception would also cancel the hiding rules above it, which Adblock Plus
        // keeps: untyped exceptions go above the hiding rules (the pass already spares the page's load), typed
        // ones below them, with their types, none of which is the page's.
        let rules = convert("##.ad\n||ads.example^\n@@||example.com^\n@@||example.com^$script").rules
        XCTAssertEqual(
            rules.map(\.action.type),
            [.block, .ignorePreviousRules, .ignorePreviousRules, .cssDisplayNone, .ignorePreviousRules])
        XCTAssertEqual(rules[1], Self.topLevelPass)
        XCTAssertEqual(rules[2].trigger, Trigger(urlFilter: Self.hostPrefix + #"example\.com[/:]"#))
        XCTAssertEqual(rules[4].trigger.resourceType, [.script])
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
        var hidingException = pageException
        hidingException.trigger.resourceType = [.topDocument]
        XCTAssertEqual(rules.count, 8)
        XCTAssertEqual(rules[0].action, .block)
        XCTAssertEqual(rules[1], Self.topLevelPass)
        XCTAssertEqual(rules[2].trigger.urlFilter, Self.hostPrefix + #"ads\.example/ok\.js"#)
        XCTAssertEqual(rules[3].action, .cssDisplayNone(".generic-ad"))
        XCTAssertEqual(rules[3].trigger.resourceType, [.document], "hiding the exceptions cancel: documents only")
        XCTAssertEqual(rules[4], hidingException, "$generichide cancels generic hiding only, on the page's load")
        XCTAssertEqual(rules[5].action, .cssDisplayNone(".specific-ad"))
        XCTAssertEqual(rules[5].trigger.resourceType, [.document])
        XCTAssertEqual(rules[6], hidingException, "$elemhide cancels all hiding, not the page's subresource blocks")
        XCTAssertEqual(rules[7], pageException, "$document cancels everything")
    }

    func testPageWideExceptionOnAPathIsReported() {
        assertSkipped("@@$document", reasonContains: "must name a site")
        assertSkipped("@@||site.example^$document,script", reasonContains: "request type or party")
        assertSkipped("||site.example^$elemhide", reasonContains: "only page-wide exceptions")
    }

    func testDuplicateRulesAreEmittedOnce() {
        XCTAssertEqual(convert("||ads.example^\n##.ad\n||ads.example^\n##.ad").rules.count, 3, "with the pass")
    }
}
