import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// Creates a view related to `parent` (`"related-view"`): it runs in the parent's web process and
    /// on the parent's context (so the parent's profile), with its own `settings`.
    ///
    /// WebKit requires a popup to be such a view: handing back an unrelated one from `create` is refused
    /// (webkitgtk-mapping.md §6). WebKitGTK 2.50 gives a related view its parent's user-content manager
    /// whatever `userContent` says (verified: a script only in `userContent` does not run), so the
    /// parent's scripts, message handlers and content filters apply to it.
    convenience init(relatedTo parent: WebViewHandle, userContent: UserContentHandle, settings: SettingsHandle) {
        self.init(sinking: cwk_web_view_new_related_with(parent.webView, userContent.pointer, settings.pointer)!)
    }

    /// Whether this view and `other` share a context (true for a popup and its opener).
    func sharesContext(with other: WebViewHandle) -> Bool {
        cwk_web_view_shares_context(webView, other.webView) != 0
    }
}
