public import Foundation

/// One item of a link's context menu (see `WebEngineConfiguration.linkContextMenuActions`).
public struct WebContextMenuAction {
    /// The item's label.
    public let title: String
    /// Called with the link's URL when the item is chosen.
    public let handler: (URL) -> Void

    /// Creates an item.
    public init(title: String, handler: @escaping (URL) -> Void) {
        self.title = title
        self.handler = handler
    }
}
