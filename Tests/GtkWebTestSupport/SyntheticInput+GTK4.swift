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
    }
#endif
