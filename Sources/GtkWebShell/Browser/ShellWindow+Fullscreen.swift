import GtkWeb

/// Fullscreen: F11 makes the window fullscreen with the header bar shown on hover at the top edge; a
/// page's element in fullscreen hides all the chrome until it leaves (Escape, which reaches the page
/// first: `PageFirstKeys`).
extension ShellWindow {
    func installFullscreen() {
        view.addAction("fullscreen") { [weak self] in self?.toggleFullscreen() }
        view.fullscreenChrome.onWindowStateChange = { [weak self] isFullscreen in
            guard let self, isFullscreen != self.fullscreen.isWindowFullscreen else { return }
            let unwanted = isFullscreen && self.fullscreen.elementLeftBeforeWindow && !self.fullscreen.userAsked
            self.fullscreen.windowChanged(isFullscreen: isFullscreen)
            self.fullscreen.elementLeftBeforeWindow = false
            // The page's element already left: the window's fullscreen, granted late, is nobody's.
            if unwanted, self.fullscreen.mode(activeEngine: self.activeTab?.engine) == .window {
                self.view.fullscreenChrome.setWindowFullscreen(false)
            }
            self.applyFullscreen()
        }
        view.fullscreenChrome.onRevealChange = { [weak self] in self?.onChromeChange() }
    }

    /// Watches `engine`'s page entering and leaving an element's fullscreen.
    func watchFullscreen(of engine: WebEngine) {
        engine.onFullscreenChange { [weak self] engine, isFullscreen in
            guard let self else { return }
            self.fullscreen.element(of: engine, isFullscreen: isFullscreen)
            // WebKit's own request to leave can lose a race with its previous request to enter (a page
            // looping through fullscreen): a window the user did not make fullscreen leaves it with the page.
            if !isFullscreen, !self.fullscreen.userAsked {
                if self.view.fullscreenChrome.isWindowFullscreen {
                    self.view.fullscreenChrome.setWindowFullscreen(false)
                } else {
                    self.fullscreen.elementLeftBeforeWindow = true
                }
            }
            self.applyFullscreen()
        }
    }

    /// Shows the chrome the window's fullscreen state asks for.
    func applyFullscreen() {
        let mode = fullscreen.mode(activeEngine: activeTab?.engine)
        if mode != view.fullscreenChrome.mode {
            view.fullscreenChrome.apply(mode, showsTabs: !isDialog)
            onChromeChange()
        }
    }

    private func toggleFullscreen() {
        if fullscreen.isWindowFullscreen {
            view.fullscreenChrome.setWindowFullscreen(false)
        } else {
            fullscreen.userAsked = true
            view.fullscreenChrome.setWindowFullscreen(true)
        }
    }

    /// The window's fullscreen for the window state: whether the window system says it is fullscreen, the
    /// mode (`windowed`, `element` or `window`), and whether the header bar and the tab strip are shown.
    var fullscreenState: WindowState.Fullscreen {
        let chrome = view.fullscreenChrome
        let mode =
            switch chrome.mode {
            case .windowed: "windowed"
            case .element: "element"
            case .window: "window"
            }
        return WindowState.Fullscreen(
            window: chrome.isWindowFullscreen, mode: mode, header: chrome.isHeaderShown, tabs: chrome.areTabsShown)
    }
}
