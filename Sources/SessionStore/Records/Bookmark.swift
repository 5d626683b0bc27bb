public import Foundation

/// A bookmark or a bookmark folder, as the store keeps it.
public struct Bookmark: Sendable, Equatable, Hashable, Identifiable {
    /// The store's ID for it, stable while it exists.
    public var id: Int64
    /// The folder it is in; nil at the top level.
    public var parentID: Int64?
    /// Its place among its folder's items, from 0.
    public var position: Int
    /// Its name as shown.
    public var title: String
    /// The bookmarked address; nil for a folder.
    public var url: String?
    /// When it was added.
    public var addedAt: Date

    /// Whether it is a folder.
    public var isFolder: Bool { url == nil }

    /// Creates a record (the store makes them; tests compare with them).
    public init(id: Int64, parentID: Int64?, position: Int, title: String, url: String?, addedAt: Date) {
        self.id = id
        self.parentID = parentID
        self.position = position
        self.title = title
        self.url = url
        self.addedAt = addedAt
    }
}
