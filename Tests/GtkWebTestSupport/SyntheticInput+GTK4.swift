#if GTK4
    import CWebKitGTK
    import GLibInterop

    extension SyntheticInput {
        /// The root-window (screen) position of a mapped widget's top-left corner (X11: the surface's
        /// position plus the widget's offset in it); (0, 0) when it is not on an X11 surface.
        public static func screenOrigin(of widget: UnsafeMutableRawPointer) -> (x: Int, y: Int) {
            var x: Int32 = 0
            var y: Int32 = 0
            _ = cwk_widget_screen_origin(cwk_widget(widget), &x, &y)
            return (Int(x), Int(y))
        }

        /// Whether a context menu is on screen: on GTK 4, WebKit shows it as a `GtkPopoverMenu` inside the
        /// view's window.
        public static func hasMappedPopupMenu() -> Bool { cwk_has_mapped_popover_menu() != 0 }

        /// The keys that choose the menu item at `position` (1 is the first) of a context menu just opened:
        /// a GTK 4 popover menu opens with its first item selected.
        public static func keysChoosingMenuItem(_ position: Int) -> [String] {
            Array(repeating: "Down", count: position - 1) + ["Return"]
        }
    }
#endif
