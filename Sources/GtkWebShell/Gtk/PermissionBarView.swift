import CWebKitGTK
import GLibInterop

/// A bar under the header bar that asks whether a site may use something (its question in a sentence),
/// with Deny and Allow buttons and a "Remember this decision" check box (on by default).
@MainActor
final class PermissionBarView {
    /// The `GtkInfoBar`.
    let bar: GObjectRef
    private let label: GObjectRef
    private let remember: GObjectRef
    /// The Allow and Deny buttons (owned by the bar's action area).
    let allow: GObjectRef
    let deny: GObjectRef
    private var connections: [SignalConnection] = []
    /// Called with the answer: allowed or not, and whether to remember it.
    var onAnswer: (_ allowed: Bool, _ remember: Bool) -> Void = { _, _ in }
    /// Called after the bar was shown or hidden.
    var onChange: () -> Void = {}

    private static let denyResponse: gint = 1
    private static let allowResponse: gint = 2

    init() {
        bar = GObjectRef(sinking: gtk_info_bar_new()!)
        gtk_info_bar_set_message_type(cwk_shell_info_bar(bar.raw), GTK_MESSAGE_QUESTION)
        label = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_line_wrap(cwk_shell_label(label.raw), 1)
        gtk_label_set_xalign(cwk_shell_label(label.raw), 0)
        remember = GObjectRef(sinking: gtk_check_button_new_with_label("Remember this decision")!)
        gtk_toggle_button_set_active(cwk_shell_toggle_button(remember.raw), 1)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_pack_start(cwk_box(box), cwk_widget(label.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(remember.raw), 0, 0, 0)
        gtk_widget_show_all(box)
        let area = gtk_info_bar_get_content_area(cwk_shell_info_bar(bar.raw))
        gtk_container_add(cwk_container(area), box)
        deny = GObjectRef(retaining: gtk_info_bar_add_button(cwk_shell_info_bar(bar.raw), "_Deny", Self.denyResponse)!)
        allow = GObjectRef(
            retaining: gtk_info_bar_add_button(cwk_shell_info_bar(bar.raw), "_Allow", Self.allowResponse)!)
        // Hidden until a site asks, even when the window shows all its widgets.
        gtk_widget_set_no_show_all(cwk_widget(bar.raw), 1)
        connections.append(
            bar.connect("response") { [weak self] arguments in
                guard let self else { return }
                let response = gint(arguments.integer(1))
                guard response == Self.allowResponse || response == Self.denyResponse else { return }
                let remembered = gtk_toggle_button_get_active(cwk_shell_toggle_button(self.remember.raw)) != 0
                self.onAnswer(response == Self.allowResponse, remembered)
            })
    }

    /// Shows `question`; `canRemember` false (a private window) hides the check box.
    func show(_ question: String, canRemember: Bool) {
        gtk_label_set_text(cwk_shell_label(label.raw), question)
        gtk_toggle_button_set_active(cwk_shell_toggle_button(remember.raw), 1)
        gtk_widget_set_visible(cwk_widget(remember.raw), canRemember ? 1 : 0)
        gtk_widget_show(cwk_widget(bar.raw))
        onChange()
    }

    func hide() {
        gtk_widget_hide(cwk_widget(bar.raw))
        onChange()
    }

    /// The question shown, or "" when the bar is hidden.
    var text: String {
        guard gtk_widget_get_visible(cwk_widget(bar.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_label_get_text(cwk_shell_label(label.raw))) ?? ""
    }
}
