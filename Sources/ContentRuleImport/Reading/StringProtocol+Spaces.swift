import Foundation

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, as a `String`.
    ///
    /// Filter lists are ASCII-spaced; this avoids Foundation's `trimmingCharacters(in:)`, which bridges
    /// through `NSString` and dominated the conversion time of large lists.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) }) ?? first
        return String(self[first...last])
    }
}
