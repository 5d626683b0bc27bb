import Foundation
import GtkWeb

/// The items of the context menu of links and images in every shell engine (the library's
/// `contextMenuItems`): for a link, Open Link in New Tab, in a New Window, in a New Private Window, Copy
/// Link Address and Save Link As…; for an image, Open Image in New Tab, Save Image As…, Copy Image and
/// Copy Image Address; an image inside a link gets both. Anything else keeps WebKit's menu.
@MainActor
final class ShellLinkMenu {
    /// The menu every shell engine's configuration has.
    static let shared = ShellLinkMenu()

    /// The link items' titles, top to bottom.
    static let linkTitles = [
        "Open Link in New Tab", "Open Link in New Window", "Open Link in New Private Window", "Copy Link Address",
        "Save Link As…",
    ]
    /// The image items' titles, top to bottom, after the link's.
    static let imageTitles = ["Open Image in New Tab", "Save Image As…", "Copy Image", "Copy Image Address"]

    /// Opens `url` where `opening` says, from the window the menu was shown in (set by the application).
    var open: (_ url: URL, _ opening: LinkOpening) -> Void = { _, _ in }
    /// Saves `url` with `engine`'s profile where the user chooses, asking in a chooser titled `title`
    /// (set by the application).
    var save: (_ url: URL, _ engine: WebEngine, _ title: String) -> Void = { _, _, _ in }
    /// Called when a menu is about to be shown, and after an item was chosen (set by the application).
    var onChange: () -> Void = {}

    /// The items for what is under the pointer in `engine`'s page; none (WebKit's menu) without a link
    /// or an image.
    func items(for engine: WebEngine, target: WebContextMenuTarget) -> [WebContextMenuItem] {
        var items: [WebContextMenuItem] = []
        if let link = target.linkURL {
            let openings: [LinkOpening] = [.backgroundTab, .newWindow, .newPrivateWindow]
            let choices: [() -> Void] =
                openings.map { opening in { [weak self] in self?.open(link, opening) } } + [
                    { DesktopInput.copyToClipboard(link.absoluteString) },
                    { [weak self, weak engine] in engine.map { self?.save(link, $0, "Save Link As") } },
                ]
            items += zip(Self.linkTitles, choices).map(item)
        }
        if let image = target.imageURL {
            let choices: [() -> Void] = [
                { [weak self] in self?.open(image, .backgroundTab) },
                { [weak self, weak engine] in engine.map { self?.save(image, $0, "Save Image As") } },
            ]
            items += zip(Self.imageTitles.prefix(2), choices).map(item)
            items.append(.copyImage(title: Self.imageTitles[2]))
            items.append(item(Self.imageTitles[3], { DesktopInput.copyToClipboard(image.absoluteString) }))
        }
        if !items.isEmpty { onChange() }
        return items
    }

    private func item(_ title: String, _ choose: @escaping () -> Void) -> WebContextMenuItem {
        WebContextMenuItem(title: title) { [weak self] _ in
            choose()
            self?.onChange()
        }
    }
}
