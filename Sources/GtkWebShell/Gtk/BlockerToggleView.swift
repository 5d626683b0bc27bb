import CWebKitGTK
import GLibInterop

/// The header bar's content-blocking toggle for the active tab's site: pressed while blocking is on.
@MainActor
final class BlockerToggleView {
    /// The `GtkToggleButton`.
    let button: GObjectRef
    private var connections: [SignalConnection] = []
    private var isSetting = false

    /// Called with the new state when the user toggles the button.
    var onToggled: (Bool) -> Void = { _ in }

    init() {
        button = GObjectRef(sinking: gtk_toggle_button_new()!)
        gtk_button_set_image(
            cwk_button(button.raw), gtk_image_new_from_icon_name("security-high-symbolic", GTK_ICON_SIZE_BUTTON))
        connections.append(
            button.connect("toggled") { [weak self] _ in
                guard let self, !self.isSetting else { return }
                self.onToggled(self.isActive)
            })
    }

    /// Whether the button is pressed.
    var isActive: Bool { gtk_toggle_button_get_active(cwk_shell_toggle_button(button.raw)) != 0 }

    /// Shows `active` (without reporting it as a toggle), for a site where the button can be used or not.
    func show(active: Bool, usable: Bool, tooltip: String) {
        isSetting = true
        gtk_toggle_button_set_active(cwk_shell_toggle_button(button.raw), active ? 1 : 0)
        isSetting = false
        gtk_widget_set_sensitive(cwk_widget(button.raw), usable ? 1 : 0)
        gtk_widget_set_tooltip_text(cwk_widget(button.raw), tooltip)
    }
}
