import GtkWeb

/// Which fullscreen a window is in, and so which chrome it shows (`ChromeMode`).
///
/// The chrome is hidden only while the window system says the window is fullscreen: a page that enters
/// and leaves fullscreen in a loop, or asks for it and never gets it, leaves the chrome as it was once
/// the window is not fullscreen. An element's fullscreen counts only for the tab shown.
@MainActor
final class ShellFullscreen {
    /// The engine whose page put an element in fullscreen, until it leaves.
    private(set) weak var elementEngine: WebEngine?
    /// Whether the user asked for the window to be fullscreen (F11) and it has not left since.
    var userAsked = false
    /// The window's fullscreen state, as the window system last reported it.
    private(set) var isWindowFullscreen = false
    /// Whether a page left its element's fullscreen before the window system reported the window
    /// fullscreen for it: when that report comes, nobody wants the window fullscreen any more.
    var elementLeftBeforeWindow = false

    /// The chrome to show while `activeEngine` is the engine of the tab shown.
    func mode(activeEngine: WebEngine?) -> ChromeMode {
        guard isWindowFullscreen else { return .windowed }
        if let elementEngine, elementEngine === activeEngine { return .element }
        return .window
    }

    /// `engine`'s page entered (true) or left an element's fullscreen.
    func element(of engine: WebEngine, isFullscreen: Bool) {
        if isFullscreen {
            elementEngine = engine
            elementLeftBeforeWindow = false
        } else if elementEngine === engine {
            elementEngine = nil
        }
    }

    /// The window system says the window is now fullscreen, or not.
    func windowChanged(isFullscreen: Bool) {
        isWindowFullscreen = isFullscreen
        if !isFullscreen {
            userAsked = false
            elementEngine = nil
            elementLeftBeforeWindow = false
        }
    }
}
