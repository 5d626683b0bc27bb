import Foundation
import GtkWeb
import XCTest

/// `JSONText.quote`: the string literals the host writes into JavaScript programs and JSON.
final class JSONTextQuoteTests: XCTestCase {
    private let samples = [
        "", "1+1", "plain ASCII", "\"quoted\" and \\backslashed\\", "line\nbreak\rreturn\ttab",
        "nul \u{0} bell \u{7} unit \u{1F} delete \u{7F}", "line separator \u{2028} paragraph \u{2029}",
        "é ß 中文 🌍 e\u{301}", "\u{E2}\u{80}", "</script><!--",
    ]

    func testAQuotedStringParsesAsJSONBackToTheSameString() throws {
        for text in samples {
            let quoted = JSONText.quote(text)
            let parsed = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
            XCTAssertEqual(parsed as? String, text, "quote(\(text.debugDescription)) gave \(quoted)")
        }
    }

    func testAQuotedStringHoldsNoControlCharacterNorJavaScriptLineSeparator() {
        for text in samples {
            let quoted = JSONText.quote(text)
            let raw = quoted.unicodeScalars.filter { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }
            XCTAssertTrue(raw.isEmpty, "quote(\(text.debugDescription)) kept \(raw.map(\.value))")
        }
    }

    func testEscapesAreTheShortFormsJSONDefines() {
        XCTAssertEqual(JSONText.quote("a\"b\\c\nd\re\tf"), #""a\"b\\c\nd\re\tf""#)
        XCTAssertEqual(JSONText.quote("\u{1}\u{1F}"), #""\u0001\u001f""#)
        XCTAssertEqual(JSONText.quote("\u{2028}\u{2029}"), #""\u2028\u2029""#)
        XCTAssertEqual(JSONText.quote("🌍"), "\"🌍\"")
    }
}
