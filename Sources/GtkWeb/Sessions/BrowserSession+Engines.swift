import Foundation

extension BrowserSession {
    /// Gives `tab` an engine from the `persistentWebViewID` cache and loads what it had: its saved
    /// back/forward list, else its URL. A refused list falls back to the URL and tells the host.
    ///
    /// A new engine is the profile's spare when one is ready (`policy.spareEngines`).
    func wake(_ tab: BrowserTab) {
        var made = false
        let engine = PersistentWebViews.engine(for: tab.id) {
            made = true
            return spares.take(for: tab.profile) ?? WebEngine(configuration: makeConfiguration(tab.profile))
        }
        tab.engine = engine
        tab.status = .live
        tab.observerID = engine.addObserver { [weak self, weak tab] event in
            guard let self, let tab else { return }
            self.engineEvent(event, of: tab)
        }
        guard made || engine.url == nil else { return }  // a host's WebView may have loaded it already
        let state = tab.sessionState
        let url = tab.url
        Task { @MainActor [weak self] in
            if let state {
                do {
                    try await engine.restoreSessionState(state)
                    return
                } catch WebSessionStateError.refused {
                    self?.onEvent?(.sessionStateRefused(tabID: tab.id, url: url))
                } catch {
                    return  // a load failure or cancellation: the engine reports it like any load
                }
            }
            if let url { try? await engine.load(url: url) }  // failures reach the engine's state and delegate
        }
    }

    /// Makes the spare engine of `profile` now (`policy.spareEngines`), so that the next tab of that
    /// profile starts on it, and returns once its web process has loaded a blank page. A session does
    /// this by itself once each tab it woke has loaded; a host may call it at start. Returns at once
    /// when the policy makes no spare. Cancelling the calling task returns early (the spare stays).
    public func prepareSpareEngine(for profile: WebProfile = .default) async {
        await spares.prepared(for: profile)
    }

    /// Drops the tab's engine: out of the cache, out of any host container, its observer removed.
    func releaseEngine(of tab: BrowserTab) {
        cancelHibernation(of: tab)
        if let engine = tab.engine {
            if let observerID = tab.observerID { engine.removeObserver(observerID) }
            engine.detachFromContainer()
        }
        tab.observerID = nil
        tab.engine = nil
        PersistentWebViews.remove([tab.id])
    }

    /// Records the live engine's back/forward list, URL and title on the tab.
    func captureSessionState(of tab: BrowserTab) {
        guard let engine = tab.engine, let url = engine.url else { return }
        tab.url = url
        if let title = engine.title, !title.isEmpty { tab.title = title }
        tab.sessionState = engine.sessionStateData() ?? tab.sessionState
    }

    /// Follows a tab's engine: URL and title for the tab strip, history for persistent profiles (not for
    /// an error page, `WebEngine.isShowingErrorPage`), the
    /// back/forward list after each load, and web-process ends for the host.
    func engineEvent(_ event: WebEngineEvent, of tab: BrowserTab) {
        guard let engine = tab.engine else { return }
        switch event {
        case .committed:
            // Another address's page starts with its own title (often none yet), not the previous page's.
            if let url = engine.url, url != tab.url { tab.title = engine.title ?? "" }
            tab.url = engine.url ?? tab.url
            if tab.isPersistent, !engine.isShowingErrorPage, let url = engine.url,
                ["http", "https"].contains(url.scheme?.lowercased())
            {
                store?.recordVisit(url: url.absoluteString, title: engine.title ?? "")
            }
            scheduleAutosave()
        case .finished:
            if tab.isPersistent, !engine.isShowingErrorPage, let url = engine.url, let title = engine.title,
                !title.isEmpty
            {
                store?.updateHistoryTitle(title, forURL: url.absoluteString)
            }
            captureSessionState(of: tab)
            spares.tabSettled(profile: tab.profile)
            scheduleAutosave()
        case .failed:
            spares.tabSettled(profile: tab.profile)
        case .stateChanged:
            if let title = engine.title, !title.isEmpty, title != tab.title {
                tab.title = title
                // WebKit may report the title after FINISHED (or a script sets it later), when the visit is
                // already recorded without it.
                if tab.isPersistent, !engine.isLoading, !engine.isShowingErrorPage, let url = engine.url,
                    ["http", "https"].contains(url.scheme?.lowercased())
                {
                    store?.updateHistoryTitle(title, forURL: url.absoluteString)
                }
                scheduleAutosave()
            }
        case .webProcessTerminated(let reason):
            onEvent?(.webProcessTerminated(tabID: tab.id, reason))
        default:
            break
        }
    }
}
