extension WebEngine {
    /// Calls `body` with true when the page shows an element in fullscreen (`Element.requestFullscreen()`,
    /// a video's fullscreen button) and with false when it leaves fullscreen (`document.exitFullscreen()`,
    /// Escape, or the window leaving fullscreen). WebKit makes the window that holds the engine's view
    /// fullscreen by itself and ends it on Escape when the key reaches the view; an app uses this to hide
    /// its own toolbars meanwhile. The observer lives as long as the engine. A GtkWeb addition.
    public func onFullscreenChange(_ body: @escaping @MainActor (WebEngine, Bool) -> Void) {
        windowing.connections += handle.onFullscreenChange { [weak self] isFullscreen in
            guard let self else { return }
            body(self, isFullscreen)
        }
    }
}
