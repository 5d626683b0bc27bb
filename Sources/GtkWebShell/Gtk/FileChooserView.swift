import CWebKitGTK
import GLibInterop

/// A file chooser (`GtkFileChooserNative`: the desktop portal's when there is one, else GTK's own
/// dialog) to open a file, shown without a nested main loop; the chosen path comes to `onChosen`.
@MainActor
final class FileChooserView {
    private let chooser: GObjectRef
    private var connections: [SignalConnection] = []

    /// Called with the chosen file's path (not called when the chooser is cancelled).
    var onChosen: (String) -> Void = { _ in }

    init(title: String, acceptLabel: String, parent: GObjectRef?) {
        chooser = GObjectRef(
            takingOwnership: gtk_file_chooser_native_new(
                title, parent.map { cwk_window($0.raw) }, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, "Cancel")!)
        connections.append(
            chooser.connect("response") { [weak self] arguments in
                guard let self, arguments.integer(1) == Int(GTK_RESPONSE_ACCEPT.rawValue),
                    let name = gtk_file_chooser_get_filename(OpaquePointer(self.chooser.raw))
                else { return }
                defer { g_free(name) }
                self.onChosen(String(cString: name))
            })
    }

    /// Shows the chooser.
    func show() { gtk_native_dialog_show(chooser.pointer(to: GtkNativeDialog.self)) }
}
