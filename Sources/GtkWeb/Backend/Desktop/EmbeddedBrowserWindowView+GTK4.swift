#if GTK4
    import CWebKitGTK
    import GLibInterop

    /// The GTK 4 window of an embedded browser: a header bar with back, forward and reload buttons and a
    /// menu button whose popover lists the custom actions, around a web view; the header bar shows the
    /// window title. Destroyed when released.
    @MainActor
    final class EmbeddedBrowserWindowView {
        private let window: GObjectRef
        private let back: UnsafeMutablePointer<GtkWidget>
        private let forward: UnsafeMutablePointer<GtkWidget>
        private var menuItems: [UnsafeMutablePointer<GtkWidget>] = []
        private var connections: [SignalConnection] = []

        /// Builds and shows the window; `content` puts the web view into the window it is given (a
        /// `GtkWindow`, whose `child` property takes the view).
        init(
            width: Int32, height: Int32, onBack: @escaping () -> Void, onForward: @escaping () -> Void,
            onReload: @escaping () -> Void, actions: [(label: String, run: () -> Void)],
            content: (UnsafeMutableRawPointer) -> Void
        ) {
            window = GObjectRef(retaining: gtk_window_new()!)
            gtk_window_set_default_size(cwk_window(window.raw), width, height)
            let header = gtk_header_bar_new()!
            back = gtk_button_new_from_icon_name("go-previous-symbolic")
            forward = gtk_button_new_from_icon_name("go-next-symbolic")
            let reload = gtk_button_new_from_icon_name("view-refresh-symbolic")!
            for (button, run) in [(back, onBack), (forward, onForward), (reload, onReload)] {
                gtk_header_bar_pack_start(cwk_header_bar(header), button)
                connections.append(connectSignal(UnsafeMutableRawPointer(button), "clicked") { _ in run() })
            }
            if !actions.isEmpty {
                let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                for action in actions {
                    let item = gtk_button_new_with_label(action.label)!
                    gtk_button_set_has_frame(cwk_button(item), 0)
                    gtk_box_append(cwk_box(list), item)
                    let run = action.run
                    connections.append(connectSignal(UnsafeMutableRawPointer(item), "clicked") { _ in run() })
                    menuItems.append(item)
                }
                let popover = gtk_popover_new()!
                gtk_popover_set_child(cwk_popover(popover), list)
                let button = gtk_menu_button_new()!
                gtk_menu_button_set_icon_name(cwk_menu_button(button), "open-menu-symbolic")
                gtk_menu_button_set_popover(cwk_menu_button(button), popover)
                gtk_header_bar_pack_end(cwk_header_bar(header), button)
            }
            gtk_window_set_titlebar(cwk_window(window.raw), header)
            content(window.raw)
            gtk_window_present(cwk_window(window.raw))
        }

        isolated deinit {
            gtk_window_destroy(cwk_window(window.raw))
        }

        /// Shows `title` as the window title, which GTK 4's header bar displays.
        func setTitle(_ title: String) {
            gtk_window_set_title(cwk_window(window.raw), title)
        }

        /// The window title.
        var title: String? { String(borrowingCString: gtk_window_get_title(cwk_window(window.raw))) }

        /// Enables the back and forward buttons.
        func setNavigation(canGoBack: Bool, canGoForward: Bool) {
            gtk_widget_set_sensitive(back, canGoBack ? 1 : 0)
            gtk_widget_set_sensitive(forward, canGoForward ? 1 : 0)
        }

        /// Whether the back and forward buttons are enabled.
        var navigationEnabled: (back: Bool, forward: Bool) {
            (gtk_widget_get_sensitive(back) != 0, gtk_widget_get_sensitive(forward) != 0)
        }

        /// Chooses the menu item at `index`: emits its `clicked`, as a click on it does.
        func activateMenuItem(at index: Int) {
            cwk_button_emit_clicked(UnsafeMutableRawPointer(menuItems[index]))
        }

        /// The labels of the custom-action menu.
        var menuLabels: [String] {
            menuItems.map { String(borrowingCString: gtk_button_get_label(cwk_button($0))) ?? "" }
        }

        /// The window's position on screen and size. GTK 4 has no `gtk_window_get_position`: on X11 the
        /// position is the window surface's, translated to the root window; elsewhere (Wayland does not tell
        /// an application where its window is) x and y are 0.
        var frame: (x: Int, y: Int, width: Int, height: Int) {
            let widget = cwk_widget(window.raw)
            var x: Int32 = 0
            var y: Int32 = 0
            if cwk_widget_screen_origin(widget, &x, &y) == 0 { (x, y) = (0, 0) }
            return (Int(x), Int(y), Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
        }
    }
#endif
