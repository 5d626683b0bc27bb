import CWebKitGTK
import Foundation
import GLibInterop

/// Real input under Xvfb: pointer and key events sent to the X server with `xdotool` (XTest), so
/// GTK and WebKit receive them exactly as from a user.
@MainActor
public enum SyntheticInput {
    /// Runs `xdotool` with `arguments` and waits (on the GLib loop) until it exits.
    /// - Throws: `WaitTimeout` when it does not exit in 10 s; an error when it cannot start or fails.
    public static func xdotool(_ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try process.run()
        try await waitUntil("xdotool \(arguments.joined(separator: " ")) to exit", timeout: 10) { !process.isRunning }
        guard process.terminationStatus == 0 else {
            throw WaitTimeout(description: "xdotool \(arguments) exited with \(process.terminationStatus)")
        }
    }

    /// The root-window (screen) position of a realized widget's top-left corner.
    public static func screenOrigin(of widget: UnsafeMutableRawPointer) -> (x: Int, y: Int) {
        var x: gint = 0
        var y: gint = 0
        if let window = gtk_widget_get_window(cwk_widget(widget)) { gdk_window_get_origin(window, &x, &y) }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(cwk_widget(widget), &allocation)
        if gtk_widget_get_has_window(cwk_widget(widget)) == 0 {
            x += allocation.x
            y += allocation.y
        }
        return (Int(x), Int(y))
    }

    /// Whether a GTK popup menu is mapped on screen (a context menu waiting for a choice).
    public static func hasMappedPopupMenu() -> Bool {
        guard let list = gtk_window_list_toplevels() else { return false }
        defer { g_list_free(list) }
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let window = current.pointee.data, gtk_widget_get_mapped(cwk_widget(window)) != 0,
                gtk_window_get_window_type(cwk_window(window)) == GTK_WINDOW_POPUP,
                let child = gtk_bin_get_child(cwk_bin(window)),
                String(cString: cwk_type_name_of(child)).hasSuffix("Menu")
            {
                return true
            }
            node = current.pointee.next
        }
        return false
    }
}
