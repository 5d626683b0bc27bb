#if GTK3
    public import Foundation

    /// What tests may rely on about the toolkit flavour they run on (GTK 3: WebKitGTK 4.1).
    public enum ToolkitFacts {
        /// The pkg-config names of the WebKitGTK and GTK the package is built against.
        public static let webKitPackage = "webkit2gtk-4.1"
        public static let gtkPackage = "gtk+-3.0"
        /// Whether WebKit still keeps WebSQL databases.
        public static let hasWebSQL = true
        /// The folder, in a profile's data folder, where WebKit keeps local storage.
        public static let localStorageFolder = "localstorage"
        /// Whether the page of an engine attached to no window counts as visible: a parked engine sits in an offscreen window, which pages see as visible.
        public static let parkedPagesAreVisible = true
        /// Whether a view moved into a window that is never shown keeps a size (and so can be snapshotted):
        /// no: GTK 3 gives it no allocation until the window is shown.
        public static let viewsInAHiddenWindowKeepTheirSize = false
        /// Whether a web process ends with the last view that used it: yes, WebKitGTK 4.1 keeps none for reuse.
        public static let webProcessesEndWithTheirLastView = true

        /// The files in which WebKit keeps the local storage of `http://host:port` in the profile data folder
        /// `dataFolder`: 4.1 keeps one SQLite database per origin, `localstorage/http_<host>_<port>.localstorage`
        /// (with its `-wal` and `-shm` files). Empty until WebKit has written them.
        public static func localStorageFiles(inProfileData dataFolder: URL, host: String, port: Int) -> [URL] {
            let folder = dataFolder.appendingPathComponent(localStorageFolder)
            let manager = FileManager.default
            // None until WebKit has written them.
            let files = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.lastPathComponent.hasPrefix("http_\(host)_\(port).localstorage") }
        }
    }
#endif
