import Foundation

extension WebEngine {
    /// Replaces the context menu of links and image links with `configuration.linkContextMenuActions`.
    func connectContextMenu() {
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
