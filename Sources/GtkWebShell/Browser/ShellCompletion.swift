import Foundation
import SessionStore

/// Address-bar suggestions from history: the session store's ranked completion query
/// (`SessionStore.completions(for:limit:)`: URLs starting with the text first, then URLs and titles
/// containing it, each by visits then recency). Windows without a store (private ones) get none.
@MainActor
struct ShellCompletion {
    let store: SessionStore?
    var limit = 8

    /// The suggestions for `text` as (URL, title) rows: none for blank text or without a store; a
    /// failed read is said on stderr and gives none (typing goes on).
    func suggestions(for text: String) -> [(url: String, title: String)] {
        guard let store, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        do {
            return try store.completions(for: text, limit: limit).map { ($0.url, $0.title) }
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: no address suggestions: \(error.localizedDescription)\n".utf8))
            return []
        }
    }
}
