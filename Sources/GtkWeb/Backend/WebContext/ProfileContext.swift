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
    /// content sandbox (`confineWebProcesses`, see `WebContentSandbox`) and the privacy settings in
    /// force (`WebPrivacySettings.current`). The factories are per toolkit (`ProfileContext+GTK3.swift`,
    /// `ProfileContext+GTK4.swift`).
    init(web: WebContextHandle, summary: String) {
        self.web = web
        self.summary = summary
        confineWebProcesses(WebContentSandbox.confinesNewContext())
        apply(WebPrivacySettings.current)
    }

    /// The favicon database's folder inside a persistent profile's data folder.
    static let faviconFolderName = "favicons"

    /// The cookie database's file name inside a persistent profile's data folder.
    static let cookieDatabaseName = "cookies.sqlite"
}
