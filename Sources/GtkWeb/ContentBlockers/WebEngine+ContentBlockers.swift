public import Foundation

extension WebEngine {
    /// The runtime whose rules this engine uses: `configuration.contentBlockerRuntime`, or the
    /// configuration's own runtime for `configuration.contentBlockers`; nil without content blockers.
    public var contentBlockerRuntime: WebContentBlockerRuntime? { contentBlocking.runtime }

    /// The problems of the content blockers installed on this engine (empty while setup runs).
    public var contentBlockerSetupErrors: [WebContentBlockerError] { contentBlocking.errors }

    /// Called when a content blocker blocks a main-frame navigation itself, with the URL that was not
    /// loaded, so the host can say why the page did not change. The navigation also fails with a
    /// `WebLoadError` of kind `.contentBlocked` (WebKit's `WebKitPolicyError` 104, "The URL was blocked
    /// by a content blocker"), and the delegate hears `webEngine(_:didBlockNavigationTo:)`.
    ///
    /// WebKit reports nothing for blocked subresources (images, scripts, frames), so there is no
    /// callback or count for those.
    public var onContentRuleBlockedNavigation: ((URL) -> Void)? {
        get { contentBlocking.onBlockedNavigation }
        set { contentBlocking.onBlockedNavigation = newValue }
    }

    /// Waits until the engine's content blockers are compiled (or loaded from the cache) and attached.
    ///
    /// `load(url:)` waits for this by itself; call it before `loadHTML` when the first page must
    /// already be filtered. Cancelling the calling task stops only the wait.
    /// - Returns: the problems met (also in `contentBlockerSetupErrors` and the configuration's).
    @discardableResult
    public func awaitContentBlockerSetup() async -> [WebContentBlockerError] {
        if let task = contentBlocking.setupTask { await task.value }
        if contentBlocking.runtime != nil { configuration.contentBlockerSetupErrors = contentBlocking.errors }
        return contentBlocking.errors
    }

    /// Applies the current content-blocker configuration to this engine, after a change.
    ///
    /// - With `configuration.contentBlockers` (changed, or set to nil): the configuration's own runtime
    ///   takes the new value and every engine made from this configuration gets the new rules; nil
    ///   removes them.
    /// - With a shared `WebContentBlockerRuntime`: the runtime re-reads its lists (changed files are
    ///   compiled again) and updates all its engines; prefer `runtime.reapply(configuration:…)`.
    ///
    /// Rules apply to loads that start afterwards; `reload()` applies them to the current page.
    /// - Returns: the problems met preparing the rules.
    @discardableResult
    public func reapplyContentBlockers() async -> [WebContentBlockerError] {
        if let runtime = contentBlocking.runtime, runtime !== configuration.implicitContentBlockerRuntime {
            return await runtime.reapply(configuration: runtime.configuration)
        }
        guard let runtime = configuration.resolvedContentBlockerRuntime() else {
            installContentBlockers(nil, errors: [])
            return []
        }
        contentBlocking.runtime = runtime
        runtime.attach(self)
        let errors = await runtime.reapply(
            configuration: configuration.contentBlockers ?? WebContentBlockerConfiguration())
        configuration.contentBlockerSetupErrors = errors
        return errors
    }

    // MARK: - Internals

    /// Attaches the engine to its configuration's runtime; called once, at the end of `init`.
    ///
    /// Prepared rules are attached at once. Otherwise they are prepared in a task, and `load(url:)`
    /// waits for it, so that the engine's first page load is already filtered.
    func startContentBlockerSetup() {
        guard let runtime = configuration.resolvedContentBlockerRuntime() else { return }
        contentBlocking.runtime = runtime
        runtime.attach(self)
        if contentBlocking.installedRevision == runtime.revision { return }
        contentBlocking.setupTask = Task { [weak self] in
            let snapshot = await runtime.currentSnapshot()
            guard let self else { return }
            if self.contentBlocking.installedRevision != snapshot.revision {
                self.installContentBlockers(snapshot, errors: runtime.setupErrors)
            }
            self.contentBlocking.setupTask = nil
        }
    }

    /// Makes `snapshot`'s lists the ones attached to this engine (nil: none), changing only what differs.
    func installContentBlockers(_ snapshot: ContentBlockerSnapshot?, errors: [WebContentBlockerError]) {
        let wanted = snapshot?.identifiers ?? []
        for identifier in contentBlocking.installedIdentifiers where !wanted.contains(identifier) {
            userContent.removeFilter(identifier: identifier)
        }
        var added = 0
        for filter in snapshot?.filters ?? [] where !contentBlocking.installedIdentifiers.contains(filter.identifier) {
            userContent.addFilter(filter)
            added += 1
        }
        if added > 0 { ContentBlockerCacheEvents.report(.installed(count: added)) }
        contentBlocking.installedIdentifiers = wanted
        contentBlocking.installedSnapshot = snapshot
        if snapshot != nil { ContentBlockerCacheRegistry.recordEngine(contentBlocking) }
        contentBlocking.installedRevision = snapshot?.revision
        contentBlocking.errors = errors
    }

    /// Waits for the first content-blocker setup, if it still runs (see `startContentBlockerSetup`).
    /// - Throws: `CancellationError` when the calling task was cancelled meanwhile.
    func waitForContentBlockerSetupBeforeLoading() async throws {
        guard let task = contentBlocking.setupTask else { return }
        await task.value
        try Task.checkCancellation()
    }

    /// Tells the host that a content blocker blocked the main-frame navigation that failed with `error`.
    func reportContentRuleBlockedNavigation(_ error: WebLoadError) {
        guard let url = error.failingURL else { return }
        configuration.navigationDelegate?.webEngine(self, didBlockNavigationTo: url)
        contentBlocking.onBlockedNavigation?(url)
    }
}
