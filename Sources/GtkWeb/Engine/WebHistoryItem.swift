public import Foundation

/// One entry of an engine's back/forward history.
public struct WebHistoryItem: Sendable, Hashable, Identifiable {
    /// Identity of the entry while it stays in the history list.
    public let id: UInt
    /// The entry's URL (after redirects).
    public let url: URL
    /// The URL originally requested for this entry (before redirects).
    public let initialURL: URL
    /// The page title, when the page had one.
    public let title: String?

    init?(_ entry: HistoryEntry) {
        guard let url = URL(string: entry.uri) else { return nil }
        self.id = entry.id
        self.url = url
        self.initialURL = URL(string: entry.originalURI) ?? url
        self.title = entry.title
    }
}
