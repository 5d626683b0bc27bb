#if GTK4
    import CWebKitGTK
    import GLibInterop

    extension WebViewHandle {
        /// The view's size in CSS pixels, or nil when GTK has not given it more than a 1×1 size. A parked
        /// view has the size `ViewHosting` gave it without a window, so it need not be realized.
        var laidOutSize: (width: Int, height: Int)? {
            let widget = cwk_widget(view.raw)
            let width = Int(gtk_widget_get_width(widget))
            let height = Int(gtk_widget_get_height(widget))
            guard width > 1, height > 1 else { return nil }
            return (width, height)
        }

        /// Waits until the view is laid out when that is only a matter of time: its window is shown but
        /// GTK has not given it a size yet (just after attaching it). GTK 4 has no `size-allocate` signal,
        /// so the view's frame clock is watched instead (a tick callback, called once per frame). Gives up
        /// after `milliseconds`, or at once when the view is in no visible window.
        /// - Returns: whether the view is laid out.
        func waitUntilLaidOut(milliseconds: UInt32 = 1000) async -> Bool {
            if laidOutSize != nil { return true }
            let widget = cwk_widget(view.raw)
            guard let root = gtk_widget_get_root(widget),
                gtk_widget_get_visible(cwk_widget(UnsafeMutableRawPointer(root))) != 0
            else { return false }
            let wait = LayoutWait()
            return await withCheckedContinuation { continuation in
                wait.continuation = continuation
                let tick = FrameTick(
                    keepGoing: { [weak self] in self != nil && self?.laidOutSize == nil },
                    onStop: { [weak self] in wait.finish(self?.laidOutSize != nil) })
                let user = CallbackUserData.retain(tick)
                let id = gtk_widget_add_tick_callback(widget, frameTickThunk, user.data, user.destroy)
                wait.stopWatching = { [view] in
                    if tick.isRunning { gtk_widget_remove_tick_callback(cwk_widget(view.raw), id) }
                }
                wait.timer = MainLoopSource.once(afterMilliseconds: milliseconds) { [weak self] in
                    wait.finish(self?.laidOutSize != nil)
                }
            }
        }
    }

    /// A tick callback's body: called once per frame while `keepGoing` returns true; then `onStop` runs,
    /// and GTK removes the callback.
    @MainActor
    private final class FrameTick {
        private let keepGoing: @MainActor () -> Bool
        private let onStop: @MainActor () -> Void
        /// False once `keepGoing` said to stop.
        private(set) var isRunning = true
        init(keepGoing: @escaping @MainActor () -> Bool, onStop: @escaping @MainActor () -> Void) {
            self.keepGoing = keepGoing
            self.onStop = onStop
        }
        func fire() -> Bool {
            isRunning = keepGoing()
            if !isRunning { onStop() }
            return isRunning
        }
    }

    /// The C tick callback: runs the `FrameTick` behind `data` (GTK calls it on the main thread).
    private let frameTickThunk: GtkTickCallback = { _, _, data in
        guard let data else { return 0 }
        let tick = CallbackUserData.object(from: data, as: FrameTick.self)
        return MainActor.assumeIsolated { tick.fire() } ? 1 : 0
    }
#endif
