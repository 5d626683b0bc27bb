import CWebKitGTK
import Foundation
import GLibInterop

/// One notebook page: the container the tab's web view goes into, and its tab label (a spinner
/// while loading, else the page's icon; the title; a close button). Middle-click on the label closes the tab.
@MainActor
final class TabPageView {
    /// The page widget (a vertical `GtkBox`), owned by the notebook once added.
    let page: GObjectRef
    let label: GObjectRef
    private let title: GObjectRef
    private let spinner: GObjectRef
    private let icon: GObjectRef
    private var isLoading = false
    private let close: GObjectRef
    private var connections: [SignalConnection] = []

    /// Called when the close button is clicked or the label is middle-clicked.
    var onClose: () -> Void = {}
    /// Called when the label moved or was resized (a tab added, closed or dragged).
    var onLayoutChanged: () -> Void = {}

    init() {
        page = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        spinner = GObjectRef(sinking: gtk_spinner_new()!)
        icon = GObjectRef(sinking: gtk_image_new()!)
        title = GObjectRef(sinking: gtk_label_new("New Tab")!)
        gtk_label_set_ellipsize(cwk_shell_label(title.raw), PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(cwk_shell_label(title.raw), 18)
        gtk_label_set_max_width_chars(cwk_shell_label(title.raw), 18)
        close = Self.closeButton()
        gtk_box_pack_start(cwk_box(box), cwk_widget(spinner.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(icon.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), cwk_widget(title.raw), 1, 1, 0)
        gtk_box_pack_end(cwk_box(box), cwk_widget(close.raw), 0, 0, 0)
        // An event box, so that the label receives button presses (middle-click closes).
        label = GObjectRef(sinking: gtk_event_box_new()!)
        gtk_container_add(cwk_container(label.raw), box)
        gtk_widget_show_all(cwk_widget(label.raw))
        gtk_widget_hide(cwk_widget(spinner.raw))
        gtk_widget_hide(cwk_widget(icon.raw))
        gtk_widget_show(cwk_widget(page.raw))
        connections.append(close.connect("clicked") { [weak self] _ in self?.onClose() })
        connections.append(label.connect("size-allocate") { [weak self] _ in self?.onLayoutChanged() })
        connections.append(
            label.connect("button-press-event") { [weak self] arguments in
                guard cwk_shell_event_button(arguments.pointer(1)) == 2 else { return }
                self?.onClose()
                arguments.setReturn(true)
            })
    }

    /// A flat "Close Tab" button with a small cross, as tab labels and overview cards have.
    static func closeButton() -> GObjectRef {
        let button = GObjectRef(sinking: gtk_button_new_from_icon_name("window-close-symbolic", GTK_ICON_SIZE_MENU)!)
        gtk_button_set_relief(cwk_button(button.raw), GTK_RELIEF_NONE)
        gtk_widget_set_tooltip_text(cwk_widget(button.raw), "Close Tab")
        return button
    }

    /// Where the tab label is on screen (`ScreenFrame.of`).
    var labelFrame: [Int] { ScreenFrame.of(label) }

    /// The container the tab's web view is packed into.
    var container: UnsafeMutableRawPointer { page.raw }

    func setTitle(_ text: String) {
        gtk_label_set_text(cwk_shell_label(title.raw), text)
        gtk_widget_set_tooltip_text(cwk_widget(label.raw), text)
    }

    func setLoading(_ loading: Bool) {
        isLoading = loading
        gtk_widget_set_visible(cwk_widget(icon.raw), !loading && hasFavicon ? 1 : 0)
        if loading {
            gtk_widget_show(cwk_widget(spinner.raw))
            gtk_spinner_start(cwk_shell_spinner(spinner.raw))
        } else {
            gtk_spinner_stop(cwk_shell_spinner(spinner.raw))
            gtk_widget_hide(cwk_widget(spinner.raw))
        }
    }

    /// Shows the page's icon (PNG data, scaled to 16 px), or none.
    func setFavicon(_ png: Data?) {
        Pixbufs.show(png, in: icon, width: 16, height: 16, stretch: true)
        gtk_widget_set_visible(cwk_widget(icon.raw), !isLoading && hasFavicon ? 1 : 0)
    }

    /// Whether the label has an icon.
    var hasFavicon: Bool { gtk_image_get_storage_type(cwk_shell_image(icon.raw)) != GTK_IMAGE_EMPTY }
}
