#if !GTK4
    extension ProcessTree {
        /// How many web processes WebKit keeps after their last view closed, for reuse by the next view of the
        /// same site: none on WebKitGTK 4.1, which ends a web process with its last view.
        static let keptForReuse = 0
    }
#endif
