import CWebKitGTK
import GLibInterop

/// GTK's about dialog (`GtkAboutDialog`) over a browser window: the program's name, version, a
/// description and the details below it.
@MainActor
final class AboutDialogView {
    let dialog: GObjectRef
    private var connections: [SignalConnection] = []
    /// Called when the dialog is closed and destroyed.
    var onClosed: () -> Void = {}

    /// An about dialog over `parent`, not yet shown.
    init(name: String, version: String, comments: String, website: String?, over parent: GObjectRef) {
        dialog = GObjectRef(retaining: gtk_about_dialog_new()!)
        let about = cwk_shell_about_dialog(dialog.raw)
        gtk_about_dialog_set_program_name(about, name)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_logo_icon_name(about, "gtkweb")
        if let website { gtk_about_dialog_set_website(about, website) }
        gtk_window_set_transient_for(cwk_window(dialog.raw), cwk_window(parent.raw))
        gtk_window_set_modal(cwk_window(dialog.raw), 1)
        connections.append(dialog.connect("response") { [weak self] _ in self?.close() })
        connections.append(dialog.connect("destroy") { [weak self] _ in self?.onClosed() })
    }

    func show() { gtk_window_present(cwk_window(dialog.raw)) }

    func close() { gtk_widget_destroy(cwk_widget(dialog.raw)) }

    /// Whether the dialog is on screen.
    var isShown: Bool { gtk_widget_get_mapped(cwk_widget(dialog.raw)) != 0 }

    /// The version and the description the dialog shows.
    var text: (version: String, comments: String) {
        let about = cwk_shell_about_dialog(dialog.raw)
        return (
            String(borrowingCString: gtk_about_dialog_get_version(about)) ?? "",
            String(borrowingCString: gtk_about_dialog_get_comments(about)) ?? ""
        )
    }
}
