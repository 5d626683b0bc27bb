import CWebKitGTK
import GLibInterop

/// Process-wide GTK set-up, done once.
@MainActor
enum GtkSetup {
    private static var initialized = false

    /// Initializes GTK (`gtk_init_check`) unless the host already did, and installs the main-loop
    /// bridge; called outside any GLib dispatch, it also starts the pump that iterates GLib while a
    /// foreign loop runs the main thread (`ForeignLoopPump`). Returns false when there is no display.
    static func ensureInitialized() -> Bool {
        if !initialized {
            initialized = initializeToolkit()
        }
        MainLoopBridge.install()
        ForeignLoopPump.start()
        return initialized
    }
}
