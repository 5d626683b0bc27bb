#if GTK4
    import CWebKitGTK
    import Foundation

    extension WebViewHandle {
        /// The page's icon (`webkit_web_view_get_favicon`, a `GdkTexture` on 6.0 that WebKit owns) encoded as
        /// PNG (`gdk_texture_save_to_png_bytes`), or nil when the page has none.
        var faviconPNG: Data? {
            guard let texture = webkit_web_view_get_favicon(webView),
                gdk_texture_get_width(texture) > 0, gdk_texture_get_height(texture) > 0,
                let bytes = gdk_texture_save_to_png_bytes(texture)
            else { return nil }
            defer { g_bytes_unref(bytes) }
            var size: gsize = 0
            guard let data = g_bytes_get_data(bytes, &size) else { return nil }
            return Data(bytes: data, count: Int(size))
        }
    }
#endif
