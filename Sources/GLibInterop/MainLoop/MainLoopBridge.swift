import CWebKitGTK

/// Runs Swift's main actor inside the GLib main loop.
///
/// Work for the main actor (`Task { @MainActor in … }`, resumed `await`s) is enqueued on the main
/// dispatch queue, which nothing drains while `gtk_main()` or `g_main_context_iteration` owns the
/// main thread. The bridge watches the queue's eventfd with a GLib source; when it becomes readable
/// the source reads the counter (without the read the loop would spin) and drains the queue.
package enum MainLoopBridge {
    @MainActor private static var sourceID: UInt32 = 0
    /// The main queue's eventfd, once installed.
    // nonisolated(unsafe): written once in `install()` on the main thread before any reader exists, and
    // read only by `drainNow`, on the main thread.
    nonisolated(unsafe) private static var queueHandle: Int32 = -1

    /// Installs the watch on the default main context; idempotent. Call on the main thread before
    /// entering `gtk_main()` or iterating the context.
    @MainActor
    package static func install() {
        guard sourceID == 0 else { return }
        let fd = cwk_main_queue_handle()
        precondition(fd >= 0, "libdispatch has no main-queue handle")
        // `drainNow` reads the counter without knowing whether it is set: it must never block.
        cwk_fd_set_nonblocking(fd)
        queueHandle = fd
        sourceID = g_unix_fd_add(fd, G_IO_IN, mainQueueReadyThunk, nil)
        InlineResumption.install()
        // Work enqueued before the watch existed would otherwise wait for the next enqueue.
        cwk_main_queue_drain()
    }

    /// Whether `install()` has run.
    @MainActor package static var isInstalled: Bool { sourceID != 0 }

    // MARK: - Immediate resumption

    /// Whether the main queue is being drained right now (by the watch or by `drainNow`).
    // nonisolated(unsafe): only ever touched on the main thread, from the two C entry points in
    // Thunks.swift and from `drainNow`, all of which GLib calls on the main thread.
    nonisolated(unsafe) static var isDraining = false

    /// Runs the main-actor work enqueued so far, now, unless a drain is already under way.
    ///
    /// A `GAsyncReadyCallback` that resumes an awaiting task calls this, so the task continues in
    /// the same loop iteration instead of waiting for the loop to poll the eventfd on its next
    /// turn (measured: ~50 µs of every async WebKit round trip on a loaded 2-core machine).
    /// Without the bridge installed it does nothing.
    package static func drainNow() {
        guard !isDraining, MainActor.assumeIsolated({ isInstalled }) else { return }
        isDraining = true
        // Consume the wake-up first, then drain: the work enqueued so far runs now, so the loop need not
        // wake again for it (one main-loop iteration, with its poll, less per round trip), while
        // work enqueued after this read sets the counter again and still wakes the loop.
        cwk_eventfd_consume(queueHandle)
        cwk_main_queue_drain()
        isDraining = false
    }
}
