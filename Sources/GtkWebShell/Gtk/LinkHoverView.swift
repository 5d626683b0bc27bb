import CWebKitGTK
import GLibInterop

/// The address of the link under the pointer, in a small label over the bottom-left corner of the page.
@MainActor
final class LinkHoverView {
    /// The overlay: the page area with the label floating over it.
    let overlay: GObjectRef
    private let label: GObjectRef

    /// An overlay holding `content` (the page area).
    init(over content: GObjectRef) {
        overlay = GObjectRef(sinking: gtk_overlay_new()!)
        label = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_ellipsize(cwk_shell_label(label.raw), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(cwk_shell_label(label.raw), 80)
        gtk_widget_set_halign(cwk_widget(label.raw), GTK_ALIGN_START)
        gtk_widget_set_valign(cwk_widget(label.raw), GTK_ALIGN_END)
        gtk_style_context_add_class(gtk_widget_get_style_context(cwk_widget(label.raw)), "app-notification")
        gtk_widget_set_no_show_all(cwk_widget(label.raw), 1)
        gtk_container_add(cwk_container(overlay.raw), cwk_widget(content.raw))
        gtk_overlay_add_overlay(cwk_shell_overlay(overlay.raw), cwk_widget(label.raw))
        // The label never takes the pointer: what is under it stays clickable.
        gtk_overlay_set_overlay_pass_through(cwk_shell_overlay(overlay.raw), cwk_widget(label.raw), 1)
    }

    /// Shows `address` at the bottom edge, or hides the label for nil.
    func show(_ address: String?) {
        if let address {
            gtk_label_set_text(cwk_shell_label(label.raw), address)
            gtk_widget_show(cwk_widget(label.raw))
        } else {
            gtk_widget_hide(cwk_widget(label.raw))
        }
    }

    /// The address shown, "" when hidden.
    var text: String {
        guard gtk_widget_get_visible(cwk_widget(label.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_label_get_text(cwk_shell_label(label.raw))) ?? ""
    }
}
