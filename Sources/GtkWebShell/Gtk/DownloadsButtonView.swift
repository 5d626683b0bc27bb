import CWebKitGTK
import GLibInterop

/// What the downloads button shows without its popover: the progress of running downloads ("42 %"
/// beside the icon) and, once they are done and until the popover is opened, a finished mark (a check
/// icon, style class `finished`).
@MainActor
final class DownloadsButtonView {
    /// The button's state.
    enum State: Equatable {
        /// Nothing running, nothing new: the plain icon.
        case idle
        /// Downloads are running; `fraction` of their bytes arrived, nil when their size is unknown.
        case running(fraction: Double?)
        /// Downloads finished since the popover was last opened.
        case finished
    }

    private let button: GObjectRef
    private let icon: GObjectRef
    private let label: GObjectRef
    private(set) var state = State.idle

    /// Puts an icon and a progress label into `button` (a `GtkMenuButton`).
    init(button: GObjectRef) {
        self.button = button
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        icon = GObjectRef(sinking: gtk_image_new_from_icon_name("folder-download-symbolic", GTK_ICON_SIZE_BUTTON)!)
        label = GObjectRef(sinking: gtk_label_new("")!)
        gtk_box_pack_start(cwk_box(box), cwk_widget(icon.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(label.raw), 0, 0, 0)
        if let child = gtk_bin_get_child(cwk_bin(button.raw)) { gtk_container_remove(cwk_container(button.raw), child) }
        gtk_container_add(cwk_container(button.raw), box)
        gtk_widget_show_all(box)
        gtk_widget_set_no_show_all(cwk_widget(label.raw), 1)
        gtk_widget_hide(cwk_widget(label.raw))
    }

    /// Shows `state`.
    func show(_ state: State) {
        guard state != self.state else { return }
        self.state = state
        let context = gtk_widget_get_style_context(cwk_widget(button.raw))
        switch state {
        case .idle, .finished:
            let finished = state == .finished
            gtk_image_set_from_icon_name(
                cwk_shell_image(icon.raw), finished ? "object-select-symbolic" : "folder-download-symbolic",
                GTK_ICON_SIZE_BUTTON)
            gtk_widget_hide(cwk_widget(label.raw))
            gtk_widget_set_tooltip_text(cwk_widget(button.raw), finished ? "Downloads: finished" : "Downloads")
            if finished {
                gtk_style_context_add_class(context, "finished")
            } else {
                gtk_style_context_remove_class(context, "finished")
            }
        case .running(let fraction):
            gtk_style_context_remove_class(context, "finished")
            gtk_image_set_from_icon_name(cwk_shell_image(icon.raw), "folder-download-symbolic", GTK_ICON_SIZE_BUTTON)
            let text = fraction.map { "\(Int(($0 * 100).rounded(.down))) %" } ?? "…"
            gtk_label_set_text(cwk_shell_label(label.raw), text)
            gtk_widget_show(cwk_widget(label.raw))
            gtk_widget_set_tooltip_text(cwk_widget(button.raw), "Downloads: \(text)")
        }
    }

    /// The progress label when shown, else "".
    var progressText: String {
        guard gtk_widget_get_visible(cwk_widget(label.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_label_get_text(cwk_shell_label(label.raw))) ?? ""
    }

    /// Whether the button shows the finished mark.
    var showsFinished: Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(cwk_widget(button.raw)), "finished") != 0
    }
}
