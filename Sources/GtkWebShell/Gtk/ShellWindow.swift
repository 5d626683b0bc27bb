import CWebKitGTK
import GLibInterop

/// The shell's GTK window: a header bar with back, forward, reload/stop and the address entry
/// (which also shows load progress), and a content area for the web view.
@MainActor
final class ShellWindow {
    private let window: GObjectRef
    private let content: GObjectRef
    private let entry: GObjectRef
    private let back: GObjectRef
    private let forward: GObjectRef
    private let reload: GObjectRef
    private var connections: [SignalConnection] = []
    private var closed = false

    var onBack: () -> Void = {}
    var onForward: () -> Void = {}
    var onReloadOrStop: () -> Void = {}
    var onAddress: (String) -> Void = { _ in }

    init() {
        window = GObjectRef(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
        gtk_window_set_default_size(cwk_window(window.raw), 1024, 720)
        gtk_window_set_title(cwk_window(window.raw), "GtkWeb")
        gtk_window_set_icon_name(cwk_window(window.raw), "gtkweb")

        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_close_button(cwk_header_bar(header), 1)
        back = GObjectRef(retaining: gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON)!)
        forward = GObjectRef(retaining: gtk_button_new_from_icon_name("go-next-symbolic", GTK_ICON_SIZE_BUTTON)!)
        reload = GObjectRef(retaining: gtk_button_new_from_icon_name("view-refresh-symbolic", GTK_ICON_SIZE_BUTTON)!)
        entry = GObjectRef(retaining: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(entry.raw), "Enter an address")
        gtk_widget_set_hexpand(cwk_widget(entry.raw), 1)
        for button in [back, forward, reload] {
            gtk_header_bar_pack_start(cwk_header_bar(header), cwk_widget(button.raw))
        }
        gtk_header_bar_set_custom_title(cwk_header_bar(header), cwk_widget(entry.raw))
        gtk_window_set_titlebar(cwk_window(window.raw), header)

        content = GObjectRef(retaining: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        gtk_container_add(cwk_container(window.raw), cwk_widget(content.raw))

        connections.append(back.connect("clicked") { [weak self] _ in self?.onBack() })
        connections.append(forward.connect("clicked") { [weak self] _ in self?.onForward() })
        connections.append(reload.connect("clicked") { [weak self] _ in self?.onReloadOrStop() })
        connections.append(
            entry.connect("activate") { [weak self] _ in
                guard let self else { return }
                self.onAddress(String(borrowingCString: gtk_entry_get_text(cwk_entry(self.entry.raw))) ?? "")
            })
        connections.append(
            window.connect("destroy") { [weak self] _ in
                self?.closed = true
                gtk_main_quit()
            })
    }

    /// The container the web view goes into (a `GtkBox *`).
    var contentContainer: UnsafeMutableRawPointer { content.raw }

    func show() { gtk_widget_show_all(cwk_widget(window.raw)) }

    /// Runs `gtk_main()` until the window is closed.
    func runUntilClosed() {
        guard !closed else { return }
        gtk_main()
    }

    func setTitle(_ title: String) { gtk_window_set_title(cwk_window(window.raw), title) }

    var isEditingAddress: Bool { gtk_widget_has_focus(cwk_widget(entry.raw)) != 0 }

    func setAddress(_ text: String) { gtk_entry_set_text(cwk_entry(entry.raw), text) }

    func showAddressError(_ message: String) {
        gtk_widget_set_tooltip_text(cwk_widget(entry.raw), message)
        gtk_widget_error_bell(cwk_widget(entry.raw))
    }

    func setProgress(_ fraction: Double) { gtk_entry_set_progress_fraction(cwk_entry(entry.raw), fraction) }

    func setNavigation(canGoBack: Bool, canGoForward: Bool, isLoading: Bool) {
        gtk_widget_set_sensitive(cwk_widget(back.raw), canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(cwk_widget(forward.raw), canGoForward ? 1 : 0)
        let icon = isLoading ? "process-stop-symbolic" : "view-refresh-symbolic"
        gtk_button_set_image(
            cwk_button(reload.raw), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON))
    }
}
