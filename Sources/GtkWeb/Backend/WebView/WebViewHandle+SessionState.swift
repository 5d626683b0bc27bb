import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// The view's back/forward list and current entry, serialized (`webkit_web_view_get_session_state`,
    /// then `webkit_web_view_session_state_serialize`); nil when WebKit gives none.
    func serializedSessionState() -> [UInt8]? {
        guard let state = webkit_web_view_get_session_state(webView) else { return nil }
        defer { webkit_web_view_session_state_unref(state) }
        guard let bytes = webkit_web_view_session_state_serialize(state) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Replaces the back/forward list with a serialized session state (`webkit_web_view_session_state_new`,
    /// then `webkit_web_view_restore_session_state`); nothing loads until `loadCurrentEntry()`.
    ///
    /// - Returns: false, changing nothing, when WebKit refuses the bytes; false after restoring when
    ///   they held no current entry.
    func restoreSessionState(_ serialized: [UInt8]) -> Bool {
        let bytes = serialized.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let state = webkit_web_view_session_state_new(bytes) else { return false }
        defer { webkit_web_view_session_state_unref(state) }
        webkit_web_view_restore_session_state(webView, state)
        guard let list = webkit_web_view_get_back_forward_list(webView) else { return false }
        return webkit_back_forward_list_get_current_item(list) != nil
    }

    /// Loads the back/forward list's current entry (`webkit_web_view_go_to_back_forward_list_item`).
    func loadCurrentEntry() {
        guard let list = webkit_web_view_get_back_forward_list(webView),
            let current = webkit_back_forward_list_get_current_item(list)
        else { return }
        webkit_web_view_go_to_back_forward_list_item(webView, current)
    }
}
