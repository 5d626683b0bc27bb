import ContentRuleImport
import Foundation
import XCTest

/// Filters as EasyList and EasyPrivacy write them (the lines are theirs) that earlier versions skipped.
extension FilterListImporterTests {
    // MARK: - $document blocking filters

    func testDocumentBlockingFilterBlocksOnlyTheTopLevelNavigation() {
        XCTAssertEqual(
            blockRule("||intellipopup.com^$document"),
            Rule(
                trigger: Trigger(urlFilter: Self.hostPrefix + #"intellipopup\.com[/:]"#, resourceType: [.topDocument]),
                action: .block))
        XCTAssertEqual(blockRule("/r.php?u=https$document")?.trigger.resourceType, [.topDocument])
    }

    func testDocumentBlockingFilterWithPopupAlsoBlocksPopups() {
        XCTAssertEqual(blockRule("||scam.example^$document,popup")?.trigger.resourceType, [.popup, .topDocument])
    }

    // MARK: - Wildcard top-level domains

    func testWildcardTopLevelDomainInElementHidingMatchesTheDocumentAddressesBesideThePlainDomains() {
        let rules = convert("cnet.com,filehippo.*##[data-meta=\"placeholder-slot\"]").rules
        let hostAnchor = Self.hostPrefix
        XCTAssertEqual(
            rules.map(\.trigger),
            [
                Trigger(urlFilter: hostAnchor + #"cnet\.com[/:]"#, resourceType: [.document]),
                Trigger(
                    urlFilter: hostAnchor + #"filehippo\.[a-z0-9-]+(\.[a-z0-9-]+)?[/:]"#, resourceType: [.document]),
            ])
        for rule in rules { assertWithinWebKitSubset(rule.trigger.urlFilter) }
    }

    func testWildcardTopLevelDomainInDomainOptionKeepsTheOtherDomains() {
        let line = "||1.1.1.1/dns-query$xmlhttprequest,domain=allmodern.com|wayfair.*"
        let rule = blockRule(line)
        XCTAssertEqual(rule?.trigger.ifTopURL?.count, 2)
        XCTAssertEqual(rule?.trigger.resourceType, [.fetch])
        for regex in rule?.trigger.ifTopURL ?? [] { assertWithinWebKitSubset(regex) }
    }

    func testExcludedWildcardTopLevelDomainBecomesUnlessTopURL() {
        let rule = convert("~google.*##.ad-slot").rules.first
        XCTAssertEqual(rule?.trigger.unlessTopURL?.count, 1)
        XCTAssertNil(rule?.trigger.unlessDomain)
    }

    func testWildcardTopLevelDomainRegexMatchesTheSiteOnAnyTopLevelDomainOnly() throws {
        let regexText = try XCTUnwrap(
            convert("opentable.*##div[data-promoted=\"true\"]").rules.first?.trigger.urlFilter)
        let regex = try NSRegularExpression(pattern: regexText)
        func matches(_ url: String) -> Bool {
            regex.firstMatch(in: url, range: NSRange(url.startIndex..., in: url)) != nil
        }
        XCTAssertTrue(matches("https://www.opentable.com/r/x"))
        XCTAssertTrue(matches("https://opentable.co.uk/"))
        XCTAssertTrue(matches("http://opentable.de:8080/"))
        XCTAssertFalse(matches("https://notopentable.com/"))
        XCTAssertFalse(matches("https://example.com/opentable.com/"))
    }

    // MARK: - Several lists, counts by reason

    func testSeveralListsConvertTogetherAndAnExceptionInOneCancelsTheOther() {
        let conversion = FilterListImporter().convert(lists: [
            "##.ad-slot\n||tracker.example^$csp=script-src 'none'",
            "news.example#@#.ad-slot\n#$#abort-current-script x",
        ])
        XCTAssertEqual(
            conversion.rules,
            [
                Rule(
                    trigger: Trigger(urlFilter: ".*", unlessDomain: ["*news.example"]),
                    action: .cssDisplayNone(".ad-slot"))
            ])
        XCTAssertEqual(conversion.skipped.map(\.listIndex), [0, 1])
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2, 2])
    }

    func testSkippedLinesAreCountedByCategory() {
        let conversion = convert(
            """
            ||a.example^$csp=script-src 'none'
            ||b.example^$csp=default-src 'self'
            example.com##+js(set-constant, ads, false)
            ||c.example^$redirect=noopjs
            """)
        XCTAssertEqual(
            conversion.skippedCountsByCategory, ["option $csp": 2, "scriptlet (##+js)": 1, "option $redirect": 1])
    }

    // MARK: - $important, page-wide exceptions on an address

    func testImportantBlockFollowsTheRequestExceptionsButPrecedesDocumentExceptions() {
        let rules = convert("@@||ads.example/ok.js\n||ads.example^$important\n@@||shop.example^$document\n||x.example^")
            .rules
        XCTAssertEqual(
            rules.map(\.action.type),
            [.block, .ignorePreviousRules, .ignorePreviousRules, .block, .ignorePreviousRules],
            "block, top-level pass, request exception, $important block, $document exception")
        XCTAssertEqual(rules[3].trigger.urlFilter, Self.hostPrefix + #"ads\.example[/:]"#)
    }

    func testPageWideExceptionOnAnAddressBecomesIfTopURL() {
        let rules = convert("##.ad\n@@://10.0.0.$generichide\n@@||site.example/forum/$document").rules
        XCTAssertEqual(
            rules[1].trigger, Trigger(urlFilter: ".*", resourceType: [.topDocument], ifTopURL: [#"://10\.0\.0\."#]))
        XCTAssertEqual(rules[1].action, .ignorePreviousRules)
        XCTAssertEqual(rules[2].trigger.ifTopURL, [Self.hostPrefix + #"site\.example/forum/"#])
    }

    // MARK: - Counted repetition

    func testCountedRepetitionIsSpelledOut() {
        XCTAssertEqual(
            urlFilter(#"/\/[0-9a-f]{3}\/invoke\.js/$script,third-party"#), #"/[0-9a-f][0-9a-f][0-9a-f]/invoke\.js"#)
        XCTAssertEqual(urlFilter(#"/^https?:\/\/[0-9a-z]{2,}\.xyz\//"#), #"^https?://[0-9a-z][0-9a-z][0-9a-z]*\.xyz/"#)
        XCTAssertEqual(urlFilter(#"/146\.59\.211\.(\d){1,3}x/"#), #"146\.59\.211\.([0-9])([0-9])?([0-9])?x"#)
        XCTAssertEqual(urlFilter("/ab{0,2}c/"), "ab?b?c")
    }

    func testABraceThatClosesNoRepetitionIsAnEscapedLiteral() {
        XCTAssertEqual(urlFilter(#"/(https?:\/\/)51\.10,}/"#), #"(https?://)51\.10,\}"#)
        XCTAssertEqual(urlFilter("/a}{2}b/"), #"a\}\}b"#)
    }

    func testABracketInsideAClassIsAnEscapedLiteral() {
        XCTAssertEqual(urlFilter("/ab[[c]d/"), #"ab[\[c]d"#)
    }

    func testARangeOutOfOrderAndControlCharactersAreRefused() {
        XCTAssertEqual(FilterListImporter().convert("/ab[z-a]c/").skipped.count, 1)
        XCTAssertEqual(FilterListImporter().convert("/ab\u{1}c/").skipped.count, 1)
        XCTAssertEqual(urlFilter("/ab[a-z-]c/"), "ab[a-z-]c")
    }

    func testASignedCountIsAMalformedRepetitionNotACrash() {
        XCTAssertEqual(FilterListImporter().convert("/ab{-3}c/").skipped.count, 1)
        XCTAssertEqual(FilterListImporter().convert("/ab{+3}c/").skipped.count, 1)
    }

    func testSpelledOutRepetitionMatchesWhatTheRegexMatched() throws {
        let original = #"^https?://[0-9a-z]{5,}\.com/[0-9a-z]{1,4}\.js$"#
        let converted = try XCTUnwrap(urlFilter("/" + original.replacingOccurrences(of: "/", with: #"\/"#) + "/"))
        let urls = [
            "https://abcde.com/a.js", "https://abcd.com/a.js", "https://abcdefgh.com/abcd.js",
            "https://abcdefgh.com/abcde.js", "http://12345.com/.js",
        ]
        for url in urls {
            XCTAssertEqual(
                url.range(of: converted, options: .regularExpression) != nil,
                url.range(of: original, options: .regularExpression) != nil, url)
        }
    }

    // MARK: - Alternation

    func testAlternationOfLiteralsBecomesOneRulePerBranchJoinedWhereOneRegexSpellsThem() {
        let conversion = convert(#"/^https?:\/\/tmx\.(td|bmo)\.com\/[a-z0-9]{2}\.js.*/$script,domain=td.com"#)
        XCTAssertEqual(conversion.skipped, [])
        XCTAssertEqual(
            conversion.rules.map(\.trigger.urlFilter),
            [#"^https?://tmx\.td\.com/[a-z0-9][a-z0-9]\.js.*"#, #"^https?://tmx\.bmo\.com/[a-z0-9][a-z0-9]\.js.*"#])
        // EasyList's own line: `td` and `tdbank` differ by an insertion, so their rules join again.
        XCTAssertEqual(
            convert(#"/^https?:\/\/tmx\.(td|tdbank)\.com\/[a-z0-9]{2}\.js.*/$script,domain=td.com"#).rules
                .map(\.trigger.urlFilter),
            [#"^https?://tmx\.td(bank)?\.com/[a-z0-9][a-z0-9]\.js.*"#])
        XCTAssertEqual(Set(conversion.rules.map(\.trigger.ifDomain)), [["*td.com"]])
    }

    func testSeveralAlternationsMultiplyAndTopLevelBarsSplitToo() {
        XCTAssertEqual(
            convert(#"/^https?:\/\/(35|104)\.(ab|cd)x/$popup"#).rules.map(\.trigger.urlFilter),
            [#"^https?://35\.abx"#, #"^https?://35\.cdx"#, #"^https?://104\.abx"#, #"^https?://104\.cdx"#])
        XCTAssertEqual(convert("/ads|track/").rules.map(\.trigger.urlFilter), ["ads", "track", ".*"], "and the pass")
    }

    func testAlternationsPastSixtyFourRegexesAreReported() {
        let branches = (0..<9).map { "b\($0)" }.joined(separator: "|")
        let conversion = convert("/(\(branches))-(\(branches))/")
        XCTAssertEqual(conversion.rules, [])
        XCTAssertEqual(conversion.skipped.first?.reason.contains("more than 64"), true)
    }
}
