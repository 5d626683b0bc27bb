import CWebKitGTK
import GLibInterop

/// Where widgets are on screen, for the `window` state that tests drive the window by.
@MainActor
enum ScreenFrame {
    /// `widget`'s rectangle as `[x, y, width, height]` in root-window coordinates (what X input tools
    /// address); zeros for a widget that is not realized.
    static func of(_ widget: GObjectRef) -> [Int] {
        var x: gint = 0
        var y: gint = 0
        var width: gint = 0
        var height: gint = 0
        cwk_shell_widget_root_frame(widget.raw, &x, &y, &width, &height)
        return [Int(x), Int(y), Int(width), Int(height)]
    }
}

extension ScreenFrame {
    /// `widget`'s rectangle on screen through the GdkWindow it draws in (a popover's own window, which
    /// GTK places apart from the toplevel's widget tree); zeros while it is not shown.
    static func inOwnWindow(of widget: GObjectRef) -> [Int] {
        let raw = cwk_widget(widget.raw)
        guard gtk_widget_get_mapped(raw) != 0, let window = gtk_widget_get_window(raw) else { return [0, 0, 0, 0] }
        var x: gint = 0
        var y: gint = 0
        gdk_window_get_origin(window, &x, &y)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(raw, &allocation)
        return [Int(x + allocation.x), Int(y + allocation.y), Int(allocation.width), Int(allocation.height)]
    }
}
