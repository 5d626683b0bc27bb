public import Foundation
import SessionStore

extension BrowserSession {
    /// Opens a new, empty window at the end of the window list.
    @discardableResult
    public func openWindow() -> BrowserWindow {
        let window = BrowserWindow(id: UUID().uuidString)
        windows.append(window)
        scheduleAutosave()
        return window
    }

    /// Closes `window` and its tabs; their engines leave the cache. Closed tabs go on the reopen stack.
    public func closeWindow(_ window: BrowserWindow) {
        for tab in window.tabs.reversed() { closeTab(id: tab.id) }
        windows.removeAll { $0 === window }
        scheduleAutosave()
    }

    /// Opens a tab in `window`.
    ///
    /// - Parameters:
    ///   - url: the page to load; nil opens an empty tab.
    ///   - window: the window that holds the tab.
    ///   - profile: the web profile of the tab's engine.
    ///   - index: where to insert it (clamped after the pinned tabs); nil appends.
    ///   - activate: whether the window shows it (and it loads now); otherwise it loads when activated.
    /// - Returns: the tab.
    @discardableResult
    public func openTab(
        url: URL?, in window: BrowserWindow, profile: WebProfile = .default, at index: Int? = nil,
        activate: Bool = true
    ) -> BrowserTab {
        let tab = BrowserTab(id: UUID().uuidString, profile: profile, url: url, status: .notLoaded)
        insert(tab, into: window, at: index)
        if activate { self.activate(tabID: tab.id) }
        scheduleAutosave()
        return tab
    }

    /// Closes the tab `id`: its back/forward list goes on the reopen stack (and into the store for a
    /// persistent profile), its engine leaves the cache. The window shows the next tab, or the previous
    /// one. An unknown ID is a no-op. The stack keeps the newest `SessionStore.closedTabLimit` tabs, as
    /// the store does; older ones of a persistent profile are still reopened from the store.
    public func closeTab(id: String) {
        guard let tab = tab(id: id), let window = tab.window, let index = window.index(ofTab: id) else { return }
        captureSessionState(of: tab)
        let record = record(of: tab, windowID: window.id, position: index)
        closedTabs.append((record, tab.profile))
        if closedTabs.count > SessionStore.closedTabLimit {
            closedTabs.removeFirst(closedTabs.count - SessionStore.closedTabLimit)
        }
        if tab.isPersistent { store?.pushClosedTab(record) }
        window.tabs.remove(at: index)
        if window.activeTabID == id {
            let next = window.tabs.indices.contains(index) ? window.tabs[index] : window.tabs.last
            window.activeTabID = nil
            if let next { activate(tabID: next.id) }
        }
        releaseEngine(of: tab)
        tab.status = .hibernated
        tab.window = nil
        scheduleAutosave()
    }

    /// Moves the tab `id` to `index` of `window` (the same or another); pinned tabs stay first. The active
    /// tab moved within its window stays active; moved to another window, its old window activates the tab
    /// that took its place. An unknown ID is a no-op.
    public func moveTab(id: String, to window: BrowserWindow, at index: Int) {
        guard let tab = tab(id: id), let from = tab.window, let old = from.index(ofTab: id) else { return }
        from.tabs.remove(at: old)
        if from.activeTabID == id, from !== window {
            from.activeTabID = nil
            if let next = from.tabs.indices.contains(old) ? from.tabs[old] : from.tabs.last {
                activate(tabID: next.id)
            }
        }
        insert(tab, into: window, at: index)
        if window.activeTabID == nil { activate(tabID: id) }
        scheduleAutosave()
    }

    /// Pins or unpins the tab `id`; pinned tabs move before the others and never hibernate.
    /// An unknown ID is a no-op.
    public func setPinned(_ pinned: Bool, tabID id: String) {
        guard let tab = tab(id: id), let window = tab.window, tab.isPinned != pinned else { return }
        window.tabs.removeAll { $0 === tab }
        tab.isPinned = pinned
        let firstUnpinned = window.tabs.firstIndex { !$0.isPinned } ?? window.tabs.count
        window.tabs.insert(tab, at: firstUnpinned)
        scheduleAutosave()
    }

    /// Shows the tab `id` in its window: a tab without an engine gets one and loads (a hibernated or
    /// restored tab comes back with its back/forward list). Then the engine policy is applied. An unknown
    /// ID is a no-op.
    public func activate(tabID id: String) {
        guard let tab = tab(id: id), let window = tab.window else { return }
        window.activeTabID = id
        tab.lastAccess = Date()
        cancelHibernation(of: tab)
        if tab.engine == nil { wake(tab) }
        enforceEnginePolicy()
        scheduleAutosave()
    }

    /// Reopens the most recently closed tab, with its back/forward list, in its window if it is still
    /// open (else the first window, or a new one); nil when there is none.
    @discardableResult
    public func reopenClosedTab() -> BrowserTab? {
        var entry = closedTabs.popLast()
        // The store's copy of a tab this session closed goes in the writer's turn: the main thread
        // never waits for the writer (a bookmark import can hold it for seconds).
        if let persistent = entry, persistent.profile.isPersistent { store?.dropNewestClosedTab() }
        if entry == nil {
            do {
                entry = try store?.popClosedTab().map { ($0.tab, Self.profile(storedName: $0.tab.profileName)) }
            } catch { onEvent?(.storeFailed(error)) }
        }
        guard let (record, profile) = entry else { return nil }
        let target = window(id: record.windowID) ?? windows.first ?? openWindow()
        let tab = BrowserTab(
            id: tab(id: record.id) == nil ? record.id : UUID().uuidString, profile: profile,
            url: record.url.flatMap(URL.init(string:)), status: .hibernated)
        tab.title = record.title
        tab.sessionState = record.sessionState
        tab.thumbnail = record.thumbnail
        insert(tab, into: target, at: record.position)
        activate(tabID: tab.id)
        return tab
    }

    func insert(_ tab: BrowserTab, into window: BrowserWindow, at index: Int?) {
        let firstUnpinned = window.tabs.firstIndex { !$0.isPinned } ?? window.tabs.count
        let lower = tab.isPinned ? 0 : firstUnpinned
        let upper = tab.isPinned ? firstUnpinned : window.tabs.count
        window.tabs.insert(tab, at: min(max(index ?? upper, lower), upper))
        tab.window = window
    }
}
