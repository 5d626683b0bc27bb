import ContentRuleImport
import Foundation
import XCTest

@testable import GtkWeb

/// What the generic-hiding script looks for in a page before it applies a selector.
final class GenericHidingIndexTests: XCTestCase {
    func testEachSelectorIsKeyedByAnIdAClassAnAttributeOrAnElementNameItCannotMatchWithout() {
        let keys: [String: GenericHidingKey?] = [
            "div.Ad-Box > span": .name("cad-box"), "#Top .ad": .name("itop"), ".a .b#c": .name("ic"),
            "div:not(.ok)": .name("tdiv"), ".a, .b": nil, ".\\31 23": .name("c123"), "aside > .ad": .name("cad"),
            ".\\[\\&_\\.Gdpr\\]\\:\\!z-\\[5\\]": .name("c[&_.gdpr]:!z-[5]"), ".caf\\e9": nil, "#x\\": nil,
            "img + p": .name("timg"), "[data-Ad]": .name("adata-ad"), "div[data-ad-slot] > a": .name("adata-ad-slot"),
            "a[href^=\"http://x.y#z\"]": .value(attribute: "href", needle: "http://x.y#z"),
            "[href*='/Click?'] > img": .value(attribute: "href", needle: "/click?"),
            "a[href^=\"//x.example/\" i][href*=\"&aff=\"]": .value(attribute: "href", needle: "//x.example/"),
            "*[class^=ad]": .value(attribute: "class", needle: "ad"),
            "div[id^=\"div-gpt-\"]": .value(attribute: "id", needle: "div-gpt-"),
            "div[class*=\"a b\"]": .name("tdiv"), "[class]": nil, "div:not([href^=x])": .name("tdiv"),
            "a[href=\"\\\"x\"]": .name("ta"), "a[href^=\"\"]": .name("ahref"), "a[xlink|href]": .name("ta"),
            ".ad[href^=x]": .name("cad"),
            "[onclick^=\"location.href='x\"]": .value(attribute: "onclick", needle: "location.href='x"),
        ]
        for (selector, key) in keys {
            XCTAssertEqual(GenericHidingKey(of: selector), key, selector)
        }
    }

    func testAttributeSelectorsReachOnlyPagesWhoseAttributeValuesClassesOrIdsHoldTheirText() {
        let index = GenericHidingIndex([
            GenericHidingSelector(selector: "a[href^=\"https://ads.example/\"]"),
            GenericHidingSelector(selector: "[href*=\"/click?\"] > img"),
            GenericHidingSelector(selector: "div[data-ad-slot]"),
            GenericHidingSelector(selector: "[class^=\"amp-ad-\"]"),
            GenericHidingSelector(selector: "div[id^=\"div-gpt-\"]"),
            GenericHidingSelector(selector: "a[href$=\".php\"]"),
            GenericHidingSelector(selector: "[src*=\"/ad/\"]"),
        ])
        XCTAssertEqual(index.always, [], "every one has a key")
        XCTAssertEqual(index.reportedAttributes.values, ["href", "src"])
        XCTAssertEqual(index.reportedAttributes.names, ["data-ad-slot"])
        let plain = index.selectors(
            host: "news.example", tags: ["a", "div", "img"], ids: ["main"], classes: ["story"],
            values: ["href": ["https://news.example/story", "/about"]], withAlways: true)
        XCTAssertEqual(plain, [], "a page with links and divs but none of the texts gets none of them")
        let ads = index.selectors(
            host: "news.example", tags: [], ids: ["div-gpt-ad-1"], classes: ["amp-ad-top"],
            attributes: ["data-ad-slot"],
            values: ["href": ["HTTPS://Ads.example/x?id=1", "/go/click?to=x", "/ads.php"], "src": ["/img/1.png"]],
            withAlways: false)
        XCTAssertEqual(
            ads,
            [
                "div[data-ad-slot]", "[class^=\"amp-ad-\"]", "a[href^=\"https://ads.example/\"]",
                "[href*=\"/click?\"] > img", "a[href$=\".php\"]", "div[id^=\"div-gpt-\"]",
            ])
        let unreported = index.selectors(
            host: "news.example", tags: [], ids: [], classes: [], unreported: ["src"], withAlways: false)
        XCTAssertEqual(unreported, ["[src*=\"/ad/\"]"], "values too long to report count as holding every text")
    }

    func testThePageReportsOnlyTheElementNamesThatKeyASelector() {
        let index = GenericHidingIndex([
            GenericHidingSelector(selector: "AD-SLOT"), GenericHidingSelector(selector: "amp-ad > div"),
            GenericHidingSelector(selector: "div.ad"), GenericHidingSelector(selector: "aside[data-ad]"),
            GenericHidingSelector(selector: "#top"),
        ])
        XCTAssertEqual(index.reportedTags, ["ad-slot", "amp-ad"], "a class or attribute keys the others")
    }

    func testSubstringMatcherFindsOverlappingNeedlesWithoutCase() {
        let matcher = SubstringMatcher(["he", "She", "his", "hers", "x"])
        var found: Set<Int> = []
        matcher.forEachMatch(in: "uSHErs") { found.insert($0) }
        XCTAssertEqual(found, [0, 1, 3])
        found = []
        matcher.forEachMatch(in: "ahishe") { found.insert($0) }
        XCTAssertEqual(found, [0, 1, 2])
        found = []
        matcher.forEachMatch(in: "hrs") { found.insert($0) }
        XCTAssertEqual(found, [])
    }

