import CWebKitGTK
import GLibInterop

extension ShellWindowView {
    /// Whether the window is fullscreen, as the window manager last said.
    var isFullscreen: Bool { cwk_shell_window_is_fullscreen(window.raw) != 0 }

    /// Asks the window manager to make the window fullscreen, or to bring it back
    /// (`gtk_window_fullscreen`, `gtk_window_unfullscreen`).
    func toggleFullscreen() {
        if isFullscreen {
            gtk_window_unfullscreen(cwk_window(window.raw))
        } else {
            gtk_window_fullscreen(cwk_window(window.raw))
        }
    }
}
