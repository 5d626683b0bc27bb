/// One preparation of a runtime's revision while it runs: the caller that started it runs it in its own
/// task, and every other caller that needs the same revision waits here for its result.
///
/// Running it in the first caller's task, not in a task of its own, spares the common case (one caller,
/// lists already compiled) a task start on the main queue and a resumption through the cooperative pool:
/// twice the cost of WebKit's own cache load. Cancelling that caller does not stop the preparation: the
/// WebKit calls it makes ignore cancellation (`ContentFilterStore`).
@MainActor
final class PendingPreparation {
    /// The runtime revision being prepared.
    let revision: Int
    private var result: ContentBlockerSnapshot?
    private var waiters: [CheckedContinuation<ContentBlockerSnapshot, Never>] = []

    init(revision: Int) { self.revision = revision }

    /// The prepared snapshot: at once when it is done, otherwise when `finish(with:)` hands it over.
    func value() async -> ContentBlockerSnapshot {
        if let result { return result }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// Records `snapshot` as the result and resumes every waiting caller with it.
    func finish(with snapshot: ContentBlockerSnapshot) {
        result = snapshot
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: snapshot) }
    }
}
