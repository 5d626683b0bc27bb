public import Foundation

/// Bookmarks and folders as a flat list in document order, each naming its folder by index: the shape
/// import and export exchange. Being flat, a tree nested thousands of levels deep is built, compared,
/// walked and released without recursion.
public struct BookmarkTree: Sendable, Equatable {
    /// One bookmark or folder.
    public struct Item: Sendable, Equatable {
        /// The index in `items` of the folder it is in (always earlier than its own); nil at the top.
        public var parent: Int?
        /// Its name.
        public var title: String
        /// The address; nil for a folder.
        public var url: String?
        /// When it was added, when known.
        public var addedAt: Date?

        /// Creates an item.
        public init(parent: Int?, title: String, url: String?, addedAt: Date? = nil) {
            self.parent = parent
            self.title = title
            self.url = url
            self.addedAt = addedAt
        }

        /// Whether it is a folder.
        public var isFolder: Bool { url == nil }
    }

    /// The items; a folder comes before everything in it.
    public var items: [Item]

    /// Creates a tree from items in document order.
    public init(items: [Item] = []) { self.items = items }

    /// How many items are bookmarks (not folders).
    public var bookmarkCount: Int { items.count { !$0.isFolder } }
    /// How many items are folders.
    public var folderCount: Int { items.count { $0.isFolder } }

    /// The indexes of the items directly in `folder` (nil: the top level), in order.
    public func children(of folder: Int?) -> [Int] { items.indices.filter { items[$0].parent == folder } }

    /// How many folders deep the deepest item is (0 for items at the top level).
    public var depth: Int {
        var depths = [Int](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() { depths[index] = item.parent.map { depths[$0] + 1 } ?? 0 }
        return depths.max() ?? 0
    }
}

/// What an import kept and what it left out, by reason.
public struct BookmarkImportCounts: Sendable, Equatable {
    /// Bookmarks added.
    public var bookmarks = 0
    /// Folders added (folders merged into an existing one of the same name are not counted).
    public var folders = 0
    /// Bookmarks already in the same folder, not added twice.
    public var duplicates = 0
    /// `javascript:` and `data:` addresses refused.
    public var refusedScripts = 0
    /// Other addresses that are not web or file addresses (`place:`, `chrome:`, empty ones), left out.
    public var unsupported = 0

    /// Creates counts.
    public init(
        bookmarks: Int = 0, folders: Int = 0, duplicates: Int = 0, refusedScripts: Int = 0, unsupported: Int = 0
    ) {
        self.bookmarks = bookmarks
        self.folders = folders
        self.duplicates = duplicates
        self.refusedScripts = refusedScripts
        self.unsupported = unsupported
    }
}

/// Which addresses a bookmark may keep.
public enum BookmarkAddress {
    /// What the store does with an address.
    public enum Verdict: Sendable, Equatable {
        /// Kept as it is.
        case kept
        /// A `javascript:` or `data:` address, refused.
        case refusedScript
        /// Any other scheme, or no address, left out.
        case unsupported
    }

    /// The schemes a bookmark keeps.
    public static let keptSchemes: Set<String> = ["http", "https", "ftp", "file"]
    /// The longest address kept, in bytes (longer ones are left out as unsupported).
    public static let maximumLength = 65536

    /// The verdict for `url`: its scheme, compared without case and leading spaces or controls.
    public static func verdict(_ url: String) -> Verdict {
        let trimmed = url.drop { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }
        guard let colon = trimmed.firstIndex(of: ":"), url.utf8.count <= maximumLength else { return .unsupported }
        // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`), so the check does too.
        let scheme = trimmed[..<colon].filter { !$0.isWhitespace }.lowercased()
        if scheme == "javascript" || scheme == "data" || scheme == "vbscript" { return .refusedScript }
        return keptSchemes.contains(scheme) ? .kept : .unsupported
    }
}
