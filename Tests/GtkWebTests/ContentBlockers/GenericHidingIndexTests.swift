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

    func testSimpleLowercaseSelectorsAreNamesAndTheRestKeepTheirText() {
        let index = GenericHidingIndex([
            GenericHidingSelector(selector: ".ad"), GenericHidingSelector(selector: "#top"),
            GenericHidingSelector(selector: ".Banner"), GenericHidingSelector(selector: "[data-ad]"),
            GenericHidingSelector(selector: "#side", excludedDomains: ["a.example"]),
        ])
        XCTAssertEqual(
            index.json(),
            ##"{"a":["[data-ad]"],"c":"ad","i":"top side","k":{"cbanner":[".Banner"]},"x":{"#side":["a.example"]}}"##)
    }
}
