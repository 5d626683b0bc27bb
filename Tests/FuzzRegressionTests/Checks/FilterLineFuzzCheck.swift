import Foundation

#if !FUZZING
    @testable import ContentRuleImport
#endif

/// One filter line through the parser and the importer: parsing never traps, converting is
/// deterministic, the line is either converted or reported once (as line 1), and the rules' JSON parses
/// back inside WebKit's regex subset.
enum FilterLineFuzzCheck {
    static let name = "filter-line"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let text = fuzzText(bytes)
        let line = String(FilterListText.lines(of: text).first ?? "")
        _ = try? FilterRule.parse(line.trimmingSpaces)
        let importer = FilterListImporter()
        let conversion = importer.convert(line)
        try fuzzRequire(conversion == importer.convert(line), name, "two conversions of one line differ")
        try fuzzRequire(conversion.skipped.count <= 1, name, "\(conversion.skipped.count) reports for one line")
        for skipped in conversion.skipped {
            try fuzzRequire(
                skipped.lineNumber == 1 && skipped.listIndex == 0, name, "a report for line \(skipped.lineNumber)")
            try fuzzRequire(!skipped.reason.isEmpty, name, "a report without a reason")
        }
        try ConversionJSONCheck.check(conversion, name)
    }
}
