#if GTK3
    import CWebKitGTK
    import Foundation
    import GLibInterop

    extension ProfileContext {
        /// A context whose data lives in `dataFolder` and `cacheFolder`, with persistent cookie storage
        /// switched on (`<dataFolder>/cookies.sqlite`, SQLite).
        ///
        /// WebKitGTK keeps cookies in memory unless `webkit_cookie_manager_set_persistent_storage` is called
        /// (webkitgtk-mapping.md §1), so cookies with an expiry would not survive a restart otherwise.
        /// Session cookies are still dropped at exit, as in any browser.
        static func persistent(dataFolder: URL, cacheFolder: URL) -> ProfileContext {
            let manager = cwk_data_manager_new(dataFolder.path, cacheFolder.path)!
            let context = webkit_web_context_new_with_website_data_manager(manager)!
            g_object_unref(manager)  // the context keeps its own reference
            let result = ProfileContext(
                web: WebContextHandle(takingOwnership: context), summary: "persistent at \(dataFolder.path)")
            webkit_cookie_manager_set_persistent_storage(
                result.cookieManager, dataFolder.appendingPathComponent(Self.cookieDatabaseName).path,
                WEBKIT_COOKIE_PERSISTENT_STORAGE_SQLITE)
            if GtkWebRuntime.keepsFavicons {
                // Set before anything loads in the context, as WebKit requires.
                webkit_web_context_set_favicon_database_directory(
                    context, dataFolder.appendingPathComponent(Self.faviconFolderName).path)
            }
            return result
        }

        /// A context with an in-memory data manager (`webkit_web_context_new_ephemeral`): nothing it
        /// stores reaches the disk.
        static func ephemeral(_ summary: String) -> ProfileContext {
            ProfileContext(
                web: WebContextHandle(takingOwnership: webkit_web_context_new_ephemeral()!), summary: summary)
        }

        /// The context's data manager (`webkit_web_context_get_website_data_manager`, borrowed).
        var dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager> {
            webkit_web_context_get_website_data_manager(web.pointer)!
        }

        /// The data manager's cookie manager (`webkit_website_data_manager_get_cookie_manager`, borrowed).
        var cookieManager: UnsafeMutablePointer<WebKitCookieManager> {
            webkit_website_data_manager_get_cookie_manager(dataManager)!
        }

        /// Whether the context keeps nothing on disk (`webkit_web_context_is_ephemeral`).
        var isEphemeral: Bool { webkit_web_context_is_ephemeral(web.pointer) != 0 }

        /// Confines the context's web processes, or not (`webkit_web_context_set_sandbox_enabled`).
        func confineWebProcesses(_ confined: Bool) {
            webkit_web_context_set_sandbox_enabled(web.pointer, confined ? 1 : 0)
        }

        /// Whether this context's web processes are confined (`webkit_web_context_get_sandbox_enabled`).
        var isSandboxed: Bool { webkit_web_context_get_sandbox_enabled(web.pointer) != 0 }

        /// Switches tracking prevention (ITP) on or off (`webkit_website_data_manager_set_itp_enabled`).
        func setTrackingPrevention(_ enabled: Bool) {
            webkit_website_data_manager_set_itp_enabled(dataManager, enabled ? 1 : 0)
        }

        /// Whether tracking prevention runs in this context, as WebKit reports it.
        var isTrackingPreventionEnabled: Bool { webkit_website_data_manager_get_itp_enabled(dataManager) != 0 }
    }

    extension WebSiteDataType {
        /// `WEBKIT_WEBSITE_DATA_WEBSQL_DATABASES`.
        static var webSQLDatabasesFlag: UInt32 { WEBKIT_WEBSITE_DATA_WEBSQL_DATABASES.rawValue }
    }
#endif
