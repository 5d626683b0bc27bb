import GLibInterop

/// A call that bursts of requests share: `soon()` runs it once within `milliseconds` however often it is
/// asked for meanwhile, `now()` runs it at once and drops the pending run.
///
/// Download progress comes hundreds of times a second (each block WebKit writes); what it feeds (the
/// popover's widgets, the shell's D-Bus state) needs only the latest state, a few times a second, while a
/// download's start and end must show at once. The call reads the current state when it runs, so the
/// last request is never lost.
@MainActor
final class CoalescedCall {
    private let milliseconds: UInt32
    private let body: @MainActor () -> Void
    private var pending: MainLoopSource?

    /// A call of `body`, run at most once per `milliseconds` by `soon()`.
    init(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        self.milliseconds = milliseconds
        self.body = body
    }

    /// Runs the call within `milliseconds`, unless a run is already pending (a GLib timeout).
    func soon() {
        guard pending == nil else { return }
        pending = MainLoopSource.once(afterMilliseconds: milliseconds) { [weak self] in
            self?.pending = nil
            self?.body()
        }
    }

    /// Runs the call now; a pending run is dropped, since this one shows the same state or newer.
    func now() {
        cancel()
        body()
    }

    /// Drops a pending run.
    func cancel() {
        pending?.cancel()
        pending = nil
    }
}

extension CoalescedCall {
    /// How long download progress waits to be shown: at most ten updates a second.
    static let progressMilliseconds: UInt32 = 100
}
