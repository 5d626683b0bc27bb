import CWebKitGTK
import GLibInterop

/// The address entry's star (its secondary icon: filled when the page is bookmarked) and the popover it
/// opens: the bookmark's name, its folder (a list of folder names, the top level first), Remove and Done.
/// Return in the name entry is Done.
@MainActor
final class BookmarkPopoverView {
    private let entry: GObjectRef
    private let popover: GObjectRef
    private let name: GObjectRef
    private let folders: GObjectRef
    private let remove: GObjectRef
    private let done: GObjectRef
    private var connections: [SignalConnection] = []

    /// The star was clicked.
    var onStarPressed: () -> Void = {}
    /// Done (or Return) with the name typed and the index of the folder chosen.
    var onDone: (_ name: String, _ folder: Int) -> Void = { _, _ in }
    /// Remove was clicked.
    var onRemove: () -> Void = {}
    /// The popover opened, closed or was laid out, or the entry with the star was.
    var onChange: () -> Void = {}

    init(entry: GObjectRef) {
        self.entry = entry
        popover = GObjectRef(sinking: gtk_popover_new(cwk_widget(entry.raw))!)
        name = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_activates_default(cwk_entry(name.raw), 0)
        gtk_widget_set_size_request(cwk_widget(name.raw), 280, -1)
        folders = GObjectRef(sinking: gtk_combo_box_text_new()!)
        remove = GObjectRef(sinking: gtk_button_new_with_label("Remove")!)
        done = GObjectRef(sinking: gtk_button_new_with_label("Done")!)
        gtk_style_context_add_class(gtk_widget_get_style_context(cwk_widget(done.raw)), "suggested-action")

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_container_set_border_width(cwk_container(box), 10)
        let heading = gtk_label_new("Bookmark")!
        gtk_label_set_xalign(cwk_shell_label(heading), 0)
        gtk_box_pack_start(cwk_box(box), heading, 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(name.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(folders.raw), 0, 0, 0)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_pack_start(cwk_box(buttons), cwk_widget(remove.raw), 0, 0, 0)
        gtk_box_pack_end(cwk_box(buttons), cwk_widget(done.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), buttons, 0, 0, 0)
        gtk_container_add(cwk_container(popover.raw), box)
        gtk_widget_show_all(box)

        setStarred(false)
        connections += [
            entry.connect("icon-press") { [weak self] arguments in
                if arguments.integer(1) == Int(GTK_ENTRY_ICON_SECONDARY.rawValue) { self?.onStarPressed() }
            },
            name.connect("activate") { [weak self] _ in self?.finish() },
            done.connect("clicked") { [weak self] _ in self?.finish() },
            remove.connect("clicked") { [weak self] _ in
                self?.close()
                self?.onRemove()
            },
        ]
        connections += ["map", "unmap", "size-allocate"].map { signal in
            popover.connect(signal) { [weak self] _ in self?.onChange() }
        }
        // The star moves with the entry.
        connections.append(entry.connect("size-allocate") { [weak self] _ in self?.onChange() })
    }

    /// Shows the star filled (`starred`) or empty, with its tooltip.
    func setStarred(_ starred: Bool) {
        let raw = cwk_entry(entry.raw)
        gtk_entry_set_icon_from_icon_name(
            raw, GTK_ENTRY_ICON_SECONDARY, starred ? "starred-symbolic" : "non-starred-symbolic")
        gtk_entry_set_icon_tooltip_text(
            raw, GTK_ENTRY_ICON_SECONDARY, starred ? "Edit Bookmark (Ctrl+D)" : "Bookmark This Page (Ctrl+D)")
    }

    /// Whether the star shows the page as bookmarked.
    var isStarred: Bool {
        String(borrowingCString: gtk_entry_get_icon_name(cwk_entry(entry.raw), GTK_ENTRY_ICON_SECONDARY))
            == "starred-symbolic"
    }

    /// Opens the popover under the star with `title` in the name entry (selected), `folderNames` to choose
    /// from with `selected` chosen, and Remove shown when the page is bookmarked already.
    func open(title: String, folderNames: [String], selected: Int, canRemove: Bool) {
        let combo = folders.pointer(to: GtkComboBoxText.self)
        gtk_combo_box_text_remove_all(combo)
        for folder in folderNames { gtk_combo_box_text_append_text(combo, folder) }
        gtk_combo_box_set_active(folders.pointer(to: GtkComboBox.self), gint(selected))
        gtk_entry_set_text(cwk_entry(name.raw), title)
        gtk_widget_set_visible(cwk_widget(remove.raw), canRemove ? 1 : 0)
        var area = GdkRectangle()
        gtk_entry_get_icon_area(cwk_entry(entry.raw), GTK_ENTRY_ICON_SECONDARY, &area)
        gtk_popover_set_pointing_to(cwk_shell_popover(popover.raw), &area)
        // Shown without popup's sliding transition, so that the buttons are where the `library` state says
        // once the popover is mapped.
        gtk_widget_show(cwk_widget(popover.raw))
        gtk_widget_grab_focus(cwk_widget(name.raw))
        gtk_editable_select_region(OpaquePointer(name.raw), 0, -1)
    }

    func close() { gtk_widget_hide(cwk_widget(popover.raw)) }

    /// Whether the popover is open.
    var isOpen: Bool { gtk_widget_get_visible(cwk_widget(popover.raw)) != 0 }

    /// The name typed.
    var typedName: String { String(borrowingCString: gtk_entry_get_text(cwk_entry(name.raw))) ?? "" }

    /// The folder chosen, as shown.
    var chosenFolder: String {
        guard let text = gtk_combo_box_text_get_active_text(folders.pointer(to: GtkComboBoxText.self)) else {
            return ""
        }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Where the star is on screen (`[x, y, width, height]`, root-window coordinates; zeros while the
    /// entry is not on screen).
    var starFrame: [Int] {
        let frame = ScreenFrame.of(entry)
        guard frame[2] > 0 else { return frame }
        var area = GdkRectangle()
        gtk_entry_get_icon_area(cwk_entry(entry.raw), GTK_ENTRY_ICON_SECONDARY, &area)
        return [frame[0] + Int(area.x), frame[1] + Int(area.y), Int(area.width), Int(area.height)]
    }

    /// Where the popover's Done and Remove buttons are on screen.
    var buttonFrames: (done: [Int], remove: [Int]) { (Self.frame(of: done), Self.frame(of: remove)) }

    /// `widget`'s rectangle on screen through the GdkWindow it draws in (the popover's own window, which
    /// GTK places apart from the toplevel's widget tree); zeros while it is not shown.
    private static func frame(of widget: GObjectRef) -> [Int] {
        let raw = cwk_widget(widget.raw)
        guard gtk_widget_get_mapped(raw) != 0, let window = gtk_widget_get_window(raw) else { return [0, 0, 0, 0] }
        var x: gint = 0
        var y: gint = 0
        gdk_window_get_origin(window, &x, &y)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(raw, &allocation)
        return [Int(x + allocation.x), Int(y + allocation.y), Int(allocation.width), Int(allocation.height)]
    }

    private func finish() {
        let index = Int(gtk_combo_box_get_active(folders.pointer(to: GtkComboBox.self)))
        let typed = typedName
        close()
        onDone(typed, max(0, index))
    }
}
