import CWebKitGTK
import GLibInterop

/// GTK's keyboard-shortcuts window (`GtkShortcutsWindow`), built from groups of titled accelerators,
/// over a browser window.
@MainActor
final class ShortcutsWindowView {
    /// One row: what the keys do and their accelerators (`<Control>t`, GTK's syntax).
    struct Shortcut {
        var title: String
        var accelerators: [String]
    }

    /// A titled group of rows.
    struct Group {
        var title: String
        var shortcuts: [Shortcut]
    }

    let window: GObjectRef
    private var connections: [SignalConnection] = []
    /// Called when the window is closed and destroyed.
    var onClosed: () -> Void = {}

    /// A shortcuts window over `parent` listing `groups`, not yet shown.
    init(groups: [Group], over parent: GObjectRef) {
        window = GObjectRef(retaining: cwk_shell_shortcuts_window_new(cwk_window(parent.raw))!)
        let section = cwk_shell_shortcuts_section_add(cwk_widget(window.raw), "shortcuts")
        for group in groups where !group.shortcuts.isEmpty {
            let box = cwk_shell_shortcuts_group_add(section, group.title)
            for shortcut in group.shortcuts {
                cwk_shell_shortcuts_shortcut_add(box, shortcut.title, shortcut.accelerators.joined(separator: " "))
            }
        }
        connections.append(window.connect("destroy") { [weak self] _ in self?.onClosed() })
    }

    func show() {
        gtk_widget_show_all(cwk_widget(window.raw))
        gtk_window_present(cwk_window(window.raw))
    }

    func close() { gtk_widget_destroy(cwk_widget(window.raw)) }

    /// Whether the window is on screen.
    var isShown: Bool { gtk_widget_get_mapped(cwk_widget(window.raw)) != 0 }

    /// Every row of the window, on the shown page or not: its title and its accelerators as set.
    var rows: [(title: String, accelerator: String)] {
        let found = cwk_shell_all_widgets(window.raw, cwk_shell_shortcuts_shortcut_type())!
        defer { g_ptr_array_unref(found) }
        return (1..<Int(found.pointee.len)).compactMap { index in
            guard let widget = found.pointee.pdata[index] else { return nil }
            let title = cwk_shell_object_string(widget, "title")
            let accelerator = cwk_shell_object_string(widget, "accelerator")
            defer {
                g_free(title)
                g_free(accelerator)
            }
            return (String(borrowingCString: title) ?? "", String(borrowingCString: accelerator) ?? "")
        }
    }
}
