import Foundation

/// The address bar's suggestion queries, run off the main thread, so that a keystroke never waits for
/// the store (a slow query, or a long write such as a bookmark import holding its connection).
///
/// One query runs at a time. A text typed while it runs waits, replacing any text that was waiting
/// before it; the running query's rows are dropped when a newer text was asked for meanwhile, so only
/// the latest text's rows are ever shown. Blank text is answered at once, with no rows. Once the typed
/// address is used (`cancel()`), rows still to come are dropped, so a slow answer cannot reopen the list
/// under the page it led to.
@MainActor
final class SuggestionRequests {
    typealias Rows = [(url: String, title: String)]

    private let query: @Sendable (String) -> Rows
    private let show: @MainActor (Rows) -> Void
    /// Counts requests; a query's rows are shown only when it answers the latest one.
    private var generation = 0
    /// Whether a query is running on its background thread.
    private(set) var isRunning = false
    private var waiting: String?

    /// Requests answered by `query` (run on a background thread), whose rows `show` receives on the
    /// main thread.
    init(query: @escaping @Sendable (String) -> Rows, show: @escaping @MainActor (Rows) -> Void) {
        self.query = query
        self.show = show
    }

    /// Asks for the suggestions for `text`; returns at once.
    func request(_ text: String) {
        generation += 1
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            waiting = nil
            show([])
        } else if isRunning {
            waiting = text
        } else {
            start(text)
        }
    }

    /// Drops the rows of the running query and the text waiting for it: nothing asked so far is shown.
    func cancel() {
        generation += 1
        waiting = nil
    }

    private func start(_ text: String) {
        isRunning = true
        let asked = generation
        let query = self.query
        Task { [weak self] in
            let rows = await Task.detached { query(text) }.value
            self?.finished(rows, asked: asked)
        }
    }

    private func finished(_ rows: Rows, asked: Int) {
        isRunning = false
        if asked == generation { show(rows) }
        if let text = waiting {
            waiting = nil
            start(text)
        }
    }
}
