import GLibInterop

/// Letting the GLib main loop dispatch what is already pending.
@MainActor
enum MainLoopTurn {
    /// Returns after the main loop has dispatched the events pending now, through a zero-delay
    /// timeout at `G_PRIORITY_DEFAULT` (`g_timeout_add_full`), which idle-priority work cannot
    /// starve. Not cancellable: it returns within one main-loop iteration.
    static func next() async {
        var source: MainLoopSource?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            source = MainLoopSource.once(afterMilliseconds: 0) { continuation.resume() }
        }
        withExtendedLifetime(source) {}
    }
}
