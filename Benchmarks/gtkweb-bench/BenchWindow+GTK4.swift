#if GTK4
    import CWebKitGTK

    /// A new toplevel window of `width` x `height`, presented (GTK 4); a widget with a `child` property, which
    /// `WebEngine.unsafeAttach(toContainer:)` takes. Destroy it with `destroyBenchWindow(_:)`.
    @MainActor
    func makeBenchWindow(width: Int32, height: Int32) -> UnsafeMutableRawPointer {
        let window = gtk_window_new()!
        gtk_window_set_default_size(cwk_window(window), width, height)
        gtk_window_present(cwk_window(window))
        return UnsafeMutableRawPointer(window)
    }

    /// Destroys a window made by `makeBenchWindow(width:height:)`, and what it holds.
    @MainActor
    func destroyBenchWindow(_ window: UnsafeMutableRawPointer) {
        gtk_window_destroy(cwk_window(window))
    }
#endif
