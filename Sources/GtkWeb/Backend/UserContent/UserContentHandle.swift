import CWebKitGTK
import GLibInterop

/// Owns a `WebKitUserContentManager`: the user scripts, style sheets, message handlers and
/// content filters of one engine (shared with its popups).
@MainActor
final class UserContentHandle {
    let manager: GObjectRef

    var pointer: UnsafeMutablePointer<WebKitUserContentManager> { manager.pointer() }

    init() {
        manager = GObjectRef(takingOwnership: webkit_user_content_manager_new()!)
    }

    /// Replaces the engine's own style sheets with `sheets` (all frames, user level).
    func setStyleSheets(_ sheets: [String]) {
        webkit_user_content_manager_remove_all_style_sheets(pointer)
        for source in sheets {
            let sheet = webkit_user_style_sheet_new(
                source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_STYLE_LEVEL_USER, nil, nil)
            webkit_user_content_manager_add_style_sheet(pointer, sheet)
            webkit_user_style_sheet_unref(sheet)
        }
    }
}