    func testAPageGetsTheSelectorsItsNamesKeyPlusTheKeylessOnesOnItsFirstQueryLessThoseExcludedOnItsHost() {
        let index = GenericHidingIndex([
            GenericHidingSelector(selector: ".ad"), GenericHidingSelector(selector: "#top"),
            GenericHidingSelector(selector: ".Banner"), GenericHidingSelector(selector: "[data-ad]"),
            GenericHidingSelector(selector: "#side", excludedDomains: ["a.example", "shop.*"]),
            GenericHidingSelector(selector: "div.promo > span"), GenericHidingSelector(selector: "aside > p"),
            GenericHidingSelector(selector: ".x, .y"),
        ])
        XCTAssertEqual(
            index.selectors(
                host: "b.example", tags: ["div"], ids: ["top", "side"], classes: ["banner", "ad", "promo"],
                attributes: ["data-ad"], withAlways: true),
            [".x, .y", "#top", "#side", ".Banner", ".ad", "div.promo > span", "[data-ad]"])
        XCTAssertEqual(
            index.selectors(host: "www.a.example", tags: [], ids: ["side"], classes: [], withAlways: false), [],
            "excluded on a.example and its subdomains")
        XCTAssertEqual(
            index.selectors(host: "shop.co.uk", tags: [], ids: ["side"], classes: [], withAlways: false), [],
            "shop.* is shop under any suffix")
        XCTAssertEqual(
            index.selectors(host: "myshop.com", tags: ["aside"], ids: ["side"], classes: [], withAlways: false),
            ["aside > p", "#side"])
    }

    func testAQueryIsParsedAndGarbageOrTooManyNamesAreRefusedWithWords() throws {
        let query = try GenericHidingQuery(#"{"h":"www.localhost","f":true,"t":["div"],"c":["ad"]}"#)
        XCTAssertEqual(
            query, GenericHidingQuery(host: "www.localhost", first: true, tags: ["div"], ids: [], classes: ["ad"]))
        for garbage in ["", "null", "[1,2]", #"{"t":["div"]}"#, #"{"h":1}"#, #"{"h":"x","c":[1]}"#] {
            XCTAssertThrowsError(try GenericHidingQuery(garbage), garbage) { error in
                XCTAssertEqual(error as? GenericHidingQueryError, .notAQuery(garbage))
            }
        }
        let many = (0...GenericHidingQuery.nameLimit).map { "\"c\($0)\"" }.joined(separator: ",")
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","c":["# + many + "]}")) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .tooManyNames(count: GenericHidingQuery.nameLimit + 1, limit: GenericHidingQuery.nameLimit))
        }
        let long = String(repeating: "a", count: GenericHidingQuery.nameLengthLimit + 1)
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","i":[""# + long + #""]}"#)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .nameTooLong(String(long.prefix(40)), limit: GenericHidingQuery.nameLengthLimit))
        }
        let attributes = try GenericHidingQuery(
            #"{"h":"x","n":["data-ad"],"v":{"href":["/a","/b"]},"x":["src"]}"#)
        XCTAssertEqual(
            attributes,
            GenericHidingQuery(
                host: "x", first: false, tags: [], ids: [], classes: [], attributes: ["data-ad"],
                values: ["href": ["/a", "/b"]], unreported: ["src"]))
        let names = (0..<GenericHidingQuery.nameLimit).map { "\"c\($0)\"" }.joined(separator: ",")
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","c":["# + names + #"],"v":{"href":[]}}"#)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .tooManyNames(count: GenericHidingQuery.nameLimit + 1, limit: GenericHidingQuery.nameLimit),
                "an attribute name counts as a name")
        }
        let values = (0...GenericHidingQuery.valueLimit).map { "\"/\($0)\"" }.joined(separator: ",")
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","v":{"href":["# + values + "]}}")) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .tooManyValues(count: GenericHidingQuery.valueLimit + 1, limit: GenericHidingQuery.valueLimit))
            XCTAssertTrue((error as? LocalizedError)?.errorDescription?.contains("attribute values") == true)
        }
        let longValue = String(repeating: "v", count: GenericHidingQuery.valueLengthLimit + 1)
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","v":{"src":[""# + longValue + #""]}}"#)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .valueTooLong(String(longValue.prefix(40)), limit: GenericHidingQuery.valueLengthLimit))
        }
        let longName = String(repeating: "n", count: GenericHidingQuery.nameLengthLimit + 1)
        XCTAssertThrowsError(try GenericHidingQuery(#"{"h":"x","v":{""# + longName + #"":[]}}"#)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .nameTooLong(String(longName.prefix(40)), limit: GenericHidingQuery.nameLengthLimit))
        }
        XCTAssertNoThrow(
            try GenericHidingQuery(#"{"h":"x","v":{"src":[""# + String(longValue.dropLast()) + #""]}}"#),
            "a value of the longest length is read")
        let huge = String(repeating: " ", count: GenericHidingQuery.textLimit + 1)
        XCTAssertThrowsError(try GenericHidingQuery(huge)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .tooLong(bytes: GenericHidingQuery.textLimit + 1, limit: GenericHidingQuery.textLimit))
            XCTAssertTrue((error as? LocalizedError)?.errorDescription?.contains("fewer names") == true)
        }
    }
}
