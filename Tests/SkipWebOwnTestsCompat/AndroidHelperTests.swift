import Foundation
import XCTest

@testable import SkipWeb

/// SkipWeb's Android value types keep SkipWeb's defaults and normalization.
final class AndroidHelperTests: XCTestCase {
    func testHiddenSelectorsAreTrimmedAndEmptyOnesDropped() {
        let rule = AndroidCosmeticRule(hiddenSelectors: [" .ad-banner", "#sponsored \n", "", "   "])
        XCTAssertEqual(rule.hiddenSelectors, [".ad-banner", "#sponsored"])
    }

    func testAPageContextTakesItsHostFromTheURLUnlessGivenOne() throws {
        let url = try XCTUnwrap(URL(string: "https://news.example.com/path?q=1"))
        XCTAssertEqual(AndroidPageContext(url: url).host, "news.example.com")
        XCTAssertEqual(AndroidPageContext(url: url, host: "other.example").host, "other.example")
    }
}
