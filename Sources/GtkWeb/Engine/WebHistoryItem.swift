public import Foundation

/// One entry of an engine's back/forward history.
///
/// A class, as in SkipWeb (so `===` compiles), with SkipWeb's `String` URLs; `pageURL` and
/// `requestedURL` give them as `URL`. Immutable, so it is `Sendable`. Two items are equal when they
/// are the same WebKit entry with the same URL and title.
public final class WebHistoryItem: Sendable, Hashable, Identifiable {
    /// Identity of the entry while it stays in the history list.
    public let id: UInt
    /// The entry's URL (after redirects), as SkipWeb's `String`.
    public let url: String
    /// The URL originally requested for this entry (before redirects), as SkipWeb's `String`.
    public let initialURL: String
    /// The entry's URL (after redirects).
    public let pageURL: URL
    /// The URL originally requested for this entry (before redirects).
    public let requestedURL: URL
    /// The page title, when the page had one.
    public let title: String?

    init?(_ entry: HistoryEntry) {
        guard let url = URL(string: entry.uri) else { return nil }
        let initial = URL(string: entry.originalURI) ?? url
        self.id = entry.id
        self.pageURL = url
        self.requestedURL = initial
        self.url = url.absoluteString
        self.initialURL = initial.absoluteString
        self.title = entry.title
    }

    /// Whether both are the same WebKit entry with the same URLs and title.
    public static func == (lhs: WebHistoryItem, rhs: WebHistoryItem) -> Bool {
        lhs.id == rhs.id && lhs.url == rhs.url && lhs.initialURL == rhs.initialURL && lhs.title == rhs.title
    }

    /// Hashes the entry's identity and URL.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(url)
    }
}
