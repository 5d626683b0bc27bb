#if GTK3
    import CWebKitGTK
    import GLibInterop

    extension WebViewHandle {
        /// Reports scrolling input to `body` before WebKit handles it (`scroll-event`, `touch-event`; the
        /// events are not consumed).
        func onScrollInput(_ body: @escaping (ScrollInput) -> Void) -> [SignalConnection] {
            [
                view.connect("scroll-event") { arguments in
                    guard let event = arguments.pointer(1)?.assumingMemoryBound(to: GdkEvent.self) else { return }
                    var dx = 0.0
                    var dy = 0.0
                    let isSmooth = gdk_event_get_scroll_deltas(event, &dx, &dy) != 0
                    body(.wheel(isStop: gdk_event_is_scroll_stop_event(event) != 0, isSmooth: isSmooth))
                    arguments.setReturn(false)
                },
                view.connect("touch-event") { arguments in
                    guard let event = arguments.pointer(1)?.assumingMemoryBound(to: GdkEvent.self) else { return }
                    switch gdk_event_get_event_type(event) {
                    case GDK_TOUCH_BEGIN: body(.touchBegan)
                    case GDK_TOUCH_END, GDK_TOUCH_CANCEL: body(.touchEnded)
                    default: break
                    }
                    arguments.setReturn(false)
                },
            ]
        }
    }
#endif
