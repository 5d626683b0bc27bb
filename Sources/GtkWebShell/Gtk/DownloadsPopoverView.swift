import CWebKitGTK
import GLibInterop

/// The header bar's downloads button and its popover: one row per download with its name, a
/// progress bar, a status line, a cancel button (while it runs) and an open-folder button.
@MainActor
final class DownloadsPopoverView {
    /// What one row shows.
    struct Row: Equatable {
        var id: UInt64
        var name: String
        var fraction: Double
        var status: String
        var isRunning: Bool
    }

    /// What a row's widgets show, read back from GTK (for the shell's D-Bus state), and where its
    /// buttons are on screen (`[x, y, width, height]` in root-window coordinates).
    struct Shown: Equatable {
        var name: String
        var fraction: Double
        var status: String
        var canCancel: Bool
        var cancelFrame: [Int]
        var folderFrame: [Int]
    }

    /// The `GtkMenuButton` for the header bar.
    let button: GObjectRef
    private let popover: GObjectRef
    private let list: GObjectRef
    private let empty: GObjectRef
    private var rows: [UInt64: RowWidgets] = [:]
    private var order: [UInt64] = []

    /// What the button shows of the downloads while the popover is closed.
    private(set) lazy var buttonView = DownloadsButtonView(button: button)
    /// Called when the popover opens.
    var onOpened: () -> Void = {}
    var onCancel: (UInt64) -> Void = { _ in }
    var onOpenFolder: (UInt64) -> Void = { _ in }
    /// Called after the rows were laid out (they moved, or the popover opened or closed).
    var onLayoutChanged: () -> Void = {}
    private var connections: [SignalConnection] = []

    init() {
        button = GObjectRef(sinking: gtk_menu_button_new()!)
        gtk_button_set_image(
            cwk_button(button.raw), gtk_image_new_from_icon_name("folder-download-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(cwk_widget(button.raw), "Downloads")
        popover = GObjectRef(sinking: gtk_popover_new(cwk_widget(button.raw))!)
        list = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!)
        gtk_container_set_border_width(cwk_container(list.raw), 10)
        gtk_widget_set_size_request(cwk_widget(list.raw), 360, -1)
        empty = GObjectRef(sinking: gtk_label_new("No downloads")!)
        gtk_box_pack_start(cwk_box(list.raw), cwk_widget(empty.raw), 0, 0, 0)
        gtk_container_add(cwk_container(popover.raw), cwk_widget(list.raw))
        gtk_widget_show_all(cwk_widget(list.raw))
        gtk_menu_button_set_popover(cwk_menu_button(button.raw), cwk_widget(popover.raw))
        connections += ["size-allocate", "map", "unmap"].map { signal in
            list.connect(signal) { [weak self] _ in self?.onLayoutChanged() }
        }
        connections.append(popover.connect("map") { [weak self] _ in self?.onOpened() })
    }

    /// Shows `rows` (oldest first), adding and updating row widgets.
    func update(_ newRows: [Row]) {
        for row in newRows {
            let widgets = rows[row.id] ?? makeRow(row.id)
            widgets.show(row)
        }
        gtk_widget_set_visible(cwk_widget(empty.raw), newRows.isEmpty ? 1 : 0)
    }

    /// Opens the popover.
    func popup() { gtk_popover_popup(cwk_shell_popover(popover.raw)) }

    /// Whether the popover is open.
    var isOpen: Bool { gtk_widget_get_visible(cwk_widget(popover.raw)) != 0 }

    /// What the rows' widgets show, oldest first.
    var shown: [Shown] { order.compactMap { rows[$0]?.shown } }

    private func makeRow(_ id: UInt64) -> RowWidgets {
        let widgets = RowWidgets(
            onCancel: { [weak self] in self?.onCancel(id) }, onOpenFolder: { [weak self] in self?.onOpenFolder(id) })
        gtk_box_pack_start(cwk_box(list.raw), cwk_widget(widgets.box.raw), 0, 0, 0)
        rows[id] = widgets
        order.append(id)
        return widgets
    }
}

/// The widgets of one download row.
@MainActor
private final class RowWidgets {
    let box: GObjectRef
    private let name: GObjectRef
    private let progress: GObjectRef
    private let status: GObjectRef
    private let cancel: GObjectRef
    private let folder: GObjectRef
    private var connections: [SignalConnection] = []

    init(onCancel: @escaping @MainActor () -> Void, onOpenFolder: @escaping @MainActor () -> Void) {
        box = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        name = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_xalign(cwk_shell_label(name.raw), 0)
        gtk_label_set_ellipsize(cwk_shell_label(name.raw), PANGO_ELLIPSIZE_MIDDLE)
        progress = GObjectRef(sinking: gtk_progress_bar_new()!)
        status = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_xalign(cwk_shell_label(status.raw), 0)
        for widget in [name, progress, status] { gtk_box_pack_start(cwk_box(text), cwk_widget(widget.raw), 0, 0, 0) }
        cancel = GObjectRef(sinking: gtk_button_new_from_icon_name("process-stop-symbolic", GTK_ICON_SIZE_BUTTON)!)
        gtk_widget_set_tooltip_text(cwk_widget(cancel.raw), "Cancel")
        folder = GObjectRef(sinking: gtk_button_new_from_icon_name("folder-open-symbolic", GTK_ICON_SIZE_BUTTON)!)
        gtk_widget_set_tooltip_text(cwk_widget(folder.raw), "Open Folder")
        gtk_box_pack_start(cwk_box(box.raw), text, 1, 1, 0)
        gtk_box_pack_end(cwk_box(box.raw), cwk_widget(folder.raw), 0, 0, 0)
        gtk_box_pack_end(cwk_box(box.raw), cwk_widget(cancel.raw), 0, 0, 0)
        gtk_widget_show_all(cwk_widget(box.raw))
        connections += [
            cancel.connect("clicked") { _ in onCancel() },
            folder.connect("clicked") { _ in onOpenFolder() },
        ]
    }

    func show(_ row: DownloadsPopoverView.Row) {
        gtk_label_set_text(cwk_shell_label(name.raw), row.name)
        gtk_progress_bar_set_fraction(cwk_progress_bar(progress.raw), row.fraction)
        gtk_label_set_text(cwk_shell_label(status.raw), row.status)
        gtk_widget_set_sensitive(cwk_widget(cancel.raw), row.isRunning ? 1 : 0)
    }

    var shown: DownloadsPopoverView.Shown {
        DownloadsPopoverView.Shown(
            name: String(borrowingCString: gtk_label_get_text(cwk_shell_label(name.raw))) ?? "",
            fraction: gtk_progress_bar_get_fraction(cwk_progress_bar(progress.raw)),
            status: String(borrowingCString: gtk_label_get_text(cwk_shell_label(status.raw))) ?? "",
            canCancel: gtk_widget_get_sensitive(cwk_widget(cancel.raw)) != 0, cancelFrame: ScreenFrame.of(cancel),
            folderFrame: ScreenFrame.of(folder))
    }
}
