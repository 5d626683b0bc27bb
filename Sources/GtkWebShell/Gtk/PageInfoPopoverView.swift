import CWebKitGTK
import Foundation
import GLibInterop

/// The popover the address entry's security icon opens: lines of text about the page (`PageInfo`), and
/// a Forget button beside each permission remembered for the site.
@MainActor
final class PageInfoPopoverView {
    private let entry: GObjectRef
    private let popover: GObjectRef
    private var content: GObjectRef?
    private var forgetButtons: [GObjectRef] = []
    private var rowConnections: [SignalConnection] = []
    private var connections: [SignalConnection] = []
    /// The lines shown, top to bottom.
    private(set) var lines: [String] = []
    /// The address the popover was last shown for.
    private(set) var address: URL?

    /// The security icon was clicked.
    var onIconPressed: () -> Void = {}
    /// Forget was clicked beside the permission with this storage name.
    var onForget: (String) -> Void = { _ in }
    /// The popover opened, closed or was laid out.
    var onChange: () -> Void = {}

    init(entry: GObjectRef) {
        self.entry = entry
        popover = GObjectRef(sinking: gtk_popover_new(cwk_widget(entry.raw))!)
        connections.append(
            entry.connect("icon-press") { [weak self] arguments in
                if arguments.integer(1) == Int(GTK_ENTRY_ICON_PRIMARY.rawValue) { self?.onIconPressed() }
            })
        connections += ["map", "unmap", "size-allocate"].map { signal in
            popover.connect(signal) { [weak self] _ in self?.onChange() }
        }
    }

    /// Opens the popover under the security icon with `info` about `address`, or shows it in the open
    /// popover.
    func show(_ info: PageInfo, for address: URL?) {
        self.address = address
        if let content { gtk_container_remove(cwk_container(popover.raw), cwk_widget(content.raw)) }
        rowConnections = []
        forgetButtons = []
        let box = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!)
        gtk_container_set_border_width(cwk_container(box.raw), 10)
        func add(_ text: String, heading: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
            let label = gtk_label_new(text)!
            gtk_label_set_xalign(cwk_shell_label(label), 0)
            gtk_label_set_line_wrap(cwk_shell_label(label), 1)
            gtk_label_set_max_width_chars(cwk_shell_label(label), 50)
            if heading { gtk_style_context_add_class(gtk_widget_get_style_context(label), "heading") }
            return label
        }
        let pack = { (widget: UnsafeMutablePointer<GtkWidget>) in
            gtk_box_pack_start(cwk_box(box.raw), widget, 0, 0, 0)
        }
        pack(add(info.host, heading: true))
        pack(add(info.security))
        for line in info.certificate { pack(add(line)) }
        pack(add("Permissions", heading: true))
        for remembered in info.remembered {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_box_pack_start(cwk_box(row), add(remembered.text), 1, 1, 0)
            let forget = GObjectRef(sinking: gtk_button_new_with_label("Forget")!)
            gtk_widget_set_tooltip_text(cwk_widget(forget.raw), "The site will ask again next time")
            gtk_box_pack_end(cwk_box(row), cwk_widget(forget.raw), 0, 0, 0)
            let permission = remembered.permission
            rowConnections.append(forget.connect("clicked") { [weak self] _ in self?.onForget(permission) })
            forgetButtons.append(forget)
            pack(row)
        }
        if let note = info.permissionsNote { pack(add(note)) }
        gtk_container_add(cwk_container(popover.raw), cwk_widget(box.raw))
        gtk_widget_show_all(cwk_widget(box.raw))
        content = box
        lines = info.lines
        var area = GdkRectangle()
        gtk_entry_get_icon_area(cwk_entry(entry.raw), GTK_ENTRY_ICON_PRIMARY, &area)
        gtk_popover_set_pointing_to(cwk_shell_popover(popover.raw), &area)
        // Shown without popup's sliding transition, so that the buttons are where the state says once the
        // popover is mapped.
        gtk_widget_show(cwk_widget(popover.raw))
        onChange()
    }

    /// Closes the popover.
    func close() { gtk_widget_hide(cwk_widget(popover.raw)) }

    /// Whether the popover is open.
    var isOpen: Bool { gtk_widget_get_visible(cwk_widget(popover.raw)) != 0 }

    /// Where the Forget buttons are on screen, in the order of the remembered permissions.
    var forgetFrames: [[Int]] { forgetButtons.map(ScreenFrame.inOwnWindow(of:)) }

    /// Where the security icon is on screen (zeros while the entry is not on screen or has no icon).
    var iconFrame: [Int] {
        let frame = ScreenFrame.of(entry)
        guard frame[2] > 0 else { return frame }
        var area = GdkRectangle()
        gtk_entry_get_icon_area(cwk_entry(entry.raw), GTK_ENTRY_ICON_PRIMARY, &area)
        return [frame[0] + Int(area.x), frame[1] + Int(area.y), Int(area.width), Int(area.height)]
    }
}
