import Foundation
import GLibInterop

extension BrowserSession {
    /// Hibernates the tab `id`: saves its back/forward list, URL and title, captures a thumbnail of its
    /// page (`BrowserTab.thumbnail`, when `policy.thumbnailWidth` asks for one), then releases its engine
    /// and web process; activation brings it back. Active and pinned tabs, tabs without an engine or
    /// already hibernating, and unknown IDs are left alone.
    ///
    /// The capture takes a few tens of milliseconds; meanwhile the tab is `.hibernating` and keeps its
    /// engine. Activating it then calls the hibernation off (the engine stays). A capture that fails, or
    /// takes longer than three seconds (a hung page), ends without a thumbnail and the tab hibernates all
    /// the same. `BrowserSessionEvent.hibernated` tells the host when the engine is gone.
    ///
    /// The engine's web process ends once nothing else holds the engine: a host's `WebView` built with
    /// the tab's `persistentWebViewID` must be released too.
    /// - Returns: whether the tab goes into hibernation.
    @discardableResult
    public func hibernate(tabID id: String) -> Bool {
        guard let tab = tab(id: id), canHibernate(tab) else { return false }
        hibernate(tab, capturingThumbnail: true)
        return true
    }

    /// Hibernates least recently used tabs until no more than `policy.liveEngineLimit` engines are live
    /// (active and pinned tabs excepted, so more may stay live; tabs already hibernating do not count).
    public func enforceEnginePolicy() {
        guard let limit = policy.liveEngineLimit else { return }
        var live = liveTabs.filter { $0.status == .live }
        guard live.count > limit else { return }
        live.sort { $0.lastAccess < $1.lastAccess }
        var excess = live.count - max(0, limit)
        for tab in live where excess > 0 {
            if hibernate(tabID: tab.id) { excess -= 1 }
        }
    }

    /// Hibernates least recently used tabs after a low-memory warning: one tab for a warning, half of
    /// the hibernatable ones for a critical one, which releases their engines at once, without a
    /// thumbnail (a capture would need memory first). Called by the `GMemoryMonitor` watch when the
    /// policy asks for it; a host may call it for its own signal.
    public func relieveMemoryPressure(critical: Bool = false) {
        let candidates = allTabs.filter(canHibernate).sorted { $0.lastAccess < $1.lastAccess }
        let count = critical ? max(1, candidates.count / 2) : 1
        for tab in candidates.prefix(count) { hibernate(tab, capturingThumbnail: !critical) }
    }

    func updateMemoryWatch() {
        if policy.hibernatesOnMemoryPressure, memoryWatch == nil {
            memoryWatch = MemoryPressureWatch { [weak self] critical in self?.relieveMemoryPressure(critical: critical)
            }
        } else if !policy.hibernatesOnMemoryPressure {
            memoryWatch = nil
        }
    }

    private func canHibernate(_ tab: BrowserTab) -> Bool {
        tab.status == .live && tab.engine != nil && !tab.isActive && !tab.isPinned
    }

    private func hibernate(_ tab: BrowserTab, capturingThumbnail: Bool) {
        captureSessionState(of: tab)
        guard capturingThumbnail, let width = policy.thumbnailWidth, let engine = tab.engine, engine.url != nil else {
            finishHibernation(of: tab)
            return
        }
        tab.status = .hibernating
        let hibernation = tab.hibernation
        tab.thumbnailCapture = Task { @MainActor [weak self, weak tab] in
            let thumbnail = await Self.thumbnail(of: engine, width: width)
            guard let self, let tab, tab.hibernation == hibernation, tab.status == .hibernating else { return }
            tab.thumbnail = thumbnail
            self.finishHibernation(of: tab)
        }
    }

    /// Calls off a hibernation whose thumbnail is being captured: the tab stays live with its engine.
    func cancelHibernation(of tab: BrowserTab) {
        tab.hibernation &+= 1
        tab.thumbnailCapture?.cancel()
        tab.thumbnailCapture = nil
        if tab.status == .hibernating { tab.status = .live }
    }

    private func finishHibernation(of tab: BrowserTab) {
        captureSessionState(of: tab)  // the page may have moved on during the capture
        releaseEngine(of: tab)
        tab.status = .hibernated
        // A shared web process lives while its host or spare view does: once none of the profile's tabs
        // has an engine, they go too, so that hibernating every tab of the profile ends its process.
        if !allTabs.contains(where: { $0.profile == tab.profile && $0.engine != nil }) {
            spares.releaseSharedProcess(of: tab.profile)
        }
        onEvent?(.hibernated(tabID: tab.id))
        scheduleAutosave()
    }
}
