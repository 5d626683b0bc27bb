import Dispatch
import Synchronization

/// One run of `BubblewrapProbe.failureReason()` on a background thread, started early (when GtkWeb
/// is initialized) so that the first engine does not wait for `bwrap` to start and exit.
///
/// `answer()` blocks until the run is over and returns its result; the probe needs no main loop, so
/// waiting for it on the main thread cannot deadlock.
final class SandboxProbeRun: Sendable {
    /// nil while running; then the probe's answer (nil inside: bubblewrap works).
    private let outcome = Mutex<String??>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the probe on a global queue.
    init() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let reason = BubblewrapProbe.failureReason()
            outcome.withLock { $0 = .some(reason) }
            finished.signal()
        }
    }

    /// Waits for the probe; returns nil when the sandbox can start, else the reason it cannot.
    func answer() -> String? {
        if let done = outcome.withLock({ $0 }) { return done }
        finished.wait()
        finished.signal()  // later callers do not block
        return outcome.withLock { $0 } ?? nil
    }
}
