#if GTK3
    import CWebKitGTK
    import Foundation

    extension WebViewHandle {
        /// The page's icon (`webkit_web_view_get_favicon`, a cairo surface WebKit owns) encoded as PNG with
        /// GdkPixbuf, or nil when the page has none or it cannot be encoded.
        var faviconPNG: Data? {
            guard let surface = webkit_web_view_get_favicon(webView),
                cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            else { return nil }
            let width = cairo_image_surface_get_width(surface)
            let height = cairo_image_surface_get_height(surface)
            guard width > 0, height > 0, let pixbuf = gdk_pixbuf_get_from_surface(surface, 0, 0, width, height) else {
                return nil
            }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            guard cwk_pixbuf_save_png(pixbuf, &buffer, &size, &error) != 0, let buffer else {
                if let error { g_error_free(error) }
                return nil
            }
            defer { g_free(buffer) }
            return Data(bytes: buffer, count: Int(size))
        }
    }
#endif
