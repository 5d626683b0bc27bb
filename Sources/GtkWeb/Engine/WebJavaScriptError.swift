public import Foundation

/// A script run by the host threw, failed to parse, or produced a value that cannot cross to Swift.
public struct WebJavaScriptError: Error, LocalizedError, Sendable, Equatable {
    /// The JavaScript error's name, e.g. `ReferenceError`, `SyntaxError`, or `Error`.
    public var name: String
    /// The JavaScript error's message, e.g. `Can't find variable: nosuchvar`.
    public var message: String
    /// The line in the evaluated script, when JavaScriptCore reported one (1-based).
    public var line: Int?
    /// The column in that line, when reported.
    public var column: Int?

    /// An error with JavaScript's error name and message, and where in the script it was raised.
    public init(name: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.name = name
        self.message = message
        self.line = line
        self.column = column
    }

    /// "Name: message", with the line and column when known.
    public var errorDescription: String? {
        let location = line.map { " (line \($0)\(column.map { ", column \($0)" } ?? ""))" } ?? ""
        return "\(name): \(message)\(location)"
    }
}
