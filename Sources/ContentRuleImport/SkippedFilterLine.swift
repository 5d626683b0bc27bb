import Foundation

/// A filter line that `FilterListImporter` did not convert, with the reason.
///
/// Comments, `[Adblock Plus …]` headers and blank lines are not filters and are never reported.
public struct SkippedFilterLine: Sendable, Equatable, Hashable {
    /// The 1-based line number in the imported text.
    public var lineNumber: Int
    /// The line as it appeared, without surrounding whitespace.
    public var line: String
    /// Why the line was not converted, in a sentence meant for a person maintaining the list.
    public var reason: String

    /// Creates a skipped-line report.
    ///
    /// - Parameters:
    ///   - lineNumber: The 1-based line number.
    ///   - line: The line's text.
    ///   - reason: Why it was not converted.
    public init(lineNumber: Int, line: String, reason: String) {
        self.lineNumber = lineNumber
        self.line = line
        self.reason = reason
    }
}
