/// A kind of website data `WebEngine.removeData(ofTypes:modifiedSince:)` removes.
///
/// Each maps to exactly one `WebKitWebsiteDataTypes` flag (no broader bucket): `cookies` → COOKIES,
/// `diskCache` → DISK_CACHE (the HTTP cache; Cache Storage is WebKit's separate DOM_CACHE),
/// `memoryCache` → MEMORY_CACHE, `offlineWebApplicationCache` → OFFLINE_APPLICATION_CACHE,
/// `localStorage` → LOCAL_STORAGE, `sessionStorage` → SESSION_STORAGE, `webSQLDatabases` →
/// WEBSQL_DATABASES, `indexedDBDatabases` → INDEXEDDB_DATABASES. WebKitGTK no longer implements the
/// offline application cache and WebSQL, so those two remove nothing in practice.
public enum WebSiteDataType: String, CaseIterable, Hashable, Sendable {
    /// Cookies.
    case cookies
    /// The HTTP disk cache.
    case diskCache
    /// The in-memory resource cache of the web processes.
    case memoryCache
    /// The (removed) HTML offline application cache.
    case offlineWebApplicationCache
    /// `localStorage`.
    case localStorage
    /// `sessionStorage`.
    case sessionStorage
    /// The (removed) WebSQL databases.
    case webSQLDatabases
    /// IndexedDB databases.
    case indexedDBDatabases
}
