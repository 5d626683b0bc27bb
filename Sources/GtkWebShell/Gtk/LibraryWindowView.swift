import CWebKitGTK
import GLibInterop

/// A library window (bookmarks, history): a search entry, a tree of rows (a name and a detail, each row
/// carrying the ID its owner gave it; parents expanded) and a row of buttons. Closing the window hides
/// it, so it keeps its place for the next time it is shown. With `editable`, the name cell of the
/// selected row can be edited (`renameSelected`).
@MainActor
final class LibraryWindowView {
    /// One row and the rows under it.
    struct Row: Equatable {
        var title: String
        var detail: String
        var id: Int64
        var children: [Row] = []
    }

    /// A row as shown, in order, depth first, with where it is on screen.
    struct Shown {
        var title: String
        var detail: String
        var depth: Int
        var frame: [Int]
    }

    let window: GObjectRef
    private let search: GObjectRef
    private let store: GObjectRef
    private let tree: GObjectRef
    private let titleColumn: OpaquePointer
    private var buttons: [(name: String, button: GObjectRef)] = []
    private var connections: [SignalConnection] = []
    private var rows: [Row] = []
    private let menu = HistoryMenuView()
    private let progressBar: GObjectRef
    /// The fraction the progress bar shows, or nil while it is hidden.
    private(set) var progress: Double?

    /// The search text changed (at each keystroke).
    var onSearch: (String) -> Void = { _ in }
    /// The button `name` was clicked.
    var onButton: (String) -> Void = { _ in }
    /// The name of the row `id` was edited to the text given.
    var onEdited: (_ id: Int64, _ text: String) -> Void = { _, _ in }
    /// The row `id` was double-clicked or activated with Return.
    var onActivated: (Int64) -> Void = { _ in }
    /// The window was shown, hidden or laid out, or its rows changed.
    var onChange: () -> Void = {}

    private static let stringType = g_type_from_name("gchararray")
    private static let int64Type = g_type_from_name("gint64")

