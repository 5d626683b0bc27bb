public import Foundation

/// One tab as saved: where it is, what it shows, and what it needs to come back with its history.
public struct SessionTabRecord: Sendable, Equatable, Hashable, Codable {
    /// A stable identifier; also the tab's `persistentWebViewID` in GtkWeb.
    public var id: String
    /// The window the tab belongs to.
    public var windowID: String
    /// The tab's place in its window, from 0.
    public var position: Int
    /// The name of the web profile the tab uses (`"default"` for the default profile).
    public var profileName: String
    /// The page's URL, or nil for a tab that never loaded one.
    public var url: String?
    /// The page's title.
    public var title: String
    /// Whether the tab is pinned.
    public var isPinned: Bool
    /// When the tab was last shown.
    public var lastAccess: Date
    /// WebKit's serialized session state (back/forward list), as `webkit_web_session_state_serialize`
    /// wrote it; nil when not captured.
    public var sessionState: Data?
    /// A small PNG of the page, or nil.
    public var thumbnail: Data?

    /// Creates a tab record.
    public init(
        id: String, windowID: String, position: Int, profileName: String = "default", url: String? = nil,
        title: String = "", isPinned: Bool = false, lastAccess: Date = Date(), sessionState: Data? = nil,
        thumbnail: Data? = nil
    ) {
        self.id = id
        self.windowID = windowID
        self.position = position
        self.profileName = profileName
        self.url = url
        self.title = title
        self.isPinned = isPinned
        self.lastAccess = lastAccess
        self.sessionState = sessionState
        self.thumbnail = thumbnail
    }
}
