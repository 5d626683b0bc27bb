import CWebKitGTK
import GLibInterop

/// A file chooser (`GtkFileChooserNative`: the desktop portal's when GTK uses one, else GTK's own
/// dialog) to open a file or to save one, shown without a nested main loop; the answer comes to
/// `onChosen` or `onCancelled`.
@MainActor
final class FileChooserView {
    private let chooser: GObjectRef
    private var connections: [SignalConnection] = []

    /// Called with the chosen file's path.
    var onChosen: (String) -> Void = { _ in }
    /// Called when the chooser is closed without a choice (Cancel, Escape, the window closed).
    var onCancelled: () -> Void = {}

    /// A chooser to open an existing file.
    convenience init(title: String, acceptLabel: String, parent: GObjectRef?) {
        self.init(title: title, acceptLabel: acceptLabel, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN)
    }

    /// A chooser to save a file, opening in `folder` with `name` in its name field; choosing a file that
    /// exists asks first whether to replace it (`gtk_file_chooser_set_do_overwrite_confirmation`).
    convenience init(title: String, acceptLabel: String, parent: GObjectRef?, savingAs name: String, in folder: String)
    {
        self.init(title: title, acceptLabel: acceptLabel, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE)
        let file = OpaquePointer(chooser.raw)
        gtk_file_chooser_set_do_overwrite_confirmation(file, 1)
        gtk_file_chooser_set_current_folder(file, folder)
        gtk_file_chooser_set_current_name(file, name)
    }

    private init(title: String, acceptLabel: String, parent: GObjectRef?, action: GtkFileChooserAction) {
        chooser = GObjectRef(
            takingOwnership: gtk_file_chooser_native_new(
                title, parent.map { cwk_window($0.raw) }, action, acceptLabel, "Cancel")!)
        gtk_native_dialog_set_modal(chooser.pointer(to: GtkNativeDialog.self), 1)
        connections.append(
            chooser.connect("response") { [weak self] arguments in
                guard let self else { return }
                guard arguments.integer(1) == Int(GTK_RESPONSE_ACCEPT.rawValue),
                    let name = gtk_file_chooser_get_filename(OpaquePointer(self.chooser.raw))
                else { return self.onCancelled() }
                defer { g_free(name) }
                self.onChosen(String(cString: name))
            })
    }

    /// Shows the chooser.
    func show() { gtk_native_dialog_show(chooser.pointer(to: GtkNativeDialog.self)) }
}
