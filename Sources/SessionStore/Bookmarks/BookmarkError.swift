public import Foundation

/// What the bookmark store refuses or cannot do.
public enum BookmarkError: Error, Equatable, Sendable, LocalizedError {
    /// No bookmark or folder has the ID `id` (it was removed meanwhile).
    case unknownBookmark(id: Int64)
    /// The ID `id` names a bookmark where a folder is needed.
    case notAFolder(id: Int64)
    /// A folder cannot be moved into itself or a folder inside it.
    case folderIntoItself(id: Int64)
    /// `url` is not an address a bookmark may keep: only http, https, ftp and file addresses are kept
    /// (`javascript:` and `data:` ones would run or carry content chosen by whoever wrote the bookmark).
    case refusedAddress(String)
    /// The database failed; nothing of the change was written.
    case storeFailed(SessionStoreError)

    public var errorDescription: String? {
        switch self {
        case .unknownBookmark(let id): "The bookmark \(id) no longer exists."
        case .notAFolder(let id): "The bookmark \(id) is not a folder."
        case .folderIntoItself: "A folder cannot be moved into itself or one of its own folders."
        case .refusedAddress(let url): "Only web and file addresses can be bookmarked, not \(url.prefix(60))."
        case .storeFailed(let error): error.errorDescription
        }
    }
}
