import CWebKitGTK
import GLibInterop

/// What is under the pointer where WebKit is about to show a context menu (its `WebKitHitTestResult`).
struct ContextMenuTarget {
    /// The link under the pointer (`webkit_hit_test_result_get_link_uri`), nil when there is none.
    var linkURI: String?
    /// The image under the pointer (`webkit_hit_test_result_get_image_uri`).
    var imageURI: String?
    /// The video or audio element's source under the pointer (`webkit_hit_test_result_get_media_uri`).
    var mediaURI: String?
    /// Whether the pointer is over selected content (`webkit_hit_test_result_context_is_selection`).
    var isSelection = false
    /// Whether the pointer is over an editable element (`webkit_hit_test_result_context_is_editable`).
    var isEditable = false
}

/// One item to put in a replaced menu: a label and what choosing it does.
struct ContextMenuEntry {
    /// What choosing the item does.
    enum Effect {
        /// Calls the closure.
        case call(@MainActor () -> Void)
        /// WebKit copies the image under the pointer, its data, to the clipboard
        /// (`WEBKIT_CONTEXT_MENU_ACTION_COPY_IMAGE_TO_CLIPBOARD`).
        case copyImageToClipboard
    }

    var title: String
    var effect: Effect

    init(title: String, effect: Effect) {
        self.title = title
        self.effect = effect
    }

    init(title: String, activate: @escaping @MainActor () -> Void) {
        self.init(title: title, effect: .call(activate))
    }
}

extension WebViewHandle {
    /// Answers WebKit's `context-menu` signal: `entries` returns the items that replace the menu, or
    /// nil (or none) to keep WebKit's own menu untouched.
    ///
    /// Each item that calls a closure is a `GSimpleAction` (`webkit_context_menu_item_new_from_gaction`);
    /// the actions live as long as the returned connections. Copying the image is WebKit's own stock
    /// action under the given label.
    func onContextMenu(_ entries: @escaping (ContextMenuTarget) -> [ContextMenuEntry]?) -> SignalConnection {
        view.connect("context-menu") { arguments in
            guard let menu = arguments.pointer(1), let hit = arguments.pointer(Self.contextMenuHitArgument) else {
                return
            }
            let result = hit.assumingMemoryBound(to: WebKitHitTestResult.self)
            let target = ContextMenuTarget(
                linkURI: String(borrowingCString: webkit_hit_test_result_get_link_uri(result)),
                imageURI: String(borrowingCString: webkit_hit_test_result_get_image_uri(result)),
                mediaURI: String(borrowingCString: webkit_hit_test_result_get_media_uri(result)),
                isSelection: webkit_hit_test_result_context_is_selection(result) != 0,
                isEditable: webkit_hit_test_result_context_is_editable(result) != 0)
            guard let items = entries(target), !items.isEmpty else { return }
            let contextMenu = menu.assumingMemoryBound(to: WebKitContextMenu.self)
            webkit_context_menu_remove_all(contextMenu)
            for (index, item) in items.enumerated() {
                guard case .call(let activate) = item.effect else {
                    webkit_context_menu_append(
                        contextMenu,
                        webkit_context_menu_item_new_from_stock_action_with_label(
                            WEBKIT_CONTEXT_MENU_ACTION_COPY_IMAGE_TO_CLIPBOARD, item.title))
                    continue
                }
                let action = g_simple_action_new("gtkweb-link-action-\(index)", nil)!
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
