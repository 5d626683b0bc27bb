public import Foundation

/// Why `FilterListImporter.convert(contentsOf:readSize:)` could not read a list.
public enum FilterListReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (missing, unreadable, a folder), with the system's message.
    case readFailed(path: String, description: String)
    /// The file is not a UTF-8 text list: it holds NUL bytes or starts with a UTF-16 byte-order mark.
    case notText(path: String, reason: FilterListText.DecodingError)

    /// The file's path.
    public var path: String {
        switch self {
        case .readFailed(let path, _), .notText(let path, _): path
        }
    }

    /// A sentence naming the file and why it was not read.
    public var description: String {
        switch self {
        case .readFailed(let path, let description): "cannot read \(path): \(description)"
        case .notText(let path, let reason): "cannot read \(path): \(reason.description)"
        }
    }
}

extension FilterListImporter {
    /// The size of each read of `convert(contentsOf:readSize:)`: 1 MiB.
    public static let defaultReadSize = 1 << 20

    /// Converts the filter list in a file, reading it `readSize` bytes at a time: the text is never held
    /// whole, only the rules and the skipped lines are.
    ///
    /// Gives what `convert(_:)` gives for the file's text as `FilterListText.decode` reads it: a leading
    /// byte-order mark is dropped, `\r\n` and the other line breaks split lines (also across two reads), and a
    /// line with bytes that are not UTF-8 is reported as skipped.
    ///
    /// - Parameters:
    ///   - file: The filter list.
    ///   - readSize: How many bytes to read at a time.
    /// - Returns: The WebKit rules and the skipped lines, each with its line number and reason.
    /// - Throws: `FilterListReadError.readFailed` when the file cannot be read, `.notText` when it is binary
    ///   (a NUL byte) or UTF-16.
    public func convert(
        contentsOf file: URL, readSize: Int = defaultReadSize
    ) throws(FilterListReadError) -> FilterListConversion {
        try convert(contentsOf: [file], readSize: readSize)
    }

    /// Converts several filter-list files into one rule list, as `convert(lists:)` converts their texts,
    /// reading each `readSize` bytes at a time.
    ///
    /// - Parameters:
    ///   - files: The lists, such as EasyList and EasyPrivacy.
    ///   - readSize: How many bytes to read at a time.
    /// - Returns: The WebKit rules and the skipped lines, each with its list's index, line number and reason.
    /// - Throws: `FilterListReadError` for the first file that cannot be read or is not a text list.
    public func convert(
        contentsOf files: [URL], readSize: Int = defaultReadSize
    ) throws(FilterListReadError) -> FilterListConversion {
        var builder = FilterListBuilder(genericHidingInScript: genericHiding == .cosmeticScript)
        for (listIndex, file) in files.enumerated() {
            var lineNumber = 0
            try FilterListFileReader(path: file.path, readSize: readSize).forEachLine { line in
                lineNumber += 1
                // Most lines have no surrounding spaces: use them as read instead of copying them.
                let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
                let trimmed =
                    line.utf8.first.map(isSpace) == true || line.utf8.last.map(isSpace) == true
                    ? line.trimmingSpaces : line
                builder.add(trimmed, lineNumber: lineNumber, listIndex: listIndex)
            }
        }
        return builder.finish()
    }
}
