import Foundation

/// The store an engine's configuration resolved to.
@MainActor
struct ProfileResolution {
    /// The context the engine's view is created on.
    let context: ProfileContext
    /// The data folder of a persistent profile (nil for ephemeral stores), to find the engines using it.
    let dataFolder: URL?
    /// Why the profile could not be used; the engine then refuses to load (see `WebEngine.load(url:)`).
    let error: WebProfileError?
}

/// Resolves profiles to WebKit contexts and remembers which live engines use which.
///
/// - `.default` and `.named`: one context per data folder, kept for the life of the process (or until
///   `WebProfileStorage.deleteProfile(named:)`), shared by every engine of that profile.
/// - `.ephemeral`: a new in-memory context per engine, owned by the engine alone.
/// - `.ephemeralSession(id)`: one in-memory context per identifier, until it is cleared.
/// Engines are tracked weakly: the registry never keeps one alive.
@MainActor
package final class ProfileRegistry {
    /// The registry of this process.
    package static let shared = ProfileRegistry()

    private var persistent: [String: ProfileContext] = [:]
    private var sessions: [String: ProfileContext] = [:]
    private var engines: [(engine: WeakEngine, dataFolder: String?, context: ObjectIdentifier)] = []
    private var ephemeralCount = 0

    /// Resolves `configuration`'s profile, creating the context and the profile folders if needed.
    /// Never throws: a failure is returned in `error`, with a context no page will be loaded into.
    func resolve(_ configuration: WebEngineConfiguration) -> ProfileResolution {
        if let inherited = configuration.inheritedProfile { return inherited }
        do {
            switch configuration.profile {
            case .ephemeral:
                ephemeralCount += 1
                return ProfileResolution(
                    context: .ephemeral("ephemeral #\(ephemeralCount)"), dataFolder: nil, error: nil)
            case .ephemeralSession(let raw):
                let identifier = try WebProfile.validatedSessionIdentifier(raw)
                let context = sessions[identifier] ?? .ephemeral("ephemeral session '\(identifier)'")
                sessions[identifier] = context
                return ProfileResolution(context: context, dataFolder: nil, error: nil)
            case .default, .named:
                let storage = WebProfileStorage.current
                guard let folders = try storage.folders(for: configuration.profile) else {
                    preconditionFailure("a persistent profile has folders")
                }
                try storage.prepare(folders)
                let key = folders.data.path
                let context = persistent[key] ?? .persistent(dataFolder: folders.data, cacheFolder: folders.cache)
                persistent[key] = context
                return ProfileResolution(context: context, dataFolder: folders.data, error: nil)
            }
        } catch {
            // The engine still needs a view; its own in-memory context never gets a page loaded, and
            // goes with the engine.
            return ProfileResolution(context: .ephemeral("unusable profile"), dataFolder: nil, error: error)
        }
    }

    /// Records that `engine` uses `resolution` (weakly).
    func register(_ engine: WebEngine, _ resolution: ProfileResolution) {
        prune()
        engines.append((WeakEngine(engine), resolution.dataFolder?.path, ObjectIdentifier(resolution.context)))
    }

    /// How many live engines use the persistent profile stored in `dataFolder`.
    func liveEngineCount(dataFolder: URL) -> Int {
        prune()
        return engines.filter { $0.dataFolder == dataFolder.path }.count
    }

    /// How many live engines use `context`.
    func liveEngineCount(context: ProfileContext) -> Int {
        prune()
        return engines.filter { $0.context == ObjectIdentifier(context) }.count
    }

    /// The cached persistent contexts whose data folder lies inside `folder` (for tests that clean up).
    func persistentContexts(inside folder: URL) -> [ProfileContext] {
        let prefix = folder.standardizedFileURL.path + "/"
        return persistent.filter { $0.key.hasPrefix(prefix) }.map(\.value)
    }

    /// How many live engines use a persistent profile whose data folder lies inside `folder`.
    func liveEngineCount(inside folder: URL) -> Int {
        prune()
        let prefix = folder.standardizedFileURL.path + "/"
        return engines.filter { $0.dataFolder?.hasPrefix(prefix) == true }.count
    }

    /// Drops the cached context of the profile in `dataFolder`; engines still using it keep it.
    func forgetPersistentContext(dataFolder: URL) {
        persistent[dataFolder.path] = nil
    }

    /// Ends an ephemeral session: later engines with `identifier` get a new, empty store.
    /// - Returns: the session's context, for the caller to wipe; nil when there was no such session.
    func endSession(_ identifier: String) -> ProfileContext? {
        sessions.removeValue(forKey: identifier)
    }

    /// Drops the cached contexts of persistent profiles that no live engine uses, ending their network
    /// processes once WebKit lets go of them. The data on disk stays. Returns how many were dropped.
    @discardableResult
    package func releaseUnusedPersistentContexts() -> Int {
        prune()
        let used = Set(engines.map(\.context))
        let unused = persistent.filter { !used.contains(ObjectIdentifier($0.value)) }
        for key in unused.keys { persistent[key] = nil }
        return unused.count
    }

    /// Applies `settings` to every context this registry knows: cached persistent profiles and
    /// ephemeral sessions, and the contexts of live engines (a plain `.ephemeral` engine's own).
    func applyPrivacySettings(_ settings: WebPrivacySettings) {
        prune()
        var seen = Set<ObjectIdentifier>()
        let live = engines.compactMap { $0.engine.value?.profileResolution.context }
        for context in Array(persistent.values) + Array(sessions.values) + live
        where seen.insert(ObjectIdentifier(context)).inserted {
            context.apply(settings)
        }
    }

    private func prune() { engines.removeAll { $0.engine.value == nil } }
}

/// A weak reference to an engine.
@MainActor
final class WeakEngine {
    weak var value: WebEngine?
    init(_ value: WebEngine) { self.value = value }
}
