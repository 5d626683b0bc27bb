import Foundation
import GtkWeb

/// The window's main menu, built from `ShellActionTable`: one section per `MenuSection`, the zoom
/// section as a row of buttons whose middle one shows the active tab's zoom level and resets it.
extension ShellWindow {
    func installMainMenu() {
        view.mainMenu.setSections(
            ShellActionEntry.MenuSection.allCases.map { section in
                MainMenuView.Section(
                    items: ShellActionTable.menu(section).map {
                        MainMenuView.Item(label: $0.label, action: $0.detailedName, icon: $0.icon)
                    },
                    horizontal: section == .zoom)
            })
        view.mainMenu.onChange = { [weak self] in self?.onChromeChange() }
        showZoomLevel()
    }

    /// Shows the active tab's zoom level ("110%") on the menu's reset-zoom button.
    func showZoomLevel() {
        let zoom = activeTab?.engine?.configuration.pageZoom ?? 1
        view.mainMenu.setLabel("\(Int((zoom * 100).rounded()))%", forAction: "win.zoom-reset")
    }

    /// The main menu for the window state: whether it is open, whether the window is fullscreen, every
    /// label of the model in order, the items the open popover shows (label and screen rectangle), and the
    /// button's screen rectangle.
    var mainMenuState: WindowState.MainMenu {
        WindowState.MainMenu(
            open: view.mainMenu.isOpen, fullscreen: view.fullscreenChrome.isWindowFullscreen,
            frame: ScreenFrame.of(view.mainMenu.button), labels: view.mainMenu.labels,
            items: view.mainMenu.shownItems.map { WindowState.MenuItem(label: $0.label, frame: $0.frame) })
    }
}
