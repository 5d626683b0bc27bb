#if GTK4
    import CWebKitGTK
    import GLibInterop

    /// A real, presented GTK 4 window for tests that attach a view; destroyed when dropped.
    @MainActor
    public final class TestWindow {
        private let window: GObjectRef

        /// Creates and presents a `width`×`height` window.
        public init(width: Int32 = 800, height: Int32 = 600, title: String = "GtkWeb test") {
            window = GObjectRef(retaining: gtk_window_new()!)
            gtk_window_set_default_size(cwk_window(window.raw), width, height)
            gtk_window_set_title(cwk_window(window.raw), title)
            gtk_window_present(cwk_window(window.raw))
        }

        /// The window (a `GtkWindow *`, whose `child` property takes the view), to attach a view to.
        public var container: UnsafeMutableRawPointer { window.raw }

        isolated deinit {
            gtk_window_destroy(cwk_window(window.raw))
        }
    }
#endif
