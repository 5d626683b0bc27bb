import Foundation

/// An engine's content-blocker state: its runtime, the compiled lists attached to its user-content
/// manager, the pending first setup, and the blocked-navigation callback.
@MainActor
final class EngineContentBlocking {
    /// The runtime whose rules the engine uses (an explicit one, or its configuration's own).
    var runtime: WebContentBlockerRuntime?
    /// Identifiers of the compiled lists attached to the user-content manager now.
    var installedIdentifiers: [String] = []
    /// The snapshot those lists came from; the cache keeps its files while the engine lives.
    var installedSnapshot: ContentBlockerSnapshot?
    /// The runtime revision installed, or nil before the first install.
    var installedRevision: Int?
    /// The problems of the installed revision.
    var errors: [WebContentBlockerError] = []
    /// The first setup while it runs (lists being compiled or loaded); `load(url:)` waits for it.
    var setupTask: Task<Void, Never>?
    /// Called with the URL of a main-frame navigation a content blocker blocked.
    var onBlockedNavigation: ((URL) -> Void)?
}
