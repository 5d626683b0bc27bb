#if GTK4
    public import Foundation

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
        /// Whether a web process ends with the last view that used it: no, WebKitGTK 6.0 keeps such processes
        /// for reuse (its process cache; checked with plain C: a closed view's process stays, and the next view
        /// of the same site and session starts on it). How many it keeps is WebKit's choice.
        public static let webProcessesEndWithTheirLastView = false

        /// The files in which WebKit keeps the local storage of `http://host:port` in the profile data folder
        /// `dataFolder`: 6.0 keeps each origin's storage in `storage/<top-origin hash>/<origin hash>/`, named
        /// by the serialized origin in the folder's `origin` file (scheme, host, then 0x01 and the port's two
        /// bytes, little-endian), and its local storage in that folder's `LocalStorage/`. Empty until WebKit
        /// has written them.
        public static func localStorageFiles(inProfileData dataFolder: URL, host: String, port: Int) -> [URL] {
            let manager = FileManager.default
            func contents(_ folder: URL) -> [URL] {
                (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []  // none yet
            }
            let signature = Data(host.utf8) + Data([1, UInt8(port & 0xff), UInt8(port >> 8)])
            var files: [URL] = []
            for topOrigin in contents(dataFolder.appendingPathComponent(localStorageFolder)) {
                for origin in contents(topOrigin) {
                    guard let name = try? Data(contentsOf: origin.appendingPathComponent("origin")),  // not written yet
                        name.range(of: signature) != nil
                    else { continue }
                    files += contents(origin.appendingPathComponent("LocalStorage"))
                }
            }
            return files
        }
    }
#endif
