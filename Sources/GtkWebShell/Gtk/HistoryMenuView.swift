import CWebKitGTK
import GLibInterop

/// A pop-up menu of titles: the one a right-click on the back or forward button pops up (one item per
/// history entry, nearest first), and the bookmarks window's Move to… (the folders); choosing an item
/// reports its index.
@MainActor
final class HistoryMenuView {
    private var menu: GObjectRef?
    private var connections: [SignalConnection] = []
    /// The items of the menu on screen, nearest first; empty when none is shown.
    private(set) var shownTitles: [String] = []

    /// Called after the menu opened or closed.
    var onChange: () -> Void = {}

    /// Pops up a menu of `titles` under `widget` for the button press `event` (a `GdkEvent`); choosing
    /// item `i` calls `onChoose(i)`.
    func popup(
        _ titles: [String], under widget: GObjectRef, event: UnsafeMutableRawPointer?,
        onChoose: @escaping @MainActor (Int) -> Void
    ) {
        connections.removeAll()
        let menu = GObjectRef(sinking: gtk_menu_new()!)
        for (index, title) in titles.enumerated() {
            let item = GObjectRef(sinking: gtk_menu_item_new_with_label(title)!)
            gtk_menu_shell_append(cwk_menu_shell(menu.raw), cwk_widget(item.raw))
            connections.append(item.connect("activate") { _ in onChoose(index) })
        }
        connections.append(
            menu.connect("deactivate") { [weak self] _ in
                self?.shownTitles = []
                self?.onChange()
            })
        gtk_menu_attach_to_widget(cwk_shell_menu(menu.raw), cwk_widget(widget.raw), nil)
        gtk_widget_show_all(cwk_widget(menu.raw))
        gtk_menu_popup_at_widget(
            cwk_shell_menu(menu.raw), cwk_widget(widget.raw), GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST,
            event?.assumingMemoryBound(to: GdkEvent.self))
        if let old = self.menu { gtk_widget_destroy(cwk_widget(old.raw)) }
        self.menu = menu
        shownTitles = titles
        onChange()
    }
}
