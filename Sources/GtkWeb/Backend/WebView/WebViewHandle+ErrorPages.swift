import CWebKitGTK

extension WebViewHandle {
    /// Shows `html` as the content of `contentURI` (`webkit_web_view_load_alternate_html`). Called while
    /// WebKit emits `load-failed` for `contentURI`, WebKit keeps that address as the page's URL and in the
    /// back/forward list, and reloading the page retries it.
    func loadAlternateHTML(_ html: String, contentURI: String, baseURI: String?) {
        webkit_web_view_load_alternate_html(webView, html, contentURI, baseURI)
    }
}
