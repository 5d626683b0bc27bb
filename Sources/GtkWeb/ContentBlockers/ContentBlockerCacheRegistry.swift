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
    /// What the registry knows of one cache directory. A preparation looks it up once and then pins,
    /// unpins and records through it, which hashes no path (a path or identifier costs hundreds of
    /// instructions to hash, and a cached preparation used to hash a dozen).
    final class Directory {
        /// The directory's path.
        let path: String
        /// The identifiers running preparations use, once per `pin` (few: one per list being prepared).
        fileprivate var pins: [String] = []
        /// The newest snapshot prepared for the directory, weakly: it stops counting when released.
        fileprivate weak var newest: ContentBlockerSnapshot?
        /// The identifiers in use when the directory was last pruned without a failure; nil before.
        fileprivate var inUseAtLastPrune: Set<String>?

        fileprivate init(path: String) { self.path = path }

        /// Keeps `identifier` from being pruned until `unpin` (a preparation in progress).
        func pin(_ identifier: String) { pins.append(identifier) }

        /// Ends one `pin` of `identifier`.
        func unpin(_ identifier: String) {
            if let index = pins.lastIndex(of: identifier) { pins.remove(at: index) }
        }

        /// Records `snapshot` as the newest prepared for the directory (weakly: it stops counting when
        /// released, or when a newer one is recorded).
        func recordNewest(_ snapshot: ContentBlockerSnapshot) { newest = snapshot }
    }

    private final class WeakEngineState {
        weak var state: EngineContentBlocking?
        init(_ state: EngineContentBlocking) { self.state = state }
    }

    private static var engines: [WeakEngineState] = []
    private static var directories: [String: Directory] = [:]
    /// The directory last looked up: preparations use one cache folder, whose path they pass as the same
    /// string each time, so comparing it finds the record without hashing the path.
    private static var lastDirectory: Directory?

    /// The registry's record of the directory at `path`, made on first use.
    static func directory(atPath path: String) -> Directory {
        if let lastDirectory, lastDirectory.path == path { return lastDirectory }
        let directory = directories[path] ?? Directory(path: path)
        directories[path] = directory
        lastDirectory = directory
        return directory
    }

    /// Records an engine's content-blocker state (weakly), whose installed snapshot's lists stay in use
    /// while the engine lives. Recording the same state again does nothing.
    static func recordEngine(_ state: EngineContentBlocking) {
        engines.removeAll { $0.state == nil }
        guard !engines.contains(where: { $0.state === state }) else { return }
        engines.append(WeakEngineState(state))
    }

    /// Every identifier of `directory` that a live engine, the newest snapshot or a running preparation
    /// uses.
    static func identifiersInUse(in directory: Directory) -> Set<String> {
        var used = Set(directory.pins)
        forEachIdentifierUsed(in: directory) { used.insert($0) }
        return used
    }

    /// Calls `body` with each identifier of `directory` that the newest snapshot or a live engine uses
    /// (repetitions included; the pins are not visited).
    private static func forEachIdentifierUsed(in directory: Directory, _ body: (String) -> Void) {
        if let snapshot = directory.newest {
            for filter in snapshot.filters { body(filter.identifier) }
        }
        engines.removeAll { $0.state == nil }
        for entry in engines {
            guard let snapshot = entry.state?.installedSnapshot, snapshot.directoryPath == directory.path else {
                continue
            }
            for filter in snapshot.filters { body(filter.identifier) }
        }
    }

    /// Whether `directory` may hold a compiled list that nothing in this process uses: true until it was
    /// pruned once, and again whenever the identifiers in use differ from those of that prune (a list was
    /// compiled since, or one stopped being used). A preparation that only loads the lists already in use
    /// leaves nothing to prune.
    ///
    /// The common case, one list or none in use at both times, is told without building the set of the
    /// identifiers in use: each one in use is looked up in the set of the last prune.
    static func mayNeedPruning(_ directory: Directory) -> Bool {
        guard let last = directory.inUseAtLastPrune else { return true }
        guard last.count <= 1 else { return identifiersInUse(in: directory) != last }
        var usedOutside = false
        var usedAny = false
        for identifier in directory.pins {
            usedAny = true
            if !last.contains(identifier) { usedOutside = true }
        }
        forEachIdentifierUsed(in: directory) { identifier in
            usedAny = true
            if !last.contains(identifier) { usedOutside = true }
        }
        // Every identifier in use is the last prune's one (or there is none): the sets are equal when
        // both are empty or both hold it.
        return usedOutside || usedAny != !last.isEmpty
    }

    /// Records a prune of `directory` that removed everything unused but `inUse`.
    static func recordPrune(of directory: Directory, inUse: Set<String>) {
        directory.inUseAtLastPrune = inUse
    }
}
