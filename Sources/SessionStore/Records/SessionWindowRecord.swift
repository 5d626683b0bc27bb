/// One browser window as saved: its place among windows and the tab it shows.
public struct SessionWindowRecord: Sendable, Equatable, Hashable, Codable {
    /// A stable identifier (the session manager uses a UUID string).
    public var id: String
    /// The window's place in the session, from 0.
    public var position: Int
    /// The tab the window shows, or nil for an empty window.
    public var activeTabID: String?

    /// Creates a window record.
    public init(id: String, position: Int, activeTabID: String? = nil) {
        self.id = id
        self.position = position
        self.activeTabID = activeTabID
    }
}
