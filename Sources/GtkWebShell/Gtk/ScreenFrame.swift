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
