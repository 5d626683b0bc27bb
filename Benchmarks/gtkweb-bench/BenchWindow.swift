import GtkWeb

/// Parks `engine` again and destroys `window`, the window `showAsTheCSideDoes(_:)` returned (nothing when nil).
@MainActor
func hideShownEngine(_ engine: WebEngine, in window: UnsafeMutableRawPointer?) {
    guard let window else { return }
    engine.detachFromContainer()
    destroyBenchWindow(window)
}
