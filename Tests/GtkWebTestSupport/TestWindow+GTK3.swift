#if GTK3
    import CWebKitGTK
    import GLibInterop

    /// A real, shown GTK toplevel window for tests that pack a view; destroyed when dropped.
    @MainActor
    public final class TestWindow {
        private let window: GObjectRef

        /// Creates and shows a `width`×`height` window.
        public init(width: Int32 = 800, height: Int32 = 600, title: String = "GtkWeb test") {
            window = GObjectRef(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
            gtk_window_set_default_size(cwk_window(window.raw), width, height)
            gtk_window_set_title(cwk_window(window.raw), title)
            gtk_widget_show_all(cwk_widget(window.raw))
        }

        /// The window as a `GtkContainer *`, to pack a view into.
        public var container: UnsafeMutableRawPointer { window.raw }

        isolated deinit {
            gtk_widget_destroy(cwk_widget(window.raw))
        }
    }
#endif
