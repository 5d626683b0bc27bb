import CWebKitGTK
import GLibInterop

/// The header bar's main-menu button ("open-menu-symbolic"): a `GMenu` model whose items activate
/// detailed action names (`app.quit`, `win.find`), shown in GTK's popover as GNOME applications do.
@MainActor
final class MainMenuView {
    /// One menu item: its label, the action it activates, and an icon for a row of buttons.
    struct Item {
        var label: String
        var action: String
        var icon: String?
    }

    /// A section of the menu; `horizontal` shows it as one row of buttons.
    struct Section {
        var items: [Item]
        var horizontal: Bool
    }

    let button: GObjectRef
    private let model = GObjectRef(takingOwnership: g_menu_new()!)
    /// The sections' own `GMenu`s and items, so that an item's label can change in place.
    private var sections: [(menu: GObjectRef, items: [Item])] = []
    private var connections: [SignalConnection] = []
    /// The popover opened or closed, or its items moved.
    var onChange: () -> Void = {}

    init() {
        button = GObjectRef(sinking: gtk_menu_button_new()!)
        let image = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(cwk_button(button.raw), image)
        gtk_widget_set_tooltip_text(cwk_widget(button.raw), "Main Menu")
        gtk_menu_button_set_menu_model(cwk_shell_menu_button(button.raw), cwk_shell_menu_model(model.raw))
        if let popover = gtk_menu_button_get_popover(cwk_shell_menu_button(button.raw)) {
            let widget = GObjectRef(retaining: popover)
            connections += ["show", "hide", "size-allocate"].map { signal in
                widget.connect(signal, after: true) { [weak self] _ in self?.onChange() }
            }
        }
    }

    /// Replaces the menu's contents with `sections` (empty ones left out).
    func setSections(_ list: [Section]) {
        g_menu_remove_all(cwk_shell_gmenu(model.raw))
        sections = []
        for section in list where !section.items.isEmpty {
            let menu = GObjectRef(takingOwnership: g_menu_new()!)
            for item in section.items { append(item, to: menu) }
            let sectionItem = g_menu_item_new_section(nil, cwk_shell_menu_model(menu.raw))!
            if section.horizontal { cwk_shell_menu_item_set_string(sectionItem, "display-hint", "horizontal-buttons") }
            g_menu_append_item(cwk_shell_gmenu(model.raw), sectionItem)
            g_object_unref(UnsafeMutableRawPointer(sectionItem))
            sections.append((menu, section.items))
        }
    }

    /// Changes the label of the item that activates `action` (the zoom level between zoom out and in).
    func setLabel(_ label: String, forAction action: String) {
        for (sectionIndex, section) in sections.enumerated() {
            guard let index = section.items.firstIndex(where: { $0.action == action }),
                section.items[index].label != label
            else { continue }
            var item = section.items[index]
            item.label = label
            sections[sectionIndex].items[index] = item
            g_menu_remove(cwk_shell_gmenu(section.menu.raw), gint(index))
            let menuItem = Self.menuItem(item)
            g_menu_insert_item(cwk_shell_gmenu(section.menu.raw), gint(index), menuItem)
            g_object_unref(UnsafeMutableRawPointer(menuItem))
        }
    }

    /// The labels of the menu's items, in order.
    var labels: [String] { sections.flatMap { $0.items.map(\.label) } }

    /// Whether the menu's popover is open.
    var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(cwk_shell_menu_button(button.raw)) else { return false }
        return gtk_widget_get_visible(cwk_widget(popover)) != 0
    }

    /// The items the open popover shows: each one's text and its rectangle on screen.
    var shownItems: [(label: String, frame: [Int])] {
        guard let popover = gtk_menu_button_get_popover(cwk_shell_menu_button(button.raw)) else { return [] }
        let found = cwk_shell_mapped_widgets(popover, cwk_shell_model_button_type())!
        defer { g_ptr_array_unref(found) }
        return (1..<Int(found.pointee.len)).compactMap { index in
            guard let widget = found.pointee.pdata[index] else { return nil }
            let text = cwk_shell_object_string(widget, "text")
            defer { g_free(text) }
            return (String(borrowingCString: text) ?? "", ScreenFrame.of(GObjectRef(retaining: widget)))
        }
    }

    private func append(_ item: Item, to menu: GObjectRef) {
        let menuItem = Self.menuItem(item)
        g_menu_append_item(cwk_shell_gmenu(menu.raw), menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    /// A new menu item (the caller unrefs it).
    private static func menuItem(_ item: Item) -> OpaquePointer {
        let menuItem = g_menu_item_new(item.label, item.action)!
        if let icon = item.icon { cwk_shell_menu_item_set_string(menuItem, "verb-icon", icon) }
        return menuItem
    }
}
