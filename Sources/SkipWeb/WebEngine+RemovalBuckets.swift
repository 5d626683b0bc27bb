import GtkWeb

extension WebEngine {
    /// The names of the Android data stores `removeData(ofTypes:modifiedSince:)` clears for `types`:
    /// `cookies`, `cache` (disk, memory and offline-application caches) and `storage` (local and
    /// session storage, Web SQL, IndexedDB), each once (SkipWeb's internal helper; Android only clears
    /// whole stores, so the types collapse into these three).
    nonisolated static func androidRemovalBucketNames(for types: Set<WebSiteDataType>) -> Set<String> {
        Set(
            types.map { type -> String in
                switch type {
                case .cookies: "cookies"
                case .diskCache, .memoryCache, .offlineWebApplicationCache: "cache"
                case .localStorage, .sessionStorage, .webSQLDatabases, .indexedDBDatabases: "storage"
                }
            })
    }
}
