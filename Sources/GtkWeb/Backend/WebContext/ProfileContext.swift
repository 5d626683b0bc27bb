import CWebKitGTK
import Foundation
import GLibInterop

/// One `WebKitWebContext` with its `WebKitWebsiteDataManager`: the website data store that a profile
/// resolves to, shared by the engines of that profile.
///
/// Each context runs its own WebKit network process (webkitgtk-mapping.md §0), so there is one per
/// persistent profile or ephemeral session, not one per engine.
@MainActor
final class ProfileContext {
    /// The context; engines create their views on it.
    let web: WebContextHandle
    /// What the context stores, for diagnostics and tests.
    let summary: String

    /// Takes `web` before any of its web processes exist, and sets what must be set then: the web
    /// content sandbox (`webkit_web_context_set_sandbox_enabled`, see `WebContentSandbox`) and the
    /// privacy settings in force (`WebPrivacySettings.current`).
    private init(web: WebContextHandle, summary: String) {
        self.web = web
        self.summary = summary
        webkit_web_context_set_sandbox_enabled(web.pointer, WebContentSandbox.confinesNewContext() ? 1 : 0)
        apply(WebPrivacySettings.current)
    }

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
        ProfileContext(web: WebContextHandle(takingOwnership: webkit_web_context_new_ephemeral()!), summary: summary)
    }

    /// The favicon database's folder inside a persistent profile's data folder.
    static let faviconFolderName = "favicons"

    /// The cookie database's file name inside a persistent profile's data folder.
    static let cookieDatabaseName = "cookies.sqlite"

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
}
