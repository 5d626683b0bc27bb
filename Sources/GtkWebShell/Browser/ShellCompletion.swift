import Foundation
import SessionStore

/// Address-bar suggestions: bookmarks first (`SessionStore.bookmarkCompletions(for:limit:)`: addresses
/// starting with the text, then names starting with it, then either containing it), then history (the
/// store's ranked completion query, `completions(for:limit:)`: URLs starting with the text first, then
/// URLs and titles containing it, each by visits then recency), without an address twice. Windows
/// without a store (private ones) get none. The queries may run on any thread (`SuggestionRequests` runs
/// them off the main thread).
struct ShellCompletion: Sendable {
    let store: SessionStore?
    var limit = 8
    /// The most bookmarks among the suggestions, so that history always has room.
    var bookmarkLimit = 4

    /// The suggestions for `text` as (URL, title) rows: none for blank text or without a store; a
    /// failed read is said on stderr and gives none (typing goes on).
    func suggestions(for text: String) -> [(url: String, title: String)] {
        guard let store, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        do {
            let bookmarks = try store.bookmarkCompletions(for: text, limit: min(limit, bookmarkLimit)).compactMap {
                bookmark in bookmark.url.map { (url: $0, title: bookmark.title) }
            }
            let shown = Set(bookmarks.map(\.url))
            let history = try store.completions(for: text, limit: limit).filter { !shown.contains($0.url) }
            return Array((bookmarks + history.map { (url: $0.url, title: $0.title) }).prefix(limit))
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: no address suggestions: \(error.localizedDescription)\n".utf8))
            return []
        }
    }
}
