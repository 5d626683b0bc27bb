import CWebKitGTK

extension WebViewHandle {
    /// Page zoom (`webkit_web_view_set_zoom_level`); 1 is 100 %.
    var zoomLevel: Double {
        get { webkit_web_view_get_zoom_level(webView) }
        set { webkit_web_view_set_zoom_level(webView, newValue) }
    }

    /// Paints the view's background transparent when not opaque (`webkit_web_view_set_background_color`).
    func setOpaque(_ opaque: Bool) {
        var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: opaque ? 1 : 0)
        webkit_web_view_set_background_color(webView, &color)
    }

    /// Whether the background is opaque.
    var isOpaque: Bool {
        var color = GdkRGBA()
        webkit_web_view_get_background_color(webView, &color)
        return color.alpha >= 1
    }

    /// Opens WebKit's inspector for this view (needs developer extras on).
    func showInspector() {
        if let inspector = webkit_web_view_get_inspector(webView) { webkit_web_inspector_show(inspector) }
    }
}
