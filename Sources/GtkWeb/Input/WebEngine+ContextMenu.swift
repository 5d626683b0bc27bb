import Foundation

extension WebEngine {
    /// Replaces the context menu of links and image links with `configuration.linkContextMenuActions`.
    /// Connected only when the configuration has actions when the engine is made (WebKit's menu is
    /// untouched otherwise).
    func connectContextMenu() {
        guard configuration.linkContextMenuActions != nil else { return }
        windowing.connections.append(
            handle.onContextMenu { [weak self] target in
                self?.windowing.contextMenusSeen += 1
                guard let self, let actions = self.configuration.linkContextMenuActions,
                    let uri = target.linkURI, let url = URL(string: uri)
                else { return nil }
                let items = actions(url)
                self.windowing.lastContextMenuTitles = items.map(\.title)
                return items.map { action in ContextMenuEntry(title: action.title) { action.handler(url) } }
            })
    }
}
