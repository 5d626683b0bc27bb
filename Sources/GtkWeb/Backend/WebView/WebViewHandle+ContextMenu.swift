import CWebKitGTK
import GLibInterop

/// A context menu WebKit is about to show, reduced to what link menus need.
struct ContextMenuTarget {
    /// The link under the pointer (`webkit_hit_test_result_get_link_uri`), nil when there is none.
    var linkURI: String?
    /// The image under the pointer, when the link is an image link.
    var imageURI: String?
}

/// One item to put in a replaced menu: a label and what choosing it does.
struct ContextMenuEntry {
    var title: String
    var activate: @MainActor () -> Void
}

extension WebViewHandle {
    /// Answers WebKit's `context-menu` signal: `entries` returns the items that replace the menu, or
    /// nil (or none) to keep WebKit's own menu untouched.
    ///
    /// Each item is a `GSimpleAction` (`webkit_context_menu_item_new_from_gaction`); the actions live as
    /// long as the returned connections.
    func onContextMenu(_ entries: @escaping (ContextMenuTarget) -> [ContextMenuEntry]?) -> SignalConnection {
        view.connect("context-menu") { arguments in
            guard let menu = arguments.pointer(1), let hit = arguments.pointer(Self.contextMenuHitArgument) else {
                return
            }
            let result = hit.assumingMemoryBound(to: WebKitHitTestResult.self)
            let target = ContextMenuTarget(
                linkURI: String(borrowingCString: webkit_hit_test_result_get_link_uri(result)),
                imageURI: String(borrowingCString: webkit_hit_test_result_get_image_uri(result)))
            guard let items = entries(target), !items.isEmpty else { return }
            let contextMenu = menu.assumingMemoryBound(to: WebKitContextMenu.self)
            webkit_context_menu_remove_all(contextMenu)
            for (index, item) in items.enumerated() {
                let action = g_simple_action_new("gtkweb-link-action-\(index)", nil)!
                let activate = item.activate
                // The connection lives as long as the action, which the menu item keeps.
                let connection = connectSignal(UnsafeMutableRawPointer(action), "activate") { _ in activate() }
                ContextMenuActionLifetime.keep(connection, while: UnsafeMutableRawPointer(action))
                let menuItem = webkit_context_menu_item_new_from_gaction(action, item.title, nil)
                webkit_context_menu_append(contextMenu, menuItem)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            arguments.setReturn(false)  // show the (replaced) menu
        }
    }
}

/// Keeps a menu action's signal connection alive until the action is finalized.
@MainActor
enum ContextMenuActionLifetime {
    private static var connections: [UInt: SignalConnection] = [:]

    static func keep(_ connection: SignalConnection, while object: UnsafeMutableRawPointer) {
        connections = connections.filter { $0.value.isConnected }
        connections[UInt(bitPattern: object)] = connection
    }
}
