import Foundation
public import SessionStore

extension BrowserSession {
    /// Brings back the session saved in the store: every window and tab in order, with titles, pins
    /// and back/forward lists. Only each window's active tab loads now; the others load when first
    /// activated. Replaces windows already open (call it once, at start).
    ///
    /// - Throws: `SessionStoreError.readFailed` when the store cannot be read; the session is unchanged.
    public func restore() throws(SessionStoreError) {
        guard let store else { return }
        let snapshot = try store.loadSession()
        for tab in allTabs { releaseEngine(of: tab) }
        windows = snapshot.windows.map { record in
            let window = BrowserWindow(id: record.id)
            window.tabs = snapshot.tabs(inWindow: record.id).map { self.tab(from: $0, in: window) }
            window.activeTabID = window.tabs.contains { $0.id == record.activeTabID } ? record.activeTabID : nil
            return window
        }
        for window in windows {
            if let active = window.activeTabID ?? window.tabs.first?.id { activate(tabID: active) }
        }
    }

    private func tab(from record: SessionTabRecord, in window: BrowserWindow) -> BrowserTab {
        let tab = BrowserTab(
            id: record.id, profile: Self.profile(storedName: record.profileName),
            url: record.url.flatMap(URL.init(string:)), status: .notLoaded, lastAccess: record.lastAccess)
        tab.title = record.title
        tab.isPinned = record.isPinned
        tab.sessionState = record.sessionState
        tab.thumbnail = record.thumbnail
        tab.window = window
        return tab
    }
}
