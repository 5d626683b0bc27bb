#if GTK4
    import CWebKitGTK
    import GLibInterop

    /// A GTK 4 window that is never presented, so a view attached to it is never realized or mapped.
    @MainActor
    public final class HiddenTestWindow {
        private let window: GObjectRef

        public init() {
            window = GObjectRef(retaining: gtk_window_new()!)
        }

        /// The window (a `GtkWindow *`).
        public var container: UnsafeMutableRawPointer { window.raw }

        isolated deinit {
            gtk_window_destroy(cwk_window(window.raw))
        }
    }
#endif
