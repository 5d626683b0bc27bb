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

    /// The main menu as JSON: `open`, `fullscreen` (whether the window is), `labels` (every item of the
    /// model, in order), `items` (what the open popover shows: `label` and its screen rectangle, `frame`),
    /// and the button's `frame`.
    var mainMenuJSON: String {
        let items = view.mainMenu.shownItems.map {
            "{\"label\": \(JSONText.quote($0.label)), \"frame\": \(Self.json($0.frame))}"
        }
        let labels = view.mainMenu.labels.map(JSONText.quote).joined(separator: ", ")
        return "{\"open\": \(view.mainMenu.isOpen), \"fullscreen\": \(view.fullscreenChrome.isWindowFullscreen), "
            + "\"frame\": \(Self.json(ScreenFrame.of(view.mainMenu.button))), "
            + "\"labels\": [\(labels)], \"items\": [\(items.joined(separator: ", "))]}"
    }
}
