import CWebKitGTK
import GLibInterop

/// The Preferences dialog: a notebook of three pages — General (search engine template, home page,
/// restore the session), Downloads (the folder) and Content (default zoom, content blocking, cookie
/// policy) — with Cancel and Save.
@MainActor
final class PreferencesDialogView {
    /// What the dialog's fields hold.
    struct Fields: Equatable {
        var searchURL: String
        var homePage: String
        var downloadFolder: String
        /// The default zoom in percent.
        var zoomPercent: Int
        var contentBlocking: Bool
        /// The index of the cookie policy in `cookieChoices`.
        var cookieChoice: Int
        var restoreSession: Bool
    }

    let dialog: GObjectRef
    private let searchURL: GObjectRef
    private let homePage: GObjectRef
    private let downloadFolder: GObjectRef
    private let zoom: GObjectRef
    private let blocking: GObjectRef
    private let cookies: GObjectRef
    private let restore: GObjectRef
    private let save: GObjectRef
    private let cancel: GObjectRef
    private var connections: [SignalConnection] = []

    /// Save was clicked with the fields shown (the dialog is hidden first).
    var onSave: (Fields) -> Void = { _ in }
    /// The dialog was shown or hidden.
    var onChange: () -> Void = {}

    init(cookieChoices: [String]) {
        dialog = GObjectRef(retaining: gtk_dialog_new()!)
        gtk_window_set_title(cwk_window(dialog.raw), "Preferences")
        gtk_window_set_default_size(cwk_window(dialog.raw), 520, -1)
        let raw = dialog.pointer(to: GtkDialog.self)
        cancel = GObjectRef(retaining: gtk_dialog_add_button(raw, "Cancel", GTK_RESPONSE_CANCEL.rawValue)!)
        save = GObjectRef(retaining: gtk_dialog_add_button(raw, "Save", GTK_RESPONSE_ACCEPT.rawValue)!)
        gtk_style_context_add_class(gtk_widget_get_style_context(cwk_widget(save.raw)), "suggested-action")

        searchURL = GObjectRef(sinking: gtk_entry_new()!)
        homePage = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(homePage.raw), "The start page")
        downloadFolder = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(downloadFolder.raw), "The Downloads folder")
        zoom = GObjectRef(sinking: gtk_spin_button_new_with_range(30, 500, 10)!)
        blocking = GObjectRef(sinking: gtk_check_button_new_with_label("Block ads and trackers")!)
        cookies = GObjectRef(sinking: gtk_combo_box_text_new()!)
        for choice in cookieChoices {
            gtk_combo_box_text_append_text(cookies.pointer(to: GtkComboBoxText.self), choice)
        }
        restore = GObjectRef(sinking: gtk_check_button_new_with_label("Restore windows and tabs at start")!)

        let notebook = gtk_notebook_new()!
        let pages: [(String, [(String?, GObjectRef)])] = [
            ("General", [("Search engine (%s is the query)", searchURL), ("Home page", homePage), (nil, restore)]),
            ("Downloads", [("Save downloads in", downloadFolder)]),
            ("Content", [("Default zoom (%)", zoom), (nil, blocking), ("Cookies", cookies)]),
        ]
        for (title, rows) in pages {
            let grid = gtk_grid_new()!
            let table = UnsafeMutableRawPointer(grid).assumingMemoryBound(to: GtkGrid.self)
            gtk_grid_set_row_spacing(table, 8)
            gtk_grid_set_column_spacing(table, 12)
            gtk_container_set_border_width(cwk_container(grid), 12)
            for (row, (label, widget)) in rows.enumerated() {
                gtk_widget_set_hexpand(cwk_widget(widget.raw), 1)
                if let label {
                    let text = gtk_label_new(label)!
                    gtk_label_set_xalign(cwk_shell_label(text), 0)
                    gtk_grid_attach(table, text, 0, gint(row), 1, 1)
                    gtk_grid_attach(table, cwk_widget(widget.raw), 1, gint(row), 1, 1)
                } else {
                    gtk_grid_attach(table, cwk_widget(widget.raw), 0, gint(row), 2, 1)
                }
            }
            gtk_notebook_append_page(cwk_shell_notebook(notebook), grid, gtk_label_new(title))
        }
        let content = gtk_dialog_get_content_area(raw)!
        gtk_box_pack_start(cwk_box(content), notebook, 1, 1, 0)

        connections += [
            dialog.connect("response") { [weak self] arguments in
                guard let self else { return }
                let accepted = arguments.integer(1) == Int(GTK_RESPONSE_ACCEPT.rawValue)
                let fields = self.fields
                gtk_widget_hide(cwk_widget(self.dialog.raw))
                if accepted { self.onSave(fields) }
            },
            dialog.connect("delete-event") { [weak self] arguments in
                guard let self else { return }
                gtk_widget_hide(cwk_widget(self.dialog.raw))
                arguments.setReturn(true)
            },
            dialog.connect("map") { [weak self] _ in self?.onChange() },
            dialog.connect("unmap") { [weak self] _ in self?.onChange() },
            // A window manager places the dialog after it is mapped: its widgets' screen frames move.
            dialog.connect("configure-event") { [weak self] arguments in
                self?.onChange()
                arguments.setReturn(false)
            },
        ]
    }

    /// Shows the dialog with `fields`.
    func present(_ fields: Fields) {
        gtk_entry_set_text(cwk_entry(searchURL.raw), fields.searchURL)
        gtk_entry_set_text(cwk_entry(homePage.raw), fields.homePage)
        gtk_entry_set_text(cwk_entry(downloadFolder.raw), fields.downloadFolder)
        gtk_spin_button_set_value(zoom.pointer(to: GtkSpinButton.self), Double(fields.zoomPercent))
        gtk_toggle_button_set_active(cwk_shell_toggle_button(blocking.raw), fields.contentBlocking ? 1 : 0)
        gtk_combo_box_set_active(cookies.pointer(to: GtkComboBox.self), gint(fields.cookieChoice))
        gtk_toggle_button_set_active(cwk_shell_toggle_button(restore.raw), fields.restoreSession ? 1 : 0)
        gtk_widget_show_all(cwk_widget(dialog.raw))
        gtk_window_present(cwk_window(dialog.raw))
    }

    /// Whether the dialog is on screen.
    var isShown: Bool { gtk_widget_get_mapped(cwk_widget(dialog.raw)) != 0 }

    /// What the fields hold now.
    var fields: Fields {
        func text(_ entry: GObjectRef) -> String {
            String(borrowingCString: gtk_entry_get_text(cwk_entry(entry.raw))) ?? ""
        }
        func on(_ button: GObjectRef) -> Bool { gtk_toggle_button_get_active(cwk_shell_toggle_button(button.raw)) != 0 }
        let spin = zoom.pointer(to: GtkSpinButton.self)
        gtk_spin_button_update(spin)
        return Fields(
            searchURL: text(searchURL), homePage: text(homePage), downloadFolder: text(downloadFolder),
            zoomPercent: Int(gtk_spin_button_get_value_as_int(spin)), contentBlocking: on(blocking),
            cookieChoice: max(0, Int(gtk_combo_box_get_active(cookies.pointer(to: GtkComboBox.self)))),
            restoreSession: on(restore))
    }

    /// Where the fields and buttons are on screen, by name (zeros for those on a page not shown).
    var frames: [String: [Int]] {
        [
            "searchURL": ScreenFrame.of(searchURL), "homePage": ScreenFrame.of(homePage),
            "downloadFolder": ScreenFrame.of(downloadFolder), "zoom": ScreenFrame.of(zoom),
            "blocking": ScreenFrame.of(blocking), "cookies": ScreenFrame.of(cookies),
            "restore": ScreenFrame.of(restore),
            "save": ScreenFrame.of(save), "cancel": ScreenFrame.of(cancel),
        ]
    }
}
