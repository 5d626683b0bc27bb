#if GTK3
    import CWebKitGTK
    import GLibInterop

    extension WebViewHandle {
        /// The view's size in CSS pixels, or nil when it is not laid out: not realized (in no realized
        /// window) or not given more than GTK's placeholder 1×1 allocation.
        var laidOutSize: (width: Int, height: Int)? {
            let widget = cwk_widget(view.raw)
            guard gtk_widget_get_realized(widget) != 0 else { return nil }
            let width = Int(gtk_widget_get_allocated_width(widget))
            let height = Int(gtk_widget_get_allocated_height(widget))
            guard width > 1, height > 1 else { return nil }
            return (width, height)
        }

        /// Waits until the view is laid out when that is only a matter of time: its window is shown but
        /// GTK has not given it a size yet (just after packing or parking it). Gives up after
        /// `milliseconds` or at once when the window is hidden.
        /// - Returns: whether the view is laid out.
        func waitUntilLaidOut(milliseconds: UInt32 = 1000) async -> Bool {
            if laidOutSize != nil { return true }
            let widget = cwk_widget(view.raw)
            guard let top = gtk_widget_get_toplevel(widget), gtk_widget_get_visible(top) != 0 else { return false }
            let wait = LayoutWait()
            return await withCheckedContinuation { continuation in
                wait.continuation = continuation
                wait.connection = view.connect("size-allocate", after: true) { [weak self] _ in
                    if self?.laidOutSize != nil { wait.finish(true) }
                }
                wait.timer = MainLoopSource.once(afterMilliseconds: milliseconds) { [weak self] in
                    wait.finish(self?.laidOutSize != nil)
                }
            }
        }
    }
#endif
