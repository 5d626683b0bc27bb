import Foundation
import GLibInterop

/// Turns a configuration into a snapshot: reads each list, loads its compiled form from the cache, or
/// compiles it when the cache has none; and prunes compiled lists nothing uses any more.
@MainActor
package enum ContentBlockerPreparation {
    private static var stores: [String: (path: String, store: ContentFilterStore)] = [:]
    /// The store last looked up, with its path: comparing the path (the same string each time) spares
    /// hashing it.
    private static var lastStore: (path: String, store: ContentFilterStore)?

    /// The store for `directory` (whose path is `path`), one per directory for the whole process;
    /// `directory` is only made when the store is.
    static func store(for directory: @autoclosure () -> URL, path: String) -> ContentFilterStore {
        if let lastStore, lastStore.path == path { return lastStore.store }
        let entry = stores[path] ?? (path, ContentFilterStore(directory: directory()))
        stores[path] = entry
        lastStore = entry
        return entry.store
    }

    /// The informational message logged (domain `GtkWeb`, shown with `G_MESSAGES_DEBUG=GtkWeb`) each time
    /// WebKit compiles a list (`webkit_user_content_filter_store_save`): compiling is the slow path that a
    /// cached list skips, so the log says when it ran and for which cache folder.
    static func compilationMessage(path: String, directoryPath: String) -> String {
        "compiling the content-blocker list \(path) into \(directoryPath)"
    }

    /// Prepares `key`'s lists from the cache in `directory`.
    ///
    /// Never fails as a whole: each problem becomes an error in the snapshot, and every list that could
    /// be prepared is in it. Lists whose effective content is identical are compiled and attached once.
    static func prepare(_ key: ContentBlockerPreparationKey, revision: Int, directory: URL) async
        -> ContentBlockerSnapshot
    {
        for dropped in key.whitelistedDomains.errors + key.popupWhitelistedSourceDomains.errors {
            GLibLog.warning(dropped.localizedDescription)
        }
        var errors: [WebContentBlockerError] = []
        var filters: [CompiledContentFilter] = []
        var pins: [String] = []
        let folder = path(of: directory)
        let registry = ContentBlockerCacheRegistry.directory(atPath: folder)
        defer { for identifier in pins { registry.unpin(identifier) } }

        if !key.ruleListPaths.isEmpty {
            do {
                if !FolderCheck.isFolder(atPath: folder) {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                let store = store(for: directory, path: folder)
                let memo = ListDigestMemo.shared(for: directory, path: folder)
                defer { memo.saveIfNeeded() }
                let injected = InjectedWhitelistRules.json(
                    whitelist: key.whitelistedDomains.entries, popupWhitelist: key.popupWhitelistedSourceDomains.entries
                )
                for path in key.ruleListPaths {
                    do {
                        let source: RuleListSource
                        if let unchanged = memo.unchangedSource(path: path, injectedRules: injected) {
                            source = unchanged
                        } else {
                            source = try await RuleListSource.read(
                                path: path, injectedRules: injected, known: memo.digest(for: path))
                            memo.record(source)
                        }
                        // An empty list is ignored; identical content is attached once.
                        if source.isEmptyList || pins.contains(source.identifier) { continue }
                        pins.append(source.identifier)
                        registry.pin(source.identifier)
                        let (filter, compiled) = try await loadOrCompile(source, in: store, directoryPath: folder)
                        if let compiled {
                            memo.record(compiled)
                            if compiled.identifier != source.identifier {
                                pins.append(compiled.identifier)
                                registry.pin(compiled.identifier)
                            }
                        }
                        filters.append(filter)
                    } catch {
                        errors.append(error)
                    }
                }
            } catch {
                errors.append(.storeUnavailable("cannot create \(folder): \(error.localizedDescription)"))
            }
        }
        let snapshot = ContentBlockerSnapshot(
            revision: revision, filters: filters, errors: errors, directory: directory, directoryPath: folder)
        registry.recordNewest(snapshot)
        return snapshot
    }

    /// Loads the compiled list saved as `identifier` in the cache folder at `directoryPath` through the
    /// store and the call `prepare` loads it with, and does nothing else: no list file, memo, pin, snapshot
    /// or prune. `gtkweb-bench` measures it beside a whole `prepare()` of the same list, so that what
    /// `prepare()` adds to WebKit's load is measured rather than estimated.
    /// - Throws: `GLibError` from WebKit when no such list is stored or it cannot be used.
    package static func loadCompiledList(identifier: String, directoryPath: String) async throws {
        let store = store(for: URL(fileURLWithPath: directoryPath, isDirectory: true), path: directoryPath)
        _ = try await store.load(identifier: identifier)
    }

    /// The last directory whose path `path(of:)` worked out, with that path.
    private static var lastDirectory: (url: URL, path: String)?

    /// `directory.path`, worked out again only when the directory differs from the last one: `URL.path`
    /// decodes the URL's text and costs thousands of instructions, and the cache folder rarely changes.
    private static func path(of directory: URL) -> String {
        if let lastDirectory, lastDirectory.url == directory { return lastDirectory.path }
        let path = directory.path
        lastDirectory = (directory, path)
        return path
    }

    /// The compiled list of `source`: loaded from the store, or compiled and saved when absent.
    ///
    /// A source whose digest came from the memo is read before compiling. Returns, beside the filter, the
    /// source compiled (its identifier differs if the file changed in between), or nil when the filter
    /// came from the store.
    private static func loadOrCompile(
        _ source: RuleListSource, in store: ContentFilterStore, directoryPath: String
    ) async throws(WebContentBlockerError) -> (CompiledContentFilter, RuleListSource?) {
        // A missing list is the common case (first launch, changed file); an unusable one (written by
        // another WebKit version, damaged) is just as well compiled again, so the load error is not kept.
        if let cached = try? await store.load(identifier: source.identifier) {
            ContentBlockerCacheEvents.report(.loadedFromCache(identifier: source.identifier))
            return (cached, nil)
        }
        var compiled = source
        if compiled.fileBytes == nil {
            compiled = try await RuleListSource.read(path: source.path, injectedRules: source.injectedRules)
        }
        GLibLog.info(compilationMessage(path: source.path, directoryPath: directoryPath))
        do {
            let filter = try await store.save(identifier: compiled.identifier, source: compiled.effectiveSource)
            ContentBlockerCacheEvents.report(.compiled(identifier: compiled.identifier))
            return (filter, compiled)
        } catch let error as GLibError {
            throw .compilationFailed(path: source.path, description: error.message)
        } catch {
            throw .compilationFailed(path: source.path, description: String(describing: error))
        }
    }

    /// Deletes from `directory` every compiled list GtkWeb made that no live engine, the newest snapshot
    /// or a running preparation uses: lists of files that changed, were removed from the configuration in
    /// use, or vanished, and lists that an older configuration prepared but no engine uses.
    ///
    /// Identifiers without GtkWeb's prefix are left alone. A list already gone counts as removed; one whose
    /// file cannot be deleted is reported. The directory is not read again while the lists in use are
    /// those of its last successful prune in this process (nothing can have become unused since).
    static func prune(directory: URL, path: String) async -> [WebContentBlockerError] {
        let registry = ContentBlockerCacheRegistry.directory(atPath: path)
        guard ContentBlockerCacheRegistry.mayNeedPruning(registry) else { return [] }
        let inUse = ContentBlockerCacheRegistry.identifiersInUse(in: registry)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        GLibLog.debug(pruningMessage(directoryPath: path))
        let stored: [String]
        do {
            stored = try ContentFilterStore.storedIdentifiers(inDirectoryAt: path)
        } catch {
            return [.storeUnavailable("cannot list \(path): \(error)")]
        }
        var errors: [WebContentBlockerError] = []
        for identifier in stored where identifier.hasPrefix(RuleListSource.identifierPrefix) {
            // Asked again for each one: a preparation may have started using it meanwhile.
            guard !ContentBlockerCacheRegistry.identifiersInUse(in: registry).contains(identifier) else {
                continue
            }
            let store = store(for: directory, path: path)
            do {
                try await store.remove(identifier: identifier)
                ContentBlockerCacheEvents.report(.pruned(identifier: identifier))
            } catch let error as GLibError
                where error.domain == ContentFilterStore.errorDomain && error.code == ContentFilterStore.notFoundCode
            {
                // WebKit reports every failed removal as NOT_FOUND ("Unspecified error during remove."),
                // so only the file itself tells a list already gone from one that could not be deleted.
                let file = store.fileURL(identifier: identifier)
                if !FileManager.default.fileExists(atPath: file.path) {
                    ContentBlockerCacheEvents.report(.pruned(identifier: identifier))
                } else {
                    errors.append(
                        .staleRuleRemovalFailed(
                            identifier: identifier, description: "\(error.message) (\(file.path) remains)"))
                }
            } catch let error as GLibError {
                errors.append(.staleRuleRemovalFailed(identifier: identifier, description: error.message))
            } catch {
                errors.append(.staleRuleRemovalFailed(identifier: identifier, description: String(describing: error)))
            }
        }
        if errors.isEmpty { ContentBlockerCacheRegistry.recordPrune(of: registry, inUse: inUse) }
        return errors
    }

    /// The debug message of a prune that reads the cache folder at `directoryPath`.
    static func pruningMessage(directoryPath: String) -> String {
        "pruning unused compiled content-blocker lists in \(directoryPath)"
    }
}
