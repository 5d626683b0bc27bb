#if GTK4
    import CWebKitGTK
    import GtkWeb

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

    /// Shows `engine` as the C side shows its view, for suites whose C view is in a shown window: on GTK 4 a
    /// parked engine is hidden to its page and draws no frames, so it goes into a new shown 800×600 window,
    /// returned. Undo with `hideShownEngine(_:in:)`.
    @MainActor
    func showAsTheCSideDoes(_ engine: WebEngine) -> UnsafeMutableRawPointer? {
        let window = makeBenchWindow(width: 800, height: 600)
        engine.unsafeAttach(toContainer: window)
        return window
    }
#endif
