public import Foundation

/// Reads the bytes of a filter-list file as text, refusing what is not a text list.
public enum FilterListText {
    /// Why a file is not read as a filter list.
    public enum DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file holds NUL bytes: it is binary (an image, an archive, a compiled list), not a list.
        case binary
        /// The file starts with a UTF-16 byte-order mark; filter lists are UTF-8.
        case utf16

        /// A sentence saying why the file was not read.
        public var description: String {
            switch self {
            case .binary: "the file holds NUL bytes: it is binary, not a filter list"
            case .utf16: "the file is UTF-16; filter lists are read as UTF-8"
            }
        }
    }

    /// The text of a filter list: UTF-8, without a leading byte-order mark.
    ///
    /// Bytes that are not UTF-8 (a list saved as Latin-1, say) become U+FFFD; the importer reports the lines
    /// holding one as skipped instead of converting them, so nothing is guessed.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The text.
    /// - Throws: `DecodingError.binary` for data with a NUL byte, `.utf16` for a UTF-16 byte-order mark.
    public static func decode(_ data: Data) throws(DecodingError) -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { throw .utf16 }
        if data.contains(0) { throw .binary }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return String(decoding: body, as: UTF8.self)
    }
}
