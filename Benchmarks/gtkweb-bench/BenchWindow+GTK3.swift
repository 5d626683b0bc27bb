#if !GTK4
    import CWebKitGTK
    import GtkWeb

    /// A new toplevel window of `width` x `height`, shown (GTK 3); a `GtkContainer` that
    /// `WebEngine.unsafeAttach(toContainer:)` takes. Destroy it with `destroyBenchWindow(_:)`.
    @MainActor
    func makeBenchWindow(width: Int32, height: Int32) -> UnsafeMutableRawPointer {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(cwk_window(window), width, height)
        gtk_widget_show_all(window)
        return UnsafeMutableRawPointer(window)
    }

    /// Destroys a window made by `makeBenchWindow(width:height:)`, and what it holds.
    @MainActor
    func destroyBenchWindow(_ window: UnsafeMutableRawPointer) {
        gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Shows `engine` as the C side shows its view, for suites whose C view is in a shown window: on GTK 3 a
    /// parked engine's offscreen window already draws it and its page counts as visible, so it stays parked
    /// (nil). Undo with `hideShownEngine(_:in:)`.
    @MainActor
    func showAsTheCSideDoes(_ engine: WebEngine) -> UnsafeMutableRawPointer? { nil }
#endif
