#if GTK3
    import CWebKitGTK
    import GLibInterop

    /// The GTK window of an embedded browser: a header bar with the page title, back, forward and reload
    /// buttons and a menu of custom actions, around a web view. Destroyed when released.
    @MainActor
    final class EmbeddedBrowserWindowView {
        private let window: GObjectRef
        private let header: UnsafeMutablePointer<GtkWidget>
        private let back: UnsafeMutablePointer<GtkWidget>
        private let forward: UnsafeMutablePointer<GtkWidget>
        private var menuItems: [UnsafeMutablePointer<GtkWidget>] = []
        private var connections: [SignalConnection] = []

        /// Builds and shows the window; `content` packs the web view into the container it is given.
        init(
            width: Int32, height: Int32, onBack: @escaping () -> Void, onForward: @escaping () -> Void,
            onReload: @escaping () -> Void, actions: [(label: String, run: () -> Void)],
            content: (UnsafeMutableRawPointer) -> Void
        ) {
            window = GObjectRef(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
            gtk_window_set_default_size(cwk_window(window.raw), width, height)
            header = gtk_header_bar_new()
            gtk_header_bar_set_show_close_button(cwk_header_bar(header), 1)
            back = gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)
            forward = gtk_button_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_BUTTON)
            let reload = gtk_button_new_from_icon_name("view-refresh-symbolic", GTK_ICON_SIZE_BUTTON)!
            for (button, run) in [(back, onBack), (forward, onForward), (reload, onReload)] {
                gtk_header_bar_pack_start(cwk_header_bar(header), button)
                connections.append(connectSignal(UnsafeMutableRawPointer(button), "clicked") { _ in run() })
            }
            if !actions.isEmpty {
                let menu = gtk_menu_new()!
                for action in actions {
                    let item = gtk_menu_item_new_with_label(action.label)!
                    gtk_menu_shell_append(cwk_menu_shell(menu), item)
                    let run = action.run
                    connections.append(connectSignal(UnsafeMutableRawPointer(item), "activate") { _ in run() })
                    menuItems.append(item)
                }
                gtk_widget_show_all(menu)
                let button = gtk_menu_button_new()!
                gtk_menu_button_set_popup(cwk_menu_button(button), menu)
                gtk_header_bar_pack_end(cwk_header_bar(header), button)
            }
            gtk_window_set_titlebar(cwk_window(window.raw), header)
            content(window.raw)
            gtk_widget_show_all(cwk_widget(window.raw))
        }

        isolated deinit {
            gtk_widget_destroy(cwk_widget(window.raw))
        }

        /// Shows `title` in the header bar (and as the window title).
        func setTitle(_ title: String) {
            gtk_header_bar_set_title(cwk_header_bar(header), title)
            gtk_window_set_title(cwk_window(window.raw), title)
        }

        /// The header bar's title.
        var title: String? { String(borrowingCString: gtk_header_bar_get_title(cwk_header_bar(header))) }

        /// Enables the back and forward buttons.
        func setNavigation(canGoBack: Bool, canGoForward: Bool) {
            gtk_widget_set_sensitive(back, canGoBack ? 1 : 0)
            gtk_widget_set_sensitive(forward, canGoForward ? 1 : 0)
        }

        /// Whether the back and forward buttons are enabled.
        var navigationEnabled: (back: Bool, forward: Bool) {
            (gtk_widget_get_sensitive(back) != 0, gtk_widget_get_sensitive(forward) != 0)
        }

        /// Activates the menu item at `index` (`gtk_menu_item_activate`), as choosing it does.
        func activateMenuItem(at index: Int) {
            gtk_menu_item_activate(cwk_menu_item(menuItems[index]))
        }

        /// The labels of the custom-action menu.
        var menuLabels: [String] {
            menuItems.map { String(borrowingCString: gtk_menu_item_get_label(cwk_menu_item($0))) ?? "" }
        }

        /// The window's position on screen and size, for screenshots.
        var frame: (x: Int, y: Int, width: Int, height: Int) {
            var x: gint = 0
            var y: gint = 0
            var width: gint = 0
            var height: gint = 0
            gtk_window_get_position(cwk_window(window.raw), &x, &y)
            gtk_window_get_size(cwk_window(window.raw), &width, &height)
            return (Int(x), Int(y), Int(width), Int(height))
        }
    }
#endif
