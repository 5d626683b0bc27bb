import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// Creates a view related to `parent` (`"related-view"`): it runs in the parent's web process and
    /// on the parent's context (so the parent's profile), with its own user-content manager and settings.
    ///
    /// WebKit requires a popup to be such a view: handing back an unrelated one from `create` is refused
    /// (webkitgtk-mapping.md §6).
    convenience init(relatedTo parent: WebViewHandle, userContent: UserContentHandle, settings: SettingsHandle) {
        self.init(sinking: cwk_web_view_new_related_with(parent.webView, userContent.pointer, settings.pointer)!)
    }

    /// Whether this view and `other` share a context (true for a popup and its opener).
    func sharesContext(with other: WebViewHandle) -> Bool {
        cwk_web_view_shares_context(webView, other.webView) != 0
    }
}
