#if GTK4
    import CWebKitGTK

    extension SnapshotSurface {
        /// Takes what `webkit_web_view_get_snapshot_finish` returned on 6.0: a `GdkTexture *` (transfer full),
        /// downloaded at once into a cairo image surface (`gdk_texture_download` writes premultiplied B,G,R,A
        /// bytes, cairo's ARGB32 layout on little-endian machines), so cropping, scaling and encoding are the
        /// same code on both toolkits. The texture is released.
        convenience init(snapshotResult texture: OpaquePointer) {
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, gdk_texture_get_width(texture), gdk_texture_get_height(texture))!
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) {
                cairo_surface_flush(surface)
                gdk_texture_download(texture, data, gsize(cairo_image_surface_get_stride(surface)))
                cairo_surface_mark_dirty(surface)
            }
            self.init(taking: surface)
        }
    }
#endif
