import Foundation

#if !FUZZING
    @testable import ContentRuleImport
#endif

/// The Adblock Plus regex translator: `/input/` becomes url-filters inside WebKit's regex subset, or is
/// refused with a reason. (ICU is no judge here: it reads `[[` and `[&-9]` otherwise than WebKit's YARR.)
enum RegexTranslatorFuzzCheck {
    static let name = "regex-translator"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let pattern = "/" + fuzzText(bytes) + "/"
        guard FilterRegexTranslator.isRegex(Substring(pattern)) else { return }
        let filters: [String]
        do {
            filters = try FilterRegexTranslator.urlFilters(for: Substring(pattern))
        } catch {
            return
        }
        try fuzzRequire(!filters.isEmpty, name, "no url-filter and no refusal for \(pattern)")
        for filter in filters {
            if let problem = WebKitRegexSubset.problem(in: filter) {
                throw FuzzInvariantViolation(check: name, message: "\(pattern) became \(filter), which has \(problem)")
            }
        }
    }
}
