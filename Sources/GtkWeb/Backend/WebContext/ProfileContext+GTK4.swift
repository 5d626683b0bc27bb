#if GTK4
    import CWebKitGTK
    import Foundation
    import GLibInterop

    extension ProfileContext {
        /// A context and a network session whose data lives in `dataFolder` and `cacheFolder`
        /// (`webkit_network_session_new`), with persistent cookie storage switched on
        /// (`<dataFolder>/cookies.sqlite`, SQLite): WebKitGTK 6.0, like 4.1, keeps cookies in memory unless
        /// `webkit_cookie_manager_set_persistent_storage` is called.
        static func persistent(dataFolder: URL, cacheFolder: URL) -> ProfileContext {
            prepareSandbox()
            let session = webkit_network_session_new(dataFolder.path, cacheFolder.path)!
            let result = ProfileContext(
                web: WebContextHandle(takingOwnership: webkit_web_context_new()!, session: session),
                summary: "persistent at \(dataFolder.path)")
            webkit_cookie_manager_set_persistent_storage(
                result.cookieManager, dataFolder.appendingPathComponent(Self.cookieDatabaseName).path,
                WEBKIT_COOKIE_PERSISTENT_STORAGE_SQLITE)
            if GtkWebRuntime.keepsFavicons {
                // 6.0 keeps favicons per data manager, off by default, in a folder WebKit picks under the
                // session's data folder; set before anything loads.
                webkit_website_data_manager_set_favicons_enabled(result.dataManager, 1)
            }
            return result
        }

        /// A context with an ephemeral network session (`webkit_network_session_new_ephemeral`): nothing
        /// it stores reaches the disk. WebKitGTK 6.0 runs one network process for all sessions, so a
        /// session per ephemeral profile costs no process.
        static func ephemeral(_ summary: String) -> ProfileContext {
            prepareSandbox()
            return ProfileContext(
                web: WebContextHandle(
                    takingOwnership: webkit_web_context_new()!, session: webkit_network_session_new_ephemeral()!),
                summary: summary)
        }

        /// The session's data manager (`webkit_network_session_get_website_data_manager`, borrowed).
        var dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager> {
            webkit_network_session_get_website_data_manager(web.session)!
        }

        /// The session's cookie manager (`webkit_network_session_get_cookie_manager`, borrowed).
        var cookieManager: UnsafeMutablePointer<WebKitCookieManager> {
            webkit_network_session_get_cookie_manager(web.session)!
        }

        /// Whether the session keeps nothing on disk (`webkit_network_session_is_ephemeral`).
        var isEphemeral: Bool { webkit_network_session_is_ephemeral(web.session) != 0 }

        /// The name of the variable that turns WebKitGTK 6.0's web-process sandbox off for the process.
        static let sandboxOptOutVariable = "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"

        /// WebKitGTK 6.0 always confines web processes (no per-context switch); the only way out is
        /// `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS`, read when a web process starts, for the whole
        /// process. `WebContentSandbox` decides before the first context, so every context of the process
        /// gets the same answer and the variable is set before any web process exists.
        func confineWebProcesses(_ confined: Bool) {
            if !confined { g_setenv(Self.sandboxOptOutVariable, "1", 1) }
        }

        /// Sets the opt-out variable before WebKit objects of a new context exist, when the sandbox will not
        /// confine (`WebContentSandbox.status`): WebKit reads it when the context's process pool is made.
        private static func prepareSandbox() {
            if WebContentSandbox.status != .confined { g_setenv(sandboxOptOutVariable, "1", 1) }
        }

        /// Whether web processes start confined: true unless the opt-out variable is set.
        var isSandboxed: Bool { g_getenv(Self.sandboxOptOutVariable) == nil }

        /// Switches tracking prevention (ITP) on or off (`webkit_network_session_set_itp_enabled`).
        func setTrackingPrevention(_ enabled: Bool) {
            webkit_network_session_set_itp_enabled(web.session, enabled ? 1 : 0)
        }

        /// Whether tracking prevention runs in this session, as WebKit reports it.
        var isTrackingPreventionEnabled: Bool { webkit_network_session_get_itp_enabled(web.session) != 0 }
    }

    extension WebSiteDataType {
        /// No flag: WebKitGTK 6.0 has no WebSQL (the engine dropped it, and with it
        /// `WEBKIT_WEBSITE_DATA_WEBSQL_DATABASES`), so there is no such data to fetch or remove.
        static var webSQLDatabasesFlag: UInt32 { 0 }
    }
#endif
