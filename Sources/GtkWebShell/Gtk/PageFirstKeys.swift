import CWebKitGTK
import GLibInterop

/// Escape reaches the focused widget (the page, the find entry) before the window's shortcuts.
///
/// GTK runs a window's accelerators before the focused widget sees a key, so an Escape bound to "stop"
/// would never reach a page (which could not leave fullscreen or close its own dialog with it). Here
/// the window first propagates Escape to the focused widget; a web view passes it to the page and,
/// when the page did not take it, WebKit sends the same event to the window again, marked so the view
/// lets it through: only then do the window's accelerators run. Epiphany orders keys the same way.
@MainActor
enum PageFirstKeys {
    /// Installs the order on `window`; the connection lives as long as the returned token.
    static func install(on window: GObjectRef) -> SignalConnection {
        window.connect("key-press-event") { arguments in
            guard let instance = arguments.pointer(0), let event = arguments.pointer(1),
                cwk_shell_event_keyval(event) == cwk_shell_keyval_escape(),
                cwk_shell_event_key_has_modifiers(event) == 0
            else { return }
            let key = event.assumingMemoryBound(to: GdkEventKey.self)
            if gtk_window_propagate_key_event(cwk_window(instance), key) == 0 {
                _ = gtk_window_activate_key(cwk_window(instance), key)
            }
            // Handled either way: GTK's own order would hand the key to the focused widget a second time.
            arguments.setReturn(true)
        }
    }
}
