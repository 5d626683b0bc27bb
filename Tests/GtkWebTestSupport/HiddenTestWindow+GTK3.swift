#if GTK3
    import CWebKitGTK
    import GLibInterop

    /// A GTK toplevel that is never shown, so a view packed into it is never realized or given a size.
    @MainActor
    public final class HiddenTestWindow {
        private let window: GObjectRef

        public init() {
            window = GObjectRef(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
        }

        /// The window as a `GtkContainer *`.
        public var container: UnsafeMutableRawPointer { window.raw }

        isolated deinit {
            gtk_widget_destroy(cwk_widget(window.raw))
        }
    }
#endif
