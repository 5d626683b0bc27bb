import Foundation

/// The result of converting an Adblock Plus / EasyList filter list: WebKit content-blocker rules plus a report
/// of every filter line that could not be converted.
public struct FilterListConversion: Sendable, Equatable {
    /// The rules, in the order WebKit must see them: generic element hiding, `$generichide` exceptions,
    /// domain-specific element hiding, `$elemhide` exceptions, blocking, request exceptions, then `$document`
    /// exceptions. Order matters because an `ignore-previous-rules` rule cancels only the rules above it, so
    /// each kind of exception sits right below what it may cancel and above what it must leave alone.
    public var rules: [ContentBlockerRule]
    /// The filter lines that were not converted, in line order, each with its reason.
    public var skipped: [SkippedFilterLine]

    /// Creates a conversion result.
    ///
    /// - Parameters:
    ///   - rules: The WebKit rules, in list order.
    ///   - skipped: The lines that were not converted.
    public init(rules: [ContentBlockerRule], skipped: [SkippedFilterLine]) {
        self.rules = rules
        self.skipped = skipped
    }

    /// The rules as the JSON array WebKit compiles (`webkit_user_content_filter_store_save`).
    ///
    /// Keys are sorted and the output is pretty-printed, so the same input always gives byte-identical JSON
    /// (useful for content-hash cache keys and for diffs of a checked-in list).
    ///
    /// WebKit refuses an empty array ("Empty extension"); check `rules.isEmpty` before compiling.
    ///
    /// - Returns: A JSON array of rule objects.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(rules), as: UTF8.self)
        } catch {
            // Rules hold only strings, booleans and arrays of them; encoding them cannot fail.
            preconditionFailure("Encoding content-blocker rules failed: \(error)")
        }
    }
}
