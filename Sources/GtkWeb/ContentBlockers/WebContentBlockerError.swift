public import Foundation

/// A problem preparing content blockers. Each is recorded, never thrown at page loads: the lists that
/// could be prepared still apply, and engines load pages normally.
///
/// Collected in `WebEngineConfiguration.contentBlockerSetupErrors`, `WebEngine.contentBlockerSetupErrors`
/// and returned by `prepareContentBlockers()`, `awaitContentBlockerSetup()` and
/// `WebContentBlockerRuntime.prepare()`/`reapply(configuration:reloadLiveWebViews:)`.
///
/// The cases are exactly SkipWeb's, so a `switch` written against SkipWeb is exhaustive here. Entries of
/// `whitelistedDomains` that are not host names are reported separately
/// (`WebContentBlockerConfiguration.domainEntryErrors`, `WebContentBlockerDomainError`), and
/// `FilterListImporter` throws `FilterListFileError`.
public enum WebContentBlockerError: Error, Equatable, Sendable, LocalizedError {
    /// The compiled-list cache directory cannot be created or used; no list could be prepared.
    case storeUnavailable(String)
    /// A rule-list file could not be read (missing, unreadable, a directory).
    case fileReadFailed(path: String, description: String)
    /// SkipWeb's error for a rule list that is not valid text. Never reported on Linux: GtkWeb hands
    /// the bytes to WebKit, which reports a list it cannot parse as `compilationFailed`.
    case fileEncodingFailed(path: String)
    /// WebKit refused a rule list; `description` is WebKit's message (for example "Failed to parse the
    /// JSON String.", "Invalid or unsupported regular expression.").
    case compilationFailed(path: String, description: String)
    /// SkipWeb's error for a failed lookup of a compiled list. Never reported on Linux: a failed lookup
    /// makes GtkWeb compile the list again.
    case cacheLookupFailed(identifier: String, description: String)
    /// A compiled list no longer used could not be deleted from the cache.
    case staleRuleRemovalFailed(identifier: String, description: String)
    /// SkipWeb's error for unreadable cache metadata. Never reported on Linux: unreadable metadata (the
    /// digest memo) is rebuilt.
    case metadataReadFailed(String)
    /// SkipWeb's error for cache metadata that could not be saved. Never reported on Linux: the memo is
    /// an optimisation, and lists still apply without it.
    case metadataWriteFailed(String)
    /// SkipWeb's error for a preparation that took too long. Never reported on Linux: preparation has
    /// no deadline; cancelling the waiting task stops the wait.
    case operationTimedOut(String)

    /// A sentence naming what failed and why.
    public var errorDescription: String? {
        switch self {
        case .storeUnavailable(let description):
            "Content blocker cache unavailable: \(description)"
        case .fileReadFailed(let path, let description):
            "Failed to read content blocker file at \(path): \(description)"
        case .fileEncodingFailed(let path):
            "Content blocker file at \(path) is not valid UTF-8"
        case .compilationFailed(let path, let description):
            "Failed to compile content blocker file at \(path): \(description)"
        case .cacheLookupFailed(let identifier, let description):
            "Failed to look up compiled content blocker \(identifier): \(description)"
        case .staleRuleRemovalFailed(let identifier, let description):
            "Failed to remove stale compiled content blocker \(identifier): \(description)"
        case .metadataReadFailed(let description):
            "Failed to read content blocker cache metadata: \(description)"
        case .metadataWriteFailed(let description):
            "Failed to write content blocker cache metadata: \(description)"
        case .operationTimedOut(let description):
            "Content blocker operation timed out: \(description)"
        }
    }
}

/// A `whitelistedDomains` or `popupWhitelistedSourceDomains` entry that is not a host name (a GtkWeb
/// check SkipWeb does not make). The entry is dropped, the others apply; reported by
/// `WebContentBlockerConfiguration.domainEntryErrors` and logged (domain `GtkWeb`) when the
/// content blockers are prepared.
public enum WebContentBlockerDomainError: Error, Equatable, Sendable, LocalizedError {
    /// A `whitelistedDomains` entry is not a host name; it was dropped.
    case invalidWhitelistedDomain(entry: String, reason: String)
    /// A `popupWhitelistedSourceDomains` entry is not a host name; it was dropped.
    case invalidPopupWhitelistedSourceDomain(entry: String, reason: String)

    /// A sentence naming the entry and why it was dropped.
    public var errorDescription: String? {
        switch self {
        case .invalidWhitelistedDomain(let entry, let reason):
            "Ignored whitelisted domain '\(entry)': \(reason)"
        case .invalidPopupWhitelistedSourceDomain(let entry, let reason):
            "Ignored popup-whitelisted source domain '\(entry)': \(reason)"
        }
    }
}

/// Why `FilterListImporter.importFilterList(contentsOf:writingRulesTo:)` failed.
public enum FilterListFileError: Error, Equatable, Sendable, LocalizedError {
    /// The filter list could not be read (missing, unreadable, a directory).
    case fileReadFailed(path: String, description: String)
    /// A converted rule file could not be written, or a numbered part of an earlier, longer import could not
    /// be removed.
    case fileWriteFailed(path: String, description: String)
    /// The rules cannot be split into files of `limit` rules: the `exceptions` that must accompany the first
    /// rules alone reach it. Nothing was written.
    case tooManyExceptions(exceptions: Int, limit: Int)

    /// A sentence naming the file and what failed.
    public var errorDescription: String? {
        switch self {
        case .fileReadFailed(let path, let description): "Failed to read filter list at \(path): \(description)"
        case .fileWriteFailed(let path, let description): "Failed to write rule list at \(path): \(description)"
        case .tooManyExceptions(let exceptions, let limit):
            "The \(exceptions) exceptions alone fill a rule list of \(limit) rules; the rules cannot be split"
        }
    }
}
