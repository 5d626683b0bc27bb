#if GTK3
    import CWebKitGTK
    import GLibInterop

    extension SyntheticInput {
        /// The root-window (screen) position of a realized widget's top-left corner.
        public static func screenOrigin(of widget: UnsafeMutableRawPointer) -> (x: Int, y: Int) {
            var x: gint = 0
            var y: gint = 0
            if let window = gtk_widget_get_window(cwk_widget(widget)) { gdk_window_get_origin(window, &x, &y) }
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(cwk_widget(widget), &allocation)
            if gtk_widget_get_has_window(cwk_widget(widget)) == 0 {
                x += allocation.x
                y += allocation.y
            }
            return (Int(x), Int(y))
        }

        /// Whether a GTK popup menu is mapped on screen (a context menu waiting for a choice).
        public static func hasMappedPopupMenu() -> Bool {
            guard let list = gtk_window_list_toplevels() else { return false }
            defer { g_list_free(list) }
            var node: UnsafeMutablePointer<GList>? = list
            while let current = node {
                if let window = current.pointee.data, gtk_widget_get_mapped(cwk_widget(window)) != 0,
                    gtk_window_get_window_type(cwk_window(window)) == GTK_WINDOW_POPUP,
                    let child = gtk_bin_get_child(cwk_bin(window)),
                    String(cString: cwk_type_name_of(child)).hasSuffix("Menu")
                {
                    return true
                }
                node = current.pointee.next
            }
            return false
        }

        /// The keys that choose the menu item at `position` (1 is the first) of a context menu just opened:
        /// a GTK 3 menu opens with no item selected, so the first Down selects the first item.
        public static func keysChoosingMenuItem(_ position: Int) -> [String] {
            Array(repeating: "Down", count: position) + ["Return"]
        }
    }
#endif
