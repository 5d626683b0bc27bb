import CWebKitGTK
import GLibInterop

/// The clipboard, and the context menu on screen as the `window` state reports it.
@MainActor
enum DesktopInput {
    /// Puts `text` on the clipboard Ctrl+V pastes from.
    static func copyToClipboard(_ text: String) { cwk_shell_copy_to_clipboard(text) }

    /// The item labels of the popup menu on screen now (a page's context menu), top to bottom; empty
    /// when none is shown.
    static var shownMenuLabels: [String] {
        guard let menu = cwk_shell_mapped_popup_menu() else { return [] }
        guard let children = gtk_container_get_children(cwk_container(menu)) else { return [] }
        defer { g_list_free(children) }
        var labels: [String] = []
        var node: UnsafeMutablePointer<GList>? = children
        while let current = node {
            if let item = current.pointee.data, gtk_widget_get_visible(cwk_widget(item)) != 0,
                let label = String(borrowingCString: cwk_shell_menu_item_label(item))
            {
                labels.append(label)
            }
            node = current.pointee.next
        }
        return labels
    }
}

extension ShellWindowView {
    /// Whether the window has the keyboard focus of the desktop (`gtk_window_is_active`).
    var isActive: Bool { gtk_window_is_active(cwk_window(window.raw)) != 0 }
}
