import Foundation

#if !FUZZING
    @testable import ContentRuleImport
#endif

/// The cosmetic selector parser: any text is parsed or refused with a reason, never trapping; a parsed
/// selector starts with CSS or `:-abp-properties`, and parsing is deterministic.
enum CosmeticSelectorFuzzCheck {
    static let name = "cosmetic-selector"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let selector = fuzzText(bytes)
        do {
            let (steps, action) = try CosmeticSelectorParser.parse(selector)
            switch steps.first {
            case .css?, .properties?: break
            default:
                throw FuzzInvariantViolation(
                    check: name, message: "parsed steps start with \(String(describing: steps.first))")
            }
            let again = try? CosmeticSelectorParser.parse(selector)
            try fuzzRequire(again?.0 == steps && again?.1 == action, name, "two parses of one selector differ")
        } catch let failure as FuzzInvariantViolation {
            throw failure
        } catch {
            try fuzzRequire(!"\(error)".isEmpty, name, "a refusal without a reason")
        }
    }
}
