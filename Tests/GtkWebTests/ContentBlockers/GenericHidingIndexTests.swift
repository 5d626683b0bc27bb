import ContentRuleImport
import Foundation
import XCTest

@testable import GtkWeb

/// What the generic-hiding script looks for in a page before it applies a selector.
final class GenericHidingIndexTests: XCTestCase {
    func testEachSelectorIsKeyedByAnIdAClassOrAnElementNameItCannotMatchWithout() {
        let keys = [
            "div.Ad-Box > span": "cad-box", "#Top .ad": "itop", ".a .b#c": "ic", "a[href^=\"http://x.y#z\"]": "ta",
            "div:not(.ok)": "tdiv", "[data-ad]": nil, ".a, .b": nil, ".\\31 23": nil, "*[class^=ad]": nil,
            "aside > .ad": "cad", "img + p": "timg",
        ]
        for (selector, key) in keys {
            XCTAssertEqual(GenericHidingIndex.key(of: selector), key, selector)
        }
    }

    func testAPageGetsTheSelectorsItsNamesKeyPlusTheKeylessOnesOnItsFirstQueryLessThoseExcludedOnItsHost() {
        let index = GenericHidingIndex([
            GenericHidingSelector(selector: ".ad"), GenericHidingSelector(selector: "#top"),
            GenericHidingSelector(selector: ".Banner"), GenericHidingSelector(selector: "[data-ad]"),
            GenericHidingSelector(selector: "#side", excludedDomains: ["a.example", "shop.*"]),
            GenericHidingSelector(selector: "div.promo > span"), GenericHidingSelector(selector: "aside > p"),
        ])
        XCTAssertEqual(
            index.selectors(
                host: "b.example", tags: ["div"], ids: ["top", "side"], classes: ["banner", "ad", "promo"],
                withAlways: true),
            ["[data-ad]", "#top", "#side", ".Banner", ".ad", "div.promo > span"])
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
        let huge = String(repeating: " ", count: GenericHidingQuery.textLimit + 1)
        XCTAssertThrowsError(try GenericHidingQuery(huge)) { error in
            XCTAssertEqual(
                error as? GenericHidingQueryError,
                .tooLong(bytes: GenericHidingQuery.textLimit + 1, limit: GenericHidingQuery.textLimit))
            XCTAssertTrue((error as? LocalizedError)?.errorDescription?.contains("fewer names") == true)
        }
    }
}
