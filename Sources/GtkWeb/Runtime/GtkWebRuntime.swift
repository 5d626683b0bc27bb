/// Process-wide set-up of GtkWeb.
///
/// GtkWeb runs on GTK's main loop. Swift's main actor has to run inside that loop too, so that
/// `Task { @MainActor in … }` and every `await` in GtkWeb resume while `gtk_main()` (or a
/// `GApplication`) owns the main thread. `initialize()` arranges both: it initializes GTK if the host
/// has not, and installs a GLib source that drains the main dispatch queue.
///
/// Embedders call `GtkWebRuntime.initialize()` once on the main thread, before their first
/// `Task { @MainActor … }` that must run inside `gtk_main()`; creating the first `WebEngine` calls
/// it too. After that, run the host's own loop (`gtk_main()`, `g_application_run`) as usual.
public enum GtkWebRuntime {
    /// Initializes GTK if needed and bridges Swift's main actor into the GLib main loop; idempotent.
    /// - Returns: false when GTK could not be initialized (no display); engines cannot be created then.
    @MainActor
    @discardableResult
    public static func initialize() -> Bool {
        let ready = GtkSetup.ensureInitialized()
        // The first engine's context needs the sandbox probe's answer; find it out meanwhile.
        if ready { WebContentSandbox.startProbing() }
        return ready
    }

    /// Whether the WebKit contexts of persistent profiles made from now on keep page icons, in WebKit's
    /// favicon database in the profile's data folder (`favicons/`), for `WebEngine.faviconPNGData`. A
    /// GtkWeb addition, off by default: set it before the first engine of a profile (a profile's context
    /// is made once). Ephemeral profiles keep no icons.
    @MainActor public static var keepsFavicons = false
}
