public import Foundation

@MainActor
extension WebEngineConfiguration {
    /// Where compiled content-blocker lists are cached, for the whole process: by default
    /// `content-blockers` under `WebProfileStorage.current.cacheRoot`, so an embedder that moves the
    /// profile roots moves this cache too. Set it to pin another folder (tests use a temporary one);
    /// set it before the first preparation.
    public static var contentBlockerCacheDirectory: URL {
        get {
            contentBlockerCacheOverride
                ?? WebProfileStorage.current.cacheRoot.appendingPathComponent(
                    "content-blockers", isDirectory: true)
        }
        set { contentBlockerCacheOverride = newValue }
    }

    /// `$XDG_CACHE_HOME/gtkweb/content-blockers` (or `~/.cache/gtkweb/content-blockers`): the cache
    /// folder when neither `WebProfileStorage.current` nor `contentBlockerCacheDirectory` was changed.
    public nonisolated static var defaultContentBlockerCacheDirectory: URL {
        WebProfileStorage.xdg.cacheRoot.appendingPathComponent("content-blockers", isDirectory: true)
    }

    /// Deletes every compiled list in `contentBlockerCacheDirectory`, so the next preparation compiles
    /// from the source files. Engines keep the rules they have (WebKit keeps them in memory).
    ///
    /// Only WebKit's compiled-list files (`ContentRuleList-…`) and GtkWeb's digest memo are deleted;
    /// nothing else in the folder.
    /// - Throws: `WebContentBlockerError.storeUnavailable` when the path is not a folder, or a file
    ///   cannot be deleted. A missing folder is already clear.
    public static func clearContentBlockerCache() throws {
        let directory = contentBlockerCacheDirectory
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw WebContentBlockerError.storeUnavailable("\(directory.path) is not a folder; nothing was deleted")
        }
        ListDigestMemo.forgetAll()
        do {
            for name in try files.contentsOfDirectory(atPath: directory.path)
            where name.hasPrefix("ContentRuleList-") || name == ListDigestMemo.fileName {
                try files.removeItem(at: directory.appendingPathComponent(name))
            }
        } catch {
            throw WebContentBlockerError.storeUnavailable(
                "cannot clear \(directory.path): \(error.localizedDescription)")
        }
    }

    /// SkipWeb's name for `clearContentBlockerCache()`.
    /// - Throws: as `clearContentBlockerCache()`.
    public static func iOSClearContentBlockerCache() throws {
        try clearContentBlockerCache()
    }

    /// Prepares this configuration's content blockers without an engine, so that the first engine
    /// does not wait for compilation: `contentBlockerRuntime` if set, else `contentBlockers`.
    ///
    /// On a configuration using `contentBlockers`, engines already made from it switch to the current
    /// value too (as with `WebEngine.reapplyContentBlockers()`). Cancelling the calling task stops only
    /// the wait.
    /// - Returns: the problems met, also kept in `contentBlockerSetupErrors`.
    @discardableResult
    public func prepareContentBlockers() async -> [WebContentBlockerError] {
        guard let runtime = resolvedContentBlockerRuntime() else {
            contentBlockerSetupErrors = []
            return []
        }
        let errors = await runtime.prepare()
        contentBlockerSetupErrors = errors
        return errors
    }

    /// SkipWeb's name for `prepareContentBlockers()`.
    /// - Returns: as `prepareContentBlockers()`.
    @discardableResult
    public func iOSPrepareContentBlockers() async -> [WebContentBlockerError] {
        await prepareContentBlockers()
    }

    /// The runtime engines of this configuration use: `contentBlockerRuntime`, else the configuration's
    /// own runtime, made on first use and kept following `contentBlockers` (nil when there never were
    /// any content blockers).
    func resolvedContentBlockerRuntime() -> WebContentBlockerRuntime? {
        if let contentBlockerRuntime { return contentBlockerRuntime }
        if let implicitContentBlockerRuntime {
            implicitContentBlockerRuntime.follow(contentBlockers ?? WebContentBlockerConfiguration())
            return implicitContentBlockerRuntime
        }
        guard let contentBlockers else { return nil }
        let runtime = WebContentBlockerRuntime(configuration: contentBlockers)
        implicitContentBlockerRuntime = runtime
        return runtime
    }
}
