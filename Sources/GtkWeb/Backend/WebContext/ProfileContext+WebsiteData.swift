import CWebKitGTK
import GLibInterop

extension ProfileContext {
    /// Removes website data of `types` (`webkit_website_data_manager_clear`).
    ///
    /// - Parameters:
    ///   - types: a `WebKitWebsiteDataTypes` bit set.
    ///   - timespanMicroseconds: remove only data modified within this many microseconds before now;
    ///     0 removes everything. WebKitGTK ignores it for cookies (webkitgtk-mapping.md §3), so callers
    ///     pass 0 whenever cookies are among `types`.
    /// - Throws: `GLibError` when WebKit reports a failure; `CancellationError` when cancelled.
    func clear(types: UInt32, timespanMicroseconds: Int64) async throws {
        try await gAsync { cancellable, callback, data in
            webkit_website_data_manager_clear(
                dataManager, WebKitWebsiteDataTypes(rawValue: types), GTimeSpan(timespanMicroseconds),
                cancellable, callback, data)
        } finish: { [self] result in
            _ = try GLibError.check { error in webkit_website_data_manager_clear_finish(dataManager, result, error) }
        }
    }

    /// Every data type WebKit knows (`WEBKIT_WEBSITE_DATA_ALL`).
    static var allDataTypes: UInt32 { WEBKIT_WEBSITE_DATA_ALL.rawValue }
}

extension WebSiteDataType {
    /// The `WebKitWebsiteDataTypes` flag this type maps to; each of SkipWeb's types has its own.
    var webKitFlag: UInt32 {
        switch self {
        case .cookies: return WEBKIT_WEBSITE_DATA_COOKIES.rawValue
        case .diskCache: return WEBKIT_WEBSITE_DATA_DISK_CACHE.rawValue
        case .memoryCache: return WEBKIT_WEBSITE_DATA_MEMORY_CACHE.rawValue
        case .offlineWebApplicationCache: return WEBKIT_WEBSITE_DATA_OFFLINE_APPLICATION_CACHE.rawValue
        case .localStorage: return WEBKIT_WEBSITE_DATA_LOCAL_STORAGE.rawValue
        case .sessionStorage: return WEBKIT_WEBSITE_DATA_SESSION_STORAGE.rawValue
        case .webSQLDatabases: return Self.webSQLDatabasesFlag
        case .indexedDBDatabases: return WEBKIT_WEBSITE_DATA_INDEXEDDB_DATABASES.rawValue
        }
    }
}
