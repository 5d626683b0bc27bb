#if GTK4
    import CWebKitGTK
    import GLibInterop

    extension WebViewHandle {
        /// Reports scrolling input to `body` before WebKit handles it. GTK 4 has no `scroll-event` or
        /// `touch-event` signal: a `GtkEventControllerLegacy` in the capture phase sees every event first, and
        /// returning FALSE from its `event` signal leaves the event to WebKit. The controller stays on the
        /// view; it reports nothing once the returned connection is gone.
        func onScrollInput(_ body: @escaping (ScrollInput) -> Void) -> [SignalConnection] {
            let controller = gtk_event_controller_legacy_new()!
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            let connection = connectSignal(UnsafeMutableRawPointer(controller), "event") { arguments in
                defer { arguments.setReturn(false) }
                guard let raw = arguments.pointer(1) else { return }
                let event = OpaquePointer(raw)
                switch gdk_event_get_event_type(event) {
                case GDK_SCROLL:
                    body(
                        .wheel(
                            isStop: gdk_scroll_event_is_stop(event) != 0,
                            isSmooth: gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH))
                case GDK_TOUCH_BEGIN: body(.touchBegan)
                case GDK_TOUCH_END, GDK_TOUCH_CANCEL: body(.touchEnded)
                default: break
                }
            }
            gtk_widget_add_controller(cwk_widget(view.raw), controller)  // the view takes the controller
            return [connection]
        }
    }
#endif
