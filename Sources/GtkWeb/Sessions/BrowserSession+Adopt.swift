import Foundation

extension BrowserSession {
    /// Opens a tab in `window` on an engine the host already has: a popup's child engine, made by
    /// `PlatformCreateWindowContext.makeChildWebEngine` in a `SkipWebUIDelegate`. The engine enters the
    /// `persistentWebViewID` cache under the tab's ID (`WebView(persistentWebViewID: tab.id)` shows it)
    /// and the session follows its page like any tab's; it is not loaded again.
    ///
    /// - Parameters:
    ///   - engine: the engine to adopt; it should not be in the cache under another ID.
    ///   - window: where the tab goes.
    ///   - profile: the engine's profile (a child shares its opener's): whether the tab is saved.
    ///   - index: where to insert it (clamped after the pinned tabs); nil appends.
    ///   - activate: whether the window shows it.
    /// - Returns: the tab.
    @discardableResult
    public func openTab(
        adopting engine: WebEngine, in window: BrowserWindow, profile: WebProfile, at index: Int? = nil,
        activate: Bool = true
    ) -> BrowserTab {
        let tab = BrowserTab(id: UUID().uuidString, profile: profile, url: engine.url, status: .notLoaded)
        _ = PersistentWebViews.engine(for: tab.id) { engine }
        insert(tab, into: window, at: index)
        // Activation takes the engine from the cache; it loads nothing, the popup's page is WebKit's to load.
        if activate { self.activate(tabID: tab.id) }
        scheduleAutosave()
        return tab
    }
}
