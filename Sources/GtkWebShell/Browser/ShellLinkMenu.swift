import Foundation
import GtkWeb

/// The items of a link's context menu in every shell engine (the library's `linkContextMenuActions`):
/// Open Link in New Tab, in a New Window, in a New Private Window, and Copy Link Address.
@MainActor
final class ShellLinkMenu {
    /// The menu every shell engine's configuration has.
    static let shared = ShellLinkMenu()

    /// The item titles, top to bottom.
    static let titles = [
        "Open Link in New Tab", "Open Link in New Window", "Open Link in New Private Window", "Copy Link Address",
    ]

    /// Opens `url` where `opening` says, from the window the menu was shown in (set by the application).
    var open: (_ url: URL, _ opening: LinkOpening) -> Void = { _, _ in }
    /// Called when a menu is about to be shown, and after an item was chosen (set by the application).
    var onChange: () -> Void = {}

    /// The items for a link to `url`.
    func actions(for url: URL) -> [WebContextMenuAction] {
        onChange()
        let openings: [LinkOpening] = [.backgroundTab, .newWindow, .newPrivateWindow]
        let choices: [(URL) -> Void] =
            openings.map { opening in { [weak self] url in self?.open(url, opening) } } + [
                { url in DesktopInput.copyToClipboard(url.absoluteString) }
            ]
        return zip(Self.titles, choices).map { title, choose in
            WebContextMenuAction(title: title) { [weak self] url in
                choose(url)
                self?.onChange()
            }
        }
    }
}
