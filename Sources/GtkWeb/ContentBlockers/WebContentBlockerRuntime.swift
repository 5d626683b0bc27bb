import Foundation

/// One prepared set of content blockers shared by many engines.
///
/// The runtime prepares its configuration once (compiling each list into the cache the first time,
/// loading it from there afterwards) and attaches the same compiled lists to every engine made with
/// `WebEngineConfiguration(contentBlockerRuntime:)`. It keeps only weak references to those engines.
/// `reapply(configuration:reloadLiveWebViews:)` prepares a new configuration and swaps it into every
/// live engine at once. Popup children share their opener's user-content manager, hence its rules.
@MainActor
public final class WebContentBlockerRuntime {
    /// The configuration of the current revision.
    public private(set) var configuration: WebContentBlockerConfiguration
    /// Counts the configurations applied: 0 for the initial one, +1 for each `reapply`.
    public private(set) var revision = 0
    /// The problems of the current revision once prepared (empty before).
    public var setupErrors: [WebContentBlockerError] {
        guard let snapshot, snapshot.revision == revision else { return [] }
        return snapshot.errors + pruneErrors
    }

    private var snapshot: ContentBlockerSnapshot?
    private var pruneErrors: [WebContentBlockerError] = []
    private var preparation: PendingPreparation?
    private var engines: [WeakEngine] = []

    /// Creates a runtime for `configuration`; nothing is prepared until `prepare()` or the first engine.
    public init(configuration: WebContentBlockerConfiguration) {
        self.configuration = configuration
    }

    /// Prepares the current configuration, without needing an engine (to move compilation out of the
    /// first page load). Repeated calls reuse the prepared result.
    ///
    /// Cancelling the calling task does not stop the preparation, which engines share; the call still
    /// returns when it is done.
    /// - Returns: the problems met: unreadable or refused lists, dropped whitelist entries.
    @discardableResult
    public func prepare() async -> [WebContentBlockerError] {
        _ = await currentSnapshot()
        return setupErrors
    }

    /// Replaces the configuration and swaps the new rules into every live engine at once.
    ///
    /// The new lists are prepared first (engines keep the old rules meanwhile), then attached to all
    /// engines in one main-loop turn. WebKit applies new rules to loads that start afterwards: pass
    /// `reloadLiveWebViews: true` to reload the engines' pages so that they apply at once.
    /// - Parameters:
    ///   - configuration: the complete new configuration.
    ///   - reloadLiveWebViews: whether each live engine with a page reloads it after the swap.
    /// - Returns: the problems of preparing the new configuration (each once, however many engines).
    @discardableResult
    public func reapply(
        configuration: WebContentBlockerConfiguration, reloadLiveWebViews: Bool = false
    ) async -> [WebContentBlockerError] {
        self.configuration = configuration
        revision += 1
        _ = await currentSnapshot()
        if reloadLiveWebViews {
            for engine in liveEngines where engine.url != nil { engine.reload() }
        }
        return setupErrors
    }

    // MARK: - Engines (internal)

    /// Starts sharing this runtime's rules with `engine` (weakly).
    func attach(_ engine: WebEngine) {
        engines.removeAll { $0.engine == nil }
        guard !engines.contains(where: { $0.engine === engine }) else { return }
        engines.append(WeakEngine(engine))
        if let snapshot, snapshot.revision == revision {
            engine.installContentBlockers(snapshot, errors: setupErrors)
        }
    }

    /// The live engines sharing this runtime.
    var liveEngines: [WebEngine] {
        engines.removeAll { $0.engine == nil }
        return engines.compactMap(\.engine)
    }

    /// Replaces the configuration without preparing it: the next `currentSnapshot()` prepares it and
    /// installs it on every engine (a configuration's own runtime follows its `contentBlockers` this way).
    func follow(_ configuration: WebContentBlockerConfiguration) {
        guard configuration.preparationKey != self.configuration.preparationKey else { return }
        self.configuration = configuration
        revision += 1
    }

    /// The snapshot of the current revision, prepared if needed. A newer revision started meanwhile is
    /// prepared in turn, so the result is always current when this returns. Adopting a snapshot installs
    /// it on every live engine and then prunes the cache.
    func currentSnapshot() async -> ContentBlockerSnapshot {
        while true {
            if let snapshot, snapshot.revision == revision { return snapshot }
            let target = revision
            let prepared: ContentBlockerSnapshot
            if let preparation, preparation.revision == target {
                prepared = await preparation.value()
            } else {
                let run = PendingPreparation(revision: target)
                preparation = run
                let key = configuration.preparationKey
                let directory = WebEngineConfiguration.contentBlockerCacheDirectory
                prepared = await ContentBlockerPreparation.prepare(key, revision: target, directory: directory)
                run.finish(with: prepared)
            }
            guard revision == target else { continue }
            if snapshot?.revision != target {
                await adopt(prepared)
            }
        }
    }

    private func adopt(_ prepared: ContentBlockerSnapshot) async {
        snapshot = prepared
        preparation = nil
        pruneErrors = []
        for engine in liveEngines {
            engine.installContentBlockers(prepared, errors: prepared.errors)
        }
        let errors = await ContentBlockerPreparation.prune(
            directory: prepared.directory, path: prepared.directoryPath)
        guard snapshot === prepared else { return }
        pruneErrors = errors
        if !errors.isEmpty {
            for engine in liveEngines { engine.installContentBlockers(prepared, errors: setupErrors) }
        }
    }

    private final class WeakEngine {
        weak var engine: WebEngine?
        init(_ engine: WebEngine) { self.engine = engine }
    }
}
