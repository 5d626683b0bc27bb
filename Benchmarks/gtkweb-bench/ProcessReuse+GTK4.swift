#if GTK4
    extension ProcessTree {
        /// How many web processes WebKit keeps after their last view closed, for reuse by the next view of the
        /// same site: WebKitGTK 6.0's process cache keeps one per site, and every tab of the tabmemory suite is
        /// on the fixture server's one site. Seen: ten closed tabs left one web process, which stayed.
        static let keptForReuse = 1
    }
#endif
