#if GTK3
    import CWebKitGTK
    import GLibInterop

    /// Where an engine's view lives when no host window shows it.
    ///
    /// WebKit renders (and snapshots) only views inside a realized, sized toplevel, so every engine starts
    /// parked in its own `GtkOffscreenWindow`. Packing the engine into a host container moves the view
    /// there; unpacking parks it again. The view itself is never recreated, so its page survives.
    @MainActor
    final class ViewHosting {
        private let parking: GObjectRef
        private let handle: WebViewHandle
        private var hierarchyWatch: SignalConnection?

        /// Called with `isAttachedToWindow` whenever the view moves to another toplevel (`hierarchy-changed`).
        var onWindowChange: (Bool) -> Void = { _ in }

        init(handle: WebViewHandle, width: Int32 = 800, height: Int32 = 600) {
            self.handle = handle
            // GTK owns toplevels: keep our own reference and destroy the window in deinit.
            parking = GObjectRef(retaining: gtk_offscreen_window_new()!)
            gtk_window_set_default_size(cwk_window(parking.raw), width, height)
            gtk_widget_set_size_request(cwk_widget(handle.view.raw), width, height)
            gtk_container_add(cwk_container(parking.raw), cwk_widget(handle.view.raw))
            gtk_widget_show_all(cwk_widget(parking.raw))
            hierarchyWatch = handle.view.connect("hierarchy-changed") { [weak self] _ in
                guard let self else { return }
                self.onWindowChange(self.isAttachedToWindow)
            }
        }

        deinit {
            MainActor.assumeIsolated {
                let widget = cwk_widget(handle.view.raw)
                if let parent = gtk_widget_get_parent(widget) { gtk_container_remove(cwk_container(parent), widget) }
                gtk_widget_destroy(cwk_widget(parking.raw))
            }
        }

        /// Moves the view into `container` (a `GtkContainer`) and shows it.
        func attach(to container: UnsafeMutableRawPointer) {
            let widget = cwk_widget(handle.view.raw)
            if let parent = gtk_widget_get_parent(widget) {
                if UnsafeMutableRawPointer(parent) == container { return }
                gtk_container_remove(cwk_container(parent), widget)
            }
            gtk_widget_set_size_request(widget, -1, -1)
            gtk_container_add(cwk_container(container), widget)
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
            gtk_widget_show(widget)
        }

        /// Moves the view back into its offscreen window.
        func park() {
            let widget = cwk_widget(handle.view.raw)
            if let parent = gtk_widget_get_parent(widget) {
                if UnsafeMutableRawPointer(parent) == parking.raw { return }
                gtk_container_remove(cwk_container(parent), widget)
            }
            gtk_widget_set_size_request(widget, 800, 600)
            gtk_container_add(cwk_container(parking.raw), widget)
            gtk_widget_show(widget)
        }

        /// Whether the view sits in a real (on-screen) window rather than its parking window.
        var isAttachedToWindow: Bool {
            let widget = cwk_widget(handle.view.raw)
            guard let top = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(top) != 0 else { return false }
            return cwk_is_window(top) != 0 && cwk_is_offscreen_window(top) == 0
        }

        /// The view's `GtkWidget *`.
        var widget: UnsafeMutableRawPointer { handle.view.raw }
    }
#endif
