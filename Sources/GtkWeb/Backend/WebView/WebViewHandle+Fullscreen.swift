import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// Calls `body` with true when the page puts an element in fullscreen (`enter-fullscreen`) and with
    /// false when it leaves (`leave-fullscreen`). WebKit's own handling goes on: it makes the view's
    /// toplevel window fullscreen, and leaves fullscreen on Escape.
    func onFullscreenChange(_ body: @escaping (Bool) -> Void) -> [SignalConnection] {
        [
            view.connect("enter-fullscreen") { arguments in
                body(true)
                arguments.setReturn(false)
            },
            view.connect("leave-fullscreen") { arguments in
                body(false)
                arguments.setReturn(false)
            },
        ]
    }
}
