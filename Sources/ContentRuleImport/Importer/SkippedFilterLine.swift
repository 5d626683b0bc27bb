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
    /// A short label shared by every line skipped for the same reason (`option $csp`, `scriptlet (##+js)`,
    /// `regex outside WebKit's subset`, …), for counting skips by reason.
    public var category: String
    /// Which of the converted lists the line belongs to: its index in `FilterListImporter.convert(lists:)`,
    /// `0` for `convert(_:)`.
    public var listIndex: Int

    /// Creates a skipped-line report.
    ///
    /// - Parameters:
    ///   - lineNumber: The 1-based line number.
    ///   - line: The line's text.
    ///   - reason: Why it was not converted.
    ///   - category: The short label grouping it with lines skipped for the same reason.
    ///   - listIndex: The index of its list among the lists converted together.
    public init(lineNumber: Int, line: String, reason: String, category: String = "", listIndex: Int = 0) {
        self.lineNumber = lineNumber
        self.line = line
        self.reason = reason
        self.category = category
        self.listIndex = listIndex
    }
}
