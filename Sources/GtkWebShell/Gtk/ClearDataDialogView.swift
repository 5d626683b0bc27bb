import CWebKitGTK
import GLibInterop

/// The Clear Browsing Data dialog: the time range (the last hour, the last day, everything) and what
/// to clear (history, cookies and site data, cached files, the downloads list), with Cancel and Clear.
@MainActor
final class ClearDataDialogView {
    /// What the dialog asks for.
    struct Choice: Equatable {
        /// 0: the last hour, 1: the last day, 2: everything.
        var range: Int
        var history: Bool
        var siteData: Bool
        var cache: Bool
        var downloads: Bool
    }

    let dialog: GObjectRef
    private let ranges: [(name: String, button: GObjectRef)]
    private let kinds: [(name: String, button: GObjectRef)]
    private let clear: GObjectRef
    private let cancel: GObjectRef
    private var connections: [SignalConnection] = []

    /// Clear was clicked with the choice shown (the dialog is hidden first).
    var onClear: (Choice) -> Void = { _ in }
    /// The dialog was shown or hidden.
    var onChange: () -> Void = {}

    init(parent: GObjectRef) {
        dialog = GObjectRef(retaining: gtk_dialog_new()!)
        let window = cwk_window(dialog.raw)
        gtk_window_set_title(window, "Clear Browsing Data")
        gtk_window_set_transient_for(window, cwk_window(parent.raw))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        let raw = dialog.pointer(to: GtkDialog.self)
        cancel = GObjectRef(retaining: gtk_dialog_add_button(raw, "Cancel", GTK_RESPONSE_CANCEL.rawValue)!)
        clear = GObjectRef(retaining: gtk_dialog_add_button(raw, "Clear", GTK_RESPONSE_ACCEPT.rawValue)!)
        gtk_style_context_add_class(gtk_widget_get_style_context(cwk_widget(clear.raw)), "destructive-action")

        let content = gtk_dialog_get_content_area(raw)!
        gtk_container_set_border_width(cwk_container(content), 12)
        gtk_box_set_spacing(cwk_box(content), 6)
        var group: UnsafeMutablePointer<GtkRadioButton>?
        var made: [(String, GObjectRef)] = []
        for (name, label) in [("hour", "The last hour"), ("day", "The last day"), ("everything", "Everything")] {
            let button = gtk_radio_button_new_with_label_from_widget(group, label)!
            group = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkRadioButton.self)
            made.append((name, GObjectRef(sinking: button)))
            gtk_box_pack_start(cwk_box(content), button, 0, 0, 0)
        }
        ranges = made
        made = []
        gtk_box_pack_start(cwk_box(content), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 4)
        for (name, label) in [
            ("history", "History"), ("siteData", "Cookies and site data"), ("cache", "Cached files"),
            ("downloads", "The downloads list"),
        ] {
            let button = gtk_check_button_new_with_label(label)!
            gtk_toggle_button_set_active(cwk_shell_toggle_button(button), 1)
            made.append((name, GObjectRef(sinking: button)))
            gtk_box_pack_start(cwk_box(content), button, 0, 0, 0)
        }
        kinds = made
        let note = gtk_label_new("Cookies are cleared only with Everything: WebKit keeps no time for them.")!
        gtk_label_set_line_wrap(cwk_shell_label(note), 1)
        gtk_label_set_xalign(cwk_shell_label(note), 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(note), "dim-label")
        gtk_box_pack_start(cwk_box(content), note, 0, 0, 0)

        connections += [
            dialog.connect("response") { [weak self] arguments in
                guard let self else { return }
                let accepted = arguments.integer(1) == Int(GTK_RESPONSE_ACCEPT.rawValue)
                let choice = self.choice
                gtk_widget_hide(cwk_widget(self.dialog.raw))
                if accepted { self.onClear(choice) }
            },
            dialog.connect("delete-event") { [weak self] arguments in
                guard let self else { return }
                gtk_widget_hide(cwk_widget(self.dialog.raw))
                arguments.setReturn(true)
            },
            dialog.connect("map") { [weak self] _ in self?.onChange() },
            dialog.connect("unmap") { [weak self] _ in self?.onChange() },
            // A window manager places the dialog after it is mapped: its buttons' screen frames move.
            dialog.connect("configure-event") { [weak self] arguments in
                self?.onChange()
                arguments.setReturn(false)
            },
        ]
    }

    /// Shows the dialog over its window.
    func present() {
        gtk_widget_show_all(cwk_widget(dialog.raw))
        gtk_window_present(cwk_window(dialog.raw))
    }

    /// Whether the dialog is on screen.
    var isShown: Bool { gtk_widget_get_mapped(cwk_widget(dialog.raw)) != 0 }

    /// What the dialog's buttons say now.
    var choice: Choice {
        func on(_ list: [(name: String, button: GObjectRef)], _ name: String) -> Bool {
            list.first { $0.name == name }.map {
                gtk_toggle_button_get_active(cwk_shell_toggle_button($0.button.raw)) != 0
            }
                ?? false
        }
        let range = ranges.firstIndex { gtk_toggle_button_get_active(cwk_shell_toggle_button($0.button.raw)) != 0 } ?? 0
        return Choice(
            range: range, history: on(kinds, "history"), siteData: on(kinds, "siteData"), cache: on(kinds, "cache"),
            downloads: on(kinds, "downloads"))
    }

    /// Where the buttons are on screen, by name (`hour`, `day`, `everything`, `history`, `siteData`,
    /// `cache`, `downloads`, `clear`, `cancel`).
    var frames: [String: [Int]] {
        var frames = ["clear": ScreenFrame.of(clear), "cancel": ScreenFrame.of(cancel)]
        for (name, button) in ranges + kinds { frames[name] = ScreenFrame.of(button) }
        return frames
    }
}
