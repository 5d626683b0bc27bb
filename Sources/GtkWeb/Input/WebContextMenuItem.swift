public import Foundation

/// One item of a replaced context menu (see `WebEngineConfiguration.contextMenuItems`): a label, and a
/// handler called with what was under the pointer, or WebKit's own copying of the image.
public struct WebContextMenuItem {
    /// What choosing an item does.
    enum Effect {
        case handler(@MainActor (WebContextMenuTarget) -> Void)
        case copyImageToClipboard
    }

    /// The item's label.
    public let title: String
    let effect: Effect

    /// An item that calls `handler` with the menu's target when chosen.
    public init(title: String, handler: @escaping @MainActor (WebContextMenuTarget) -> Void) {
        self.title = title
        effect = .handler(handler)
    }

    private init(title: String, effect: Effect) {
        self.title = title
        self.effect = effect
    }

    /// An item that puts the image under the pointer, its pixels, on the clipboard, as WebKit's own
    /// menu does (`WEBKIT_CONTEXT_MENU_ACTION_COPY_IMAGE_TO_CLIPBOARD`); it does nothing where the
    /// target has no image.
    public static func copyImage(title: String = "Copy Image") -> WebContextMenuItem {
        WebContextMenuItem(title: title, effect: .copyImageToClipboard)
    }
}
