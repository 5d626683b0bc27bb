#if GTK4
    import CWebKitGTK
    import GLibInterop

    /// Where an engine's view lives when no host widget shows it.
    ///
    /// GTK 4 has no offscreen window. A parked view has no parent at all: this object keeps the only strong
    /// reference, and gives the view a viewport size without a window (`gtk_widget_measure` and
    /// `gtk_widget_size_allocate`, `cwk_widget_park_size`), which is what WebKit needs to lay out and
    /// snapshot a page that is not on screen. Unlike a GTK 3 offscreen window, a parked view is *hidden* to
    /// the page (`document.visibilityState` "hidden", `requestAnimationFrame` paused, timers throttled);
    /// GTK 4 offers no way to show a view without a window. Attaching moves the view into a host widget;
    /// detaching parks it again, at the size it last had. The view is never recreated, so its page survives.
    @MainActor
    final class ViewHosting {
        private let handle: WebViewHandle
        private var rootWatch: SignalConnection?

        /// Called with `isAttachedToWindow` whenever the view moves to another root (`notify::root`).
        var onWindowChange: (Bool) -> Void = { _ in }

        init(handle: WebViewHandle, width: Int32 = 800, height: Int32 = 600) {
            self.handle = handle
            cwk_widget_park_size(cwk_widget(handle.view.raw), width, height)
            rootWatch = handle.view.connect("notify::root") { [weak self] _ in
                guard let self else { return }
                self.onWindowChange(self.isAttachedToWindow)
            }
        }

        deinit {
            MainActor.assumeIsolated { _ = Self.detach(cwk_widget(handle.view.raw)) }
        }

        /// Moves the view into `container` and shows it. GTK 4 has no `GtkContainer`, so the container is
        /// one of the two kinds of GTK 4 parent that take any child: a `GtkBox` (the view is appended,
        /// `gtk_box_append`), or a widget with a `child` property — `GtkWindow`, `GtkScrolledWindow`,
        /// `GtkFrame`, `GtkOverlay`, `GtkRevealer`, `AdwBin`, … (the view becomes that child). Anything else
        /// is refused with a GLib warning and the view stays where it was.
        func attach(to container: UnsafeMutableRawPointer) {
            let widget = cwk_widget(handle.view.raw)
            if let parent = gtk_widget_get_parent(widget), UnsafeMutableRawPointer(parent) == container { return }
            guard cwk_is_box(container) != 0 || cwk_has_child_property(container) != 0 else {
                GLibLog.warning(
                    "unsafeAttach(toContainer:) needs a GtkBox or a widget with a child property on GTK 4, "
                        + "not a \(String(cString: cwk_type_name_of(container))); the view stays where it was")
                return
            }
            guard Self.detach(widget) else { return }
            gtk_widget_set_size_request(widget, -1, -1)
            gtk_widget_set_hexpand(widget, 1)
            gtk_widget_set_vexpand(widget, 1)
            if cwk_is_box(container) != 0 {
                gtk_box_append(cwk_box(container), widget)
            } else {
                cwk_set_child_property(container, widget)
            }
            gtk_widget_set_visible(widget, 1)
        }

        /// Takes the view out of its host widget and parks it at the size it had there (800×600 when it had
        /// none), so the page keeps its viewport and can still be snapshotted.
        func park() {
            let widget = cwk_widget(handle.view.raw)
            guard gtk_widget_get_parent(widget) != nil else { return }
            let width = gtk_widget_get_width(widget)
            let height = gtk_widget_get_height(widget)
            guard Self.detach(widget) else { return }
            cwk_widget_park_size(widget, width > 1 ? width : 800, height > 1 ? height : 600)
        }

        /// Removes `widget` from its parent the way the parent's kind requires (`gtk_box_remove`, or its
        /// `child` property set to NULL). Returns false, with a GLib warning, for a parent of any other kind
        /// (the host put the view there itself and must take it out itself).
        private static func detach(_ widget: UnsafeMutablePointer<GtkWidget>!) -> Bool {
            guard let parent = gtk_widget_get_parent(widget) else { return true }
            let raw = UnsafeMutableRawPointer(parent)
            if cwk_is_box(raw) != 0 {
                gtk_box_remove(cwk_box(raw), widget)
            } else if cwk_child_property_is(raw, widget) != 0 {
                cwk_set_child_property(raw, nil)
            } else {
                GLibLog.warning(
                    "the web view's parent is a \(String(cString: cwk_type_name_of(raw))), which GtkWeb did not "
                        + "attach it to; remove it from there first")
                return false
            }
            return true
        }

        /// Whether the view sits in a window (its root is a `GtkWindow`) rather than parked.
        var isAttachedToWindow: Bool {
            guard let root = gtk_widget_get_root(cwk_widget(handle.view.raw)) else { return false }
            return cwk_is_window(UnsafeMutableRawPointer(root)) != 0
        }

        /// The view's `GtkWidget *`.
        var widget: UnsafeMutableRawPointer { handle.view.raw }
    }
#endif
