public import Foundation

/// A filter list converted and written by `FilterListImporter.importFilterList(contentsOf:writingRulesTo:)`:
/// the conversion, and the rule files that together hold its rules.
public struct ImportedFilterList: Sendable, Equatable {
    /// The rules, the skipped lines with their reasons, and the cosmetic filters.
    public var conversion: FilterListConversion
    /// The rule files written, in order: the destination, then `destination-2.json`, … when the rules pass
    /// the per-list limit. Give them all to `WebContentBlockerConfiguration.ruleListPaths` together: each
    /// part carries the exceptions that may cancel its rules, so one part alone blocks what they cancel.
    public var ruleListFiles: [URL]

    /// `ruleListFiles` as paths, ready for `WebContentBlockerConfiguration(ruleListPaths:)`.
    public var ruleListPaths: [String] { ruleListFiles.map(\.path) }

    /// Creates an import result.
    ///
    /// - Parameters:
    ///   - conversion: The conversion of the list.
    ///   - ruleListFiles: The rule files written for it, in order.
    public init(conversion: FilterListConversion, ruleListFiles: [URL]) {
        self.conversion = conversion
        self.ruleListFiles = ruleListFiles
    }
}
