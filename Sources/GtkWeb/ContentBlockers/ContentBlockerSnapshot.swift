import Foundation

/// One prepared set of content blockers: the compiled lists to attach, in order, and what went wrong.
///
/// Immutable once made, and shared by every engine of a runtime: each engine's user-content manager
/// holds the same compiled filter objects, which live in memory: deleting their files from the cache does
/// not affect them. The cache keeps the files of a snapshot while it is installed on a live engine or is
/// the newest prepared for its directory (see `ContentBlockerCacheRegistry`).
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
    /// `directory.path`, as the preparation worked it out (`URL.path` costs thousands of instructions):
    /// the registry and pruning compare it on every preparation.
    let directoryPath: String

    init(
        revision: Int, filters: [CompiledContentFilter], errors: [WebContentBlockerError], directory: URL,
        directoryPath: String
    ) {
        self.revision = revision
        self.filters = filters
        self.errors = errors
        self.directory = directory
        self.directoryPath = directoryPath
    }

    /// The identifiers of `filters`.
    var identifiers: [String] { filters.map(\.identifier) }
}
