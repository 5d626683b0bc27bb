import Foundation

/// One prepared set of content blockers: the compiled lists to attach, in order, and what went wrong.
///
/// Immutable once made, and shared by every engine of a runtime: each engine's user-content manager
/// holds the same compiled filter objects. While a snapshot lives, the cache keeps its compiled files.
@MainActor
final class ContentBlockerSnapshot {
    /// The runtime revision it was prepared for.
    let revision: Int
    /// The compiled lists, in the configured order, one per distinct effective content.
    let filters: [CompiledContentFilter]
    /// Problems met while preparing, in the order met.
    let errors: [WebContentBlockerError]
    /// The cache directory the filters came from.
    let directory: URL
    /// `directory.path`, worked out once: the registry and pruning compare it on every preparation.
    let directoryPath: String

    init(revision: Int, filters: [CompiledContentFilter], errors: [WebContentBlockerError], directory: URL) {
        self.revision = revision
        self.filters = filters
        self.errors = errors
        self.directory = directory
        directoryPath = directory.path
    }

    /// The identifiers of `filters`.
    var identifiers: [String] { filters.map(\.identifier) }
}

/// Which compiled lists of each cache directory are in use in this process, so that pruning keeps them:
/// those of live snapshots, and those a preparation is still working on.
@MainActor
enum ContentBlockerCacheRegistry {
    private final class WeakSnapshot {
        weak var snapshot: ContentBlockerSnapshot?
        init(_ snapshot: ContentBlockerSnapshot) { self.snapshot = snapshot }
    }

    private static var snapshots: [WeakSnapshot] = []
    private static var pinned: [String: [String: Int]] = [:]
    /// Per directory, the identifiers in use when it was last pruned without a failure.
    private static var inUseAtLastPrune: [String: Set<String>] = [:]

    /// Records a live snapshot (weakly: it stops counting when released).
    static func register(_ snapshot: ContentBlockerSnapshot) {
        snapshots.removeAll { $0.snapshot == nil }
        snapshots.append(WeakSnapshot(snapshot))
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

    /// Every identifier of the directory at `path` that a live snapshot or a running preparation uses.
    static func identifiersInUse(inDirectoryAt path: String) -> Set<String> {
        snapshots.removeAll { $0.snapshot == nil }
        var used = Set(pinned[path]?.keys.map { $0 } ?? [])
        for entry in snapshots {
            guard let snapshot = entry.snapshot, snapshot.directoryPath == path else { continue }
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
