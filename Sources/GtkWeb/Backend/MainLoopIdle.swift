import GLibInterop

/// Waiting for the GLib main loop to go idle.
@MainActor
enum MainLoopIdle {
    /// Returns once the main loop has dispatched every pending event of higher priority than idle
    /// (`g_idle_add_full` at `G_PRIORITY_DEFAULT_IDLE`). Not cancellable: it returns within one
    /// main-loop iteration.
    static func next() async {
        var source: MainLoopSource?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            source = MainLoopSource.idle {
                continuation.resume()
                return false
            }
        }
        withExtendedLifetime(source) {}
    }
}
