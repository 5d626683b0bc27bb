import Foundation

extension WebEngine {
    /// Replaces context menus with `configuration.contextMenuItems`, or, without them, the menu of links
    /// and image links with `configuration.linkContextMenuActions`. Connected only when the configuration
    /// has one of them when the engine is made (WebKit's menu is untouched otherwise).
    func connectContextMenu() {
        guard configuration.contextMenuItems != nil || configuration.linkContextMenuActions != nil else { return }
        windowing.connections.append(
            handle.onContextMenu { [weak self] target in
                self?.windowing.contextMenusSeen += 1
                guard let self else { return nil }
                if let items = self.configuration.contextMenuItems {
                    let shown = Self.publicTarget(target)
                    return self.entries(items(self, shown), for: shown)
                }
                guard let actions = self.configuration.linkContextMenuActions,
                    let uri = target.linkURI, let url = URL(string: uri)
                else { return nil }
                let items = actions(url)
                self.windowing.lastContextMenuTitles = items.map(\.title)
                return items.map { action in ContextMenuEntry(title: action.title) { action.handler(url) } }
            })
    }

    private func entries(_ items: [WebContextMenuItem], for target: WebContextMenuTarget) -> [ContextMenuEntry] {
        windowing.lastContextMenuTitles = items.map(\.title)
        return items.map { item in
            switch item.effect {
            case .handler(let handler): ContextMenuEntry(title: item.title) { handler(target) }
            case .copyImageToClipboard: ContextMenuEntry(title: item.title, effect: .copyImageToClipboard)
            }
        }
    }

    private static func publicTarget(_ target: ContextMenuTarget) -> WebContextMenuTarget {
        WebContextMenuTarget(
            linkURL: target.linkURI.flatMap(URL.init(string:)), imageURL: target.imageURI.flatMap(URL.init(string:)),
            mediaURL: target.mediaURI.flatMap(URL.init(string:)), hasSelection: target.isSelection,
            isEditable: target.isEditable)
    }
}
