#if GTK3
    import CWebKitGTK

    extension SnapshotSurface {
        /// Takes what `webkit_web_view_get_snapshot_finish` returned on 4.1: a `cairo_surface_t *`
        /// (transfer full).
        convenience init(snapshotResult surface: OpaquePointer) { self.init(taking: surface) }
    }
#endif
