import CWebKitGTK
import GLibInterop

/// Process-wide GTK set-up, done once.
@MainActor
enum GtkSetup {
    private static var initialized = false

    /// Initializes GTK (`gtk_init_check`) unless the host already did, and installs the main-loop
    /// bridge. Returns false when there is no display.
    static func ensureInitialized() -> Bool {
        if !initialized {
            initialized = gtk_init_check(nil, nil) != 0
        }
        MainLoopBridge.install()
        return initialized
    }
}
