public import Foundation

/// Why a Netscape bookmark file (the HTML file Firefox, Chrome and Epiphany import and export) was not
/// read or written. A file refused with one of these left the store unchanged.
public enum NetscapeBookmarkError: Error, Equatable, Sendable, LocalizedError {
    /// The file at `path` could not be read (`reason` says why).
    case cannotRead(path: String, reason: String)
    /// The file is `bytes` long, more than the `limit` a bookmark file is read up to.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes at `offset` are not UTF-8 (bookmark files are written in UTF-8).
    case invalidEncoding(offset: Int)
    /// The file does not start with the `<!DOCTYPE NETSCAPE-Bookmark-file-1>` line.
    case notABookmarkFile
    /// Folders are nested deeper than `limit` levels.
    case nestedTooDeep(limit: Int)
    /// The file holds more than `limit` bookmarks and folders.
    case tooManyEntries(limit: Int)
    /// The file at `path` could not be written (`reason` says why); nothing was left at `path`.
    case cannotWrite(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .cannotRead(let path, let reason): "The bookmark file \(path) could not be read: \(reason)"
        case .fileTooLarge(let bytes, let limit):
            "The bookmark file is too large (\(bytes) bytes; bookmark files are read up to \(limit) bytes)."
        case .invalidEncoding(let offset): "The bookmark file is not UTF-8 text (at byte \(offset))."
        case .notABookmarkFile: "The file is not a bookmark file (it lacks the NETSCAPE-Bookmark-file-1 line)."
        case .nestedTooDeep(let limit): "The bookmark file nests folders more than \(limit) levels deep."
        case .tooManyEntries(let limit): "The bookmark file holds more than \(limit) bookmarks and folders."
        case .cannotWrite(let path, let reason): "The bookmark file \(path) could not be written: \(reason)"
        }
    }
}
