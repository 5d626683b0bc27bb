import CWebKitGTK
import GLibInterop

/// A bar above the page with a sentence for the user (a link no application opens, where a snapshot
/// was saved), the technical detail behind a "Details" expander when there is one, and a close button.
@MainActor
final class NoticeBarView {
    /// The `GtkInfoBar`.
    let bar: GObjectRef
    private let label: GObjectRef
    private let expander: GObjectRef
    private let detailLabel: GObjectRef
    private var connections: [SignalConnection] = []
    /// Called after the bar was shown or closed.
    var onChange: () -> Void = {}

    init() {
        bar = GObjectRef(sinking: gtk_info_bar_new()!)
        gtk_info_bar_set_message_type(cwk_shell_info_bar(bar.raw), GTK_MESSAGE_INFO)
        gtk_info_bar_set_show_close_button(cwk_shell_info_bar(bar.raw), 1)
        label = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_line_wrap(cwk_shell_label(label.raw), 1)
        gtk_label_set_selectable(cwk_shell_label(label.raw), 1)
        gtk_label_set_xalign(cwk_shell_label(label.raw), 0)
        expander = GObjectRef(sinking: gtk_expander_new("Details")!)
        detailLabel = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_line_wrap(cwk_shell_label(detailLabel.raw), 1)
        gtk_label_set_selectable(cwk_shell_label(detailLabel.raw), 1)
        gtk_label_set_xalign(cwk_shell_label(detailLabel.raw), 0)
        gtk_container_add(cwk_container(expander.raw), cwk_widget(detailLabel.raw))
        gtk_widget_show(cwk_widget(detailLabel.raw))
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_pack_start(cwk_box(box), cwk_widget(label.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(expander.raw), 0, 0, 0)
        gtk_widget_show(cwk_widget(label.raw))
        gtk_widget_show(box)
        let area = gtk_info_bar_get_content_area(cwk_shell_info_bar(bar.raw))
        gtk_container_add(cwk_container(area), box)
        // Hidden until a notice comes, even when the window shows all its widgets.
        gtk_widget_set_no_show_all(cwk_widget(bar.raw), 1)
        connections.append(bar.connect("response") { [weak self] _ in self?.hide() })
    }

    /// Shows `text` in the bar, and `detail`, if any, behind the closed "Details" expander.
    func show(_ text: String, detail: String? = nil) {
        gtk_label_set_text(cwk_shell_label(label.raw), text)
        gtk_label_set_text(cwk_shell_label(detailLabel.raw), detail ?? "")
        gtk_expander_set_expanded(cwk_shell_expander(expander.raw), 0)
        gtk_widget_set_visible(cwk_widget(expander.raw), detail == nil ? 0 : 1)
        gtk_widget_show(cwk_widget(bar.raw))
        onChange()
    }

    func hide() {
        gtk_widget_hide(cwk_widget(bar.raw))
        onChange()
    }

    /// The sentence shown, or "" when the bar is hidden.
    var text: String {
        guard gtk_widget_get_visible(cwk_widget(bar.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_label_get_text(cwk_shell_label(label.raw))) ?? ""
    }
}
