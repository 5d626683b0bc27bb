import Foundation

#if !FUZZING
    @testable import ContentRuleImport
#endif

/// Whole lists through the importer (a NUL byte separates lists converted together): every report names
/// a line that exists in its list, and the rules' JSON parses back inside WebKit's regex subset.
enum FilterListFuzzCheck {
    static let name = "filter-list"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let lists = fuzzText(bytes).split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        let conversion = FilterListImporter().convert(lists: lists)
        let lineCounts = lists.map {
            FilterListText.lines(of: $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0).count
        }
        for skipped in conversion.skipped {
            try fuzzRequire(lists.indices.contains(skipped.listIndex), name, "a report for list \(skipped.listIndex)")
            try fuzzRequire(
                (1...max(1, lineCounts[skipped.listIndex])).contains(skipped.lineNumber), name,
                "a report for line \(skipped.lineNumber) of a list of \(lineCounts[skipped.listIndex])")
        }
        try ConversionJSONCheck.check(conversion, name)
    }
}
