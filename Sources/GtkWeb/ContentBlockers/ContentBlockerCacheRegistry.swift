import Foundation

/// Which compiled lists of each cache directory are in use in this process, so that pruning keeps them:
/// those installed on a live engine, those of the newest snapshot prepared for the directory, and those a
/// preparation is still working on.
///
/// A list that a configuration prepared but no engine uses belongs to the cache only until another
/// preparation replaces it as the newest: the cache then holds what the app uses now, as an app that
/// changes its lists expects. Pruning such a list deletes only its file: the snapshot's compiled filters
/// live in memory, so an engine made from it later still blocks with them.
@MainActor
enum ContentBlockerCacheRegistry {
    private final class WeakEngineState {
        weak var state: EngineContentBlocking?
        init(_ state: EngineContentBlocking) { self.state = state }
    }

    private final class WeakSnapshot {
        weak var snapshot: ContentBlockerSnapshot?
        init(_ snapshot: ContentBlockerSnapshot) { self.snapshot = snapshot }
    }

    private static var engines: [WeakEngineState] = []
    private static var newest: [String: WeakSnapshot] = [:]
    private static var pinned: [String: [String: Int]] = [:]
    /// Per directory, the identifiers in use when it was last pruned without a failure.
    private static var inUseAtLastPrune: [String: Set<String>] = [:]

    /// Records `snapshot` as the newest prepared for its directory (weakly: it stops counting when
    /// released, or when a newer one is recorded).
    static func recordNewest(_ snapshot: ContentBlockerSnapshot) {
        newest[snapshot.directoryPath] = WeakSnapshot(snapshot)
    }

    /// Records an engine's content-blocker state (weakly), whose installed snapshot's lists stay in use
    /// while the engine lives. Recording the same state again does nothing.
    static func recordEngine(_ state: EngineContentBlocking) {
        engines.removeAll { $0.state == nil }
        guard !engines.contains(where: { $0.state === state }) else { return }
        engines.append(WeakEngineState(state))
    }

    /// Keeps `identifier` in the directory at `path` from being pruned until `unpin` (a preparation in
    /// progress).
    static func pin(_ identifier: String, inDirectoryAt path: String) {
        pinned[path, default: [:]][identifier, default: 0] += 1
    }

    /// Ends one `pin`.
    static func unpin(_ identifier: String, inDirectoryAt path: String) {
        guard let count = pinned[path]?[identifier] else { return }
        pinned[path]?[identifier] = count > 1 ? count - 1 : nil
    }

    /// Every identifier of the directory at `path` that a live engine, the newest snapshot or a running
    /// preparation uses.
    static func identifiersInUse(inDirectoryAt path: String) -> Set<String> {
        engines.removeAll { $0.state == nil }
        var used = Set(pinned[path]?.keys.map { $0 } ?? [])
        if let snapshot = newest[path]?.snapshot { used.formUnion(snapshot.identifiers) }
        for entry in engines {
            guard let snapshot = entry.state?.installedSnapshot, snapshot.directoryPath == path else { continue }
            used.formUnion(snapshot.identifiers)
        }
        return used
    }

    /// Whether the directory at `path` may hold a compiled list that nothing in this process uses: true
    /// until it was pruned once, and again whenever the identifiers in use differ from those of that
    /// prune (a list was compiled since, or one stopped being used). A preparation that only loads the
    /// lists already in use leaves nothing to prune.
    static func mayNeedPruning(inDirectoryAt path: String, inUse: Set<String>) -> Bool {
        inUseAtLastPrune[path] != inUse
    }

    /// Records a prune of the directory at `path` that removed everything unused but `inUse`.
    static func recordPrune(inDirectoryAt path: String, inUse: Set<String>) {
        inUseAtLastPrune[path] = inUse
    }
}