    init(title: String, buttons names: [(name: String, label: String)], editable: Bool) {
        window = GObjectRef(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
        gtk_window_set_title(cwk_window(window.raw), title)
        gtk_window_set_default_size(cwk_window(window.raw), 640, 480)
        search = GObjectRef(sinking: gtk_search_entry_new()!)
        progressBar = GObjectRef(sinking: gtk_progress_bar_new()!)
        gtk_progress_bar_set_show_text(progressBar.pointer(to: GtkProgressBar.self), 1)
        gtk_widget_set_no_show_all(cwk_widget(progressBar.raw), 1)
        var types = [Self.stringType, Self.stringType, Self.int64Type]
        store = GObjectRef(takingOwnership: gtk_tree_store_newv(3, &types)!)
        tree = GObjectRef(sinking: gtk_tree_view_new_with_model(cwk_shell_tree_model(store.raw))!)
        let view = tree.pointer(to: GtkTreeView.self)
        gtk_tree_view_set_enable_search(view, 0)

        let titleRenderer = gtk_cell_renderer_text_new()!
        if editable { Self.setBoolean(titleRenderer, "editable", true) }
        titleColumn = OpaquePointer(gtk_tree_view_column_new()!)
        let column = UnsafeMutablePointer<GtkTreeViewColumn>(titleColumn)
        gtk_tree_view_column_set_title(column, "Name")
        gtk_tree_view_column_set_expand(column, 1)
        gtk_tree_view_column_pack_start(column, titleRenderer, 1)
        gtk_tree_view_column_add_attribute(column, titleRenderer, "text", 0)
        gtk_tree_view_append_column(view, column)
        let detailRenderer = gtk_cell_renderer_text_new()!
        let detailColumn = gtk_tree_view_column_new()!
        gtk_tree_view_column_set_title(detailColumn, "Address")
        gtk_tree_view_column_set_expand(detailColumn, 1)
        gtk_tree_view_column_pack_start(detailColumn, detailRenderer, 1)
        gtk_tree_view_column_add_attribute(detailColumn, detailRenderer, "text", 1)
        gtk_tree_view_append_column(view, detailColumn)

        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_container_add(cwk_container(scrolled), cwk_widget(tree.raw))
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for (name, label) in names {
            let button = GObjectRef(sinking: gtk_button_new_with_label(label)!)
            gtk_box_pack_start(cwk_box(bar), cwk_widget(button.raw), 0, 0, 0)
            buttons.append((name, button))
            connections.append(button.connect("clicked") { [weak self] _ in self?.onButton(name) })
        }
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(cwk_container(content), 8)
        gtk_box_pack_start(cwk_box(content), cwk_widget(search.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(content), scrolled, 1, 1, 0)
        gtk_box_pack_start(cwk_box(content), cwk_widget(progressBar.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(content), bar, 0, 0, 0)
        gtk_container_add(cwk_container(window.raw), content)

        let renderer = GObjectRef(retaining: UnsafeMutableRawPointer(titleRenderer))
        connections += [
            // Every change at once (not the search entry's delayed search-changed): the rows always match
            // the text shown, so a click lands on the row it was aimed at.
            search.connect("changed") { [weak self] _ in
                guard let self else { return }
                self.onSearch(String(borrowingCString: gtk_entry_get_text(cwk_entry(self.search.raw))) ?? "")
            },
            renderer.connect("edited") { [weak self] arguments in
                guard let self, let path = arguments.string(1), let text = arguments.string(2),
                    let id = self.id(atPath: path)
                else { return }
                self.onEdited(id, text)
            },
            tree.connect("row-activated") { [weak self] arguments in
                guard let self, let path = arguments.pointer(1) else { return }
                var iter = GtkTreeIter()
                let model = cwk_shell_tree_model(self.store.raw)
                guard gtk_tree_model_get_iter(model, &iter, OpaquePointer(path)) != 0
                else { return }
                self.onActivated(self.id(at: &iter))
            },
            window.connect("delete-event") { [weak self] arguments in
                guard let self else { return }
                gtk_widget_hide(cwk_widget(self.window.raw))
                arguments.setReturn(true)
            },
            window.connect("map") { [weak self] _ in self?.onChange() },
            window.connect("unmap") { [weak self] _ in self?.onChange() },
            // A window manager places the window after it is mapped: its widgets' screen frames move.
            window.connect("configure-event") { [weak self] arguments in
                self?.onChange()
                arguments.setReturn(false)
            },
            tree.connect("size-allocate") { [weak self] _ in self?.onChange() },
            GObjectRef(retaining: UnsafeMutableRawPointer(gtk_tree_view_get_selection(view)!)).connect("changed") {
                [weak self] _ in self?.onChange()
            },
        ]
        menu.onChange = { [weak self] in self?.onChange() }
    }

    /// Pops up a menu of `titles` under the button `name`; choosing item `i` calls `onChoose(i)`.
    func popupMenu(_ titles: [String], under name: String, onChoose: @escaping @MainActor (Int) -> Void) {
        guard let button = buttons.first(where: { $0.name == name })?.button else { return }
        menu.popup(titles, under: button, event: nil, onChoose: onChoose)
    }

    /// Shows the progress bar at `fraction` (0 to 1) with `text` on it, or hides it (nil).
    func showProgress(_ fraction: Double?, text: String = "") {
        progress = fraction
        let bar = progressBar.pointer(to: GtkProgressBar.self)
        if let fraction {
            gtk_progress_bar_set_fraction(bar, min(max(fraction, 0), 1))
            gtk_progress_bar_set_text(bar, text)
            gtk_widget_show(cwk_widget(progressBar.raw))
        } else {
            gtk_widget_hide(cwk_widget(progressBar.raw))
        }
        onChange()
    }

    /// The items of the menu on screen (`popupMenu`); empty when none is shown.
    var menuTitles: [String] { menu.shownTitles }

    /// Shows and raises the window, the search entry focused.
    func present() {
        gtk_widget_show_all(cwk_widget(window.raw))
        gtk_window_present(cwk_window(window.raw))
        gtk_widget_grab_focus(cwk_widget(search.raw))
    }

    /// Whether the window is on screen.
    var isShown: Bool { gtk_widget_get_mapped(cwk_widget(window.raw)) != 0 }

    /// The search text.
    var searchText: String { String(borrowingCString: gtk_entry_get_text(cwk_entry(search.raw))) ?? "" }

    /// Replaces the rows (parents expanded); the selection is kept on the row with the same ID.
    func show(_ newRows: [Row]) {
        let selected = selectedID
        rows = newRows
        let raw = store.pointer(to: GtkTreeStore.self)
        let view = tree.pointer(to: GtkTreeView.self)
        // Filled while detached from the view, which otherwise answers every inserted row (tens of
        // thousands after a large bookmark import); `store` keeps the model alive meanwhile.
        gtk_tree_view_set_model(view, nil)
        gtk_tree_store_clear(raw)
        // Each folder's rows are prepended from its last to its first: an append walks the folder's
        // rows to find the end, which is quadratic in a folder of tens of thousands.
        var pending: [(row: Row, parent: GtkTreeIter?)] = newRows.map { ($0, nil) }
        while let (row, parent) = pending.popLast() {
            var iter = GtkTreeIter()
            if var parent {
                gtk_tree_store_prepend(raw, &iter, &parent)
            } else {
                gtk_tree_store_prepend(raw, &iter, nil)
            }
            set(&iter, 0, string: row.title)
            set(&iter, 1, string: row.detail)
            var value = GValue()
            g_value_init(&value, Self.int64Type)
            g_value_set_int64(&value, gint64(row.id))
            gtk_tree_store_set_value(raw, &iter, 2, &value)
            g_value_unset(&value)
            pending += row.children.map { ($0, iter) }
        }
        gtk_tree_view_set_model(view, cwk_shell_tree_model(store.raw))
        gtk_tree_view_expand_all(view)
        if let selected { select(id: selected) }
        onChange()
    }

    /// The ID of the selected row, or nil.
    var selectedID: Int64? {
        var iter = GtkTreeIter()
        let selection = gtk_tree_view_get_selection(tree.pointer(to: GtkTreeView.self))
        guard gtk_tree_selection_get_selected(selection, nil, &iter) != 0 else { return nil }
        return id(at: &iter)
    }

    /// The name of the selected row, or nil.
    var selectedTitle: String? {
        guard let id = selectedID else { return nil }
        var pending = rows
        while let row = pending.popLast() {
            if row.id == id { return row.title }
            pending += row.children
        }
        return nil
    }

    /// Starts editing the name of the selected row (Return saves it through `onEdited`).
    func renameSelected() {
        var iter = GtkTreeIter()
        let view = tree.pointer(to: GtkTreeView.self)
        guard gtk_tree_selection_get_selected(gtk_tree_view_get_selection(view), nil, &iter) != 0,
            let path = gtk_tree_model_get_path(cwk_shell_tree_model(store.raw), &iter)
        else { return }
        defer { gtk_tree_path_free(path) }
        gtk_widget_grab_focus(cwk_widget(tree.raw))
        gtk_tree_view_set_cursor(view, path, UnsafeMutablePointer<GtkTreeViewColumn>(titleColumn), 1)
    }

    /// The rows in order, depth first, with their screen rectangles (zeros while not on screen).
    var shown: [Shown] {
        var result: [Shown] = []
        var pending: [(row: Row, path: [Int32])] = rows.enumerated().reversed().map { ($1, [Int32($0)]) }
        while let (row, path) = pending.popLast() {
            result.append(Shown(title: row.title, detail: row.detail, depth: path.count - 1, frame: frame(of: path)))
            pending += row.children.enumerated().reversed().map { ($1, path + [Int32($0)]) }
        }
        return result
    }

    /// Where the search entry (`search`) and each button (by name) are on screen.
    var frames: [String: [Int]] {
        var frames = ["search": ScreenFrame.of(search)]
        for (name, button) in buttons { frames[name] = ScreenFrame.of(button) }
        return frames
    }

    private func frame(of indices: [Int32]) -> [Int] {
        let view = tree.pointer(to: GtkTreeView.self)
        guard isShown, let bin = gtk_tree_view_get_bin_window(view) else { return [0, 0, 0, 0] }
        var copy = indices
        let path = gtk_tree_path_new_from_indicesv(&copy, gsize(copy.count))
        defer { gtk_tree_path_free(path) }
        var rect = GdkRectangle()
        gtk_tree_view_get_background_area(view, path, nil, &rect)
        var x: gint = 0
        var y: gint = 0
        gdk_window_get_origin(bin, &x, &y)
        return [Int(x), Int(y + rect.y), Int(gdk_window_get_width(bin)), Int(rect.height)]
    }

    /// Selects the row `id`; nil (or an ID no row has) selects none.
    func select(id: Int64?) {
        let selection = gtk_tree_view_get_selection(tree.pointer(to: GtkTreeView.self))
        guard let id else { return gtk_tree_selection_unselect_all(selection) }
        guard let model = cwk_shell_tree_model(store.raw) else { return }
        var found: GtkTreeIter?
        forEachRow(in: model) { iter in
            if self.id(at: &iter) == id { found = iter }
            return found != nil
        }
        guard var found else { return gtk_tree_selection_unselect_all(selection) }
        gtk_tree_selection_select_iter(selection, &found)
    }

    private func id(atPath path: String) -> Int64? {
        var iter = GtkTreeIter()
        guard gtk_tree_model_get_iter_from_string(cwk_shell_tree_model(store.raw), &iter, path) != 0 else {
            return nil
        }
        return id(at: &iter)
    }

    private func id(at iter: inout GtkTreeIter) -> Int64 {
        var value = GValue()
        gtk_tree_model_get_value(cwk_shell_tree_model(store.raw), &iter, 2, &value)
        defer { g_value_unset(&value) }
        return Int64(g_value_get_int64(&value))
    }

    private func set(_ iter: inout GtkTreeIter, _ column: gint, string: String) {
        var value = GValue()
        g_value_init(&value, Self.stringType)
        g_value_set_string(&value, string)
        gtk_tree_store_set_value(store.pointer(to: GtkTreeStore.self), &iter, column, &value)
        g_value_unset(&value)
    }

    private static func setBoolean(_ object: UnsafeMutablePointer<GtkCellRenderer>, _ name: String, _ flag: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }
}

/// Walks every row of `model` depth first until `body` returns true.
@MainActor
private func forEachRow(
    in model: OpaquePointer, _ body: (inout GtkTreeIter) -> Bool
) {
    var stack: [GtkTreeIter] = []
    var iter = GtkTreeIter()
    if gtk_tree_model_get_iter_first(model, &iter) != 0 { stack.append(iter) }
    while var current = stack.popLast() {
        if body(&current) { return }
        var next = current
        if gtk_tree_model_iter_next(model, &next) != 0 { stack.append(next) }
        var child = GtkTreeIter()
        if gtk_tree_model_iter_children(model, &child, &current) != 0 { stack.append(child) }
    }
}
