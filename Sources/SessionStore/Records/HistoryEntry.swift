public import Foundation

/// One visited URL: its latest title, how often it was visited, and when last.
public struct HistoryEntry: Sendable, Equatable, Hashable, Codable {
    /// The URL as visited.
    public var url: String
    /// The latest title seen for it.
    public var title: String
    /// How many visits were recorded.
    public var visitCount: Int
    /// When it was last visited.
    public var lastVisit: Date

    /// Creates an entry.
    public init(url: String, title: String, visitCount: Int, lastVisit: Date) {
        self.url = url
        self.title = title
        self.visitCount = visitCount
        self.lastVisit = lastVisit
    }
}
