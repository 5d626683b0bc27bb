import CWebKitGTK

/// Runs Swift's main actor inside the GLib main loop.
///
/// Work for the main actor (`Task { @MainActor in … }`, resumed `await`s) is enqueued on the main
/// dispatch queue, which nothing drains while `gtk_main()` or `g_main_context_iteration` owns the
/// main thread. The bridge watches the queue's eventfd with a GLib source; when it becomes readable
/// the source reads the counter (without the read the loop would spin) and drains the queue.
package enum MainLoopBridge {
    @MainActor private static var sourceID: UInt32 = 0

    /// Installs the watch on the default main context; idempotent. Call on the main thread before
    /// entering `gtk_main()` or iterating the context.
    @MainActor
    package static func install() {
        guard sourceID == 0 else { return }
        let fd = cwk_main_queue_handle()
        precondition(fd >= 0, "libdispatch has no main-queue handle")
        // The watch reads the counter once it is readable; non-blocking all the same, so that a spurious
        // wake-up never blocks the loop.
        cwk_fd_set_nonblocking(fd)
        sourceID = g_unix_fd_add(fd, G_IO_IN, mainQueueReadyThunk, nil)
        InlineResumption.install()
        // Work enqueued before the watch existed would otherwise wait for the next enqueue.
        cwk_main_queue_drain()
    }

    /// Whether `install()` has run.
    @MainActor package static var isInstalled: Bool { sourceID != 0 }

    /// Whether the main queue is being drained right now (a nested main-loop iteration inside a drained
    /// job must not drain it again).
    // nonisolated(unsafe): only ever touched on the main thread, from the watch's C entry point in
    // Thunks.swift, which GLib calls on the main thread.
    nonisolated(unsafe) static var isDraining = false
}
