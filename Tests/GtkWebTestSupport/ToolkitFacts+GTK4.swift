#if GTK4
    /// What tests may rely on about the toolkit flavour they run on (GTK 4: WebKitGTK 6.0).
    public enum ToolkitFacts {
        /// The pkg-config names of the WebKitGTK and GTK the package is built against.
        public static let webKitPackage = "webkitgtk-6.0"
        public static let gtkPackage = "gtk4"
        /// Whether WebKit still keeps WebSQL databases: WebKitGTK 6.0 dropped WebSQL.
        public static let hasWebSQL = false
        /// The folder, in a profile's data folder, where WebKit keeps local storage (6.0: per origin, under
        /// `storage/`).
        public static let localStorageFolder = "storage"
        /// Whether the page of an engine attached to no window counts as visible: a parked engine has no window (GTK 4 has none offscreen), and its page is hidden: no
        /// `requestAnimationFrame`, throttled timers, geolocation requests held until it is shown.
        public static let parkedPagesAreVisible = false
        /// Whether a view moved into a window that is never shown keeps a size (and so can be snapshotted):
        /// yes: a GTK 4 view keeps its last allocation, and WebKit its viewport, until GTK lays it out again.
        public static let viewsInAHiddenWindowKeepTheirSize = true
    }
#endif
