public import Foundation

/// A problem preparing content blockers. Each is recorded, never thrown at page loads: the lists that
/// could be prepared still apply, and engines load pages normally.
///
/// Collected in `WebEngineConfiguration.contentBlockerSetupErrors`, `WebEngine.contentBlockerSetupErrors`
/// and returned by `prepareContentBlockers()`, `awaitContentBlockerSetup()` and
/// `WebContentBlockerRuntime.prepare()`/`reapply(configuration:reloadLiveWebViews:)`.
public enum WebContentBlockerError: Error, Equatable, Sendable, LocalizedError {
    /// The compiled-list cache directory cannot be created or used; no list could be prepared.
    case storeUnavailable(String)
    /// A rule-list file could not be read (missing, unreadable, a directory).
    case fileReadFailed(path: String, description: String)
    /// A converted rule list could not be written (`FilterListImporter.importFilterList`).
    case fileWriteFailed(path: String, description: String)
    /// WebKit refused a rule list; `description` is WebKit's message (for example "Failed to parse the
    /// JSON String.", "Invalid or unsupported regular expression.").
    case compilationFailed(path: String, description: String)
    /// A compiled list no longer used could not be deleted from the cache.
    case staleRuleRemovalFailed(identifier: String, description: String)
    /// A `whitelistedDomains` entry is not a host name; it was dropped.
    case invalidWhitelistedDomain(entry: String, reason: String)
    /// A `popupWhitelistedSourceDomains` entry is not a host name; it was dropped.
    case invalidPopupWhitelistedSourceDomain(entry: String, reason: String)

    /// A sentence naming what failed and why.
    public var errorDescription: String? {
        switch self {
        case .storeUnavailable(let description):
            "Content blocker cache unavailable: \(description)"
        case .fileReadFailed(let path, let description):
            "Failed to read content blocker file at \(path): \(description)"
        case .fileWriteFailed(let path, let description):
            "Failed to write content blocker file at \(path): \(description)"
        case .compilationFailed(let path, let description):
            "Failed to compile content blocker file at \(path): \(description)"
        case .staleRuleRemovalFailed(let identifier, let description):
            "Failed to remove stale compiled content blocker \(identifier): \(description)"
        case .invalidWhitelistedDomain(let entry, let reason):
            "Ignored whitelisted domain '\(entry)': \(reason)"
        case .invalidPopupWhitelistedSourceDomain(let entry, let reason):
            "Ignored popup-whitelisted source domain '\(entry)': \(reason)"
        }
    }
}
