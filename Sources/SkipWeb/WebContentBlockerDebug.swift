import Foundation
import GtkWeb

/// What the content-blocker cache did since the last `WebContentBlockerDebug.resetDiagnostics()`
/// (SkipWeb's internal type).
struct WebContentBlockerDiagnostics: Equatable {
    /// Lists loaded from the cache folder instead of compiled, in order.
    var cacheHitIdentifiers: [String] = []
    /// Lists WebKit compiled, in order.
    var compiledIdentifiers: [String] = []
    /// Compiled lists deleted because nothing uses them any more.
    var prunedIdentifiers: [String] = []
    /// Compiled lists attached to engines.
    var installedRuleListCount: Int = 0
    /// Kept for SkipWeb's shape; setup errors are in `contentBlockerSetupErrors`, so this stays empty.
    var errors: [WebContentBlockerError] = []
}

/// SkipWeb's internal window on the content-blocker cache, over GtkWeb's cache folder
/// (`WebEngineConfiguration.contentBlockerCacheDirectory`) and the lists GtkWeb compiles into it.
@MainActor
enum WebContentBlockerDebug {
    private static var recorded = WebContentBlockerDiagnostics()

    /// What happened since the last reset (recording starts at the first use of this type).
    static var diagnostics: WebContentBlockerDiagnostics {
        startRecording()
        return recorded
    }

    /// Forgets what was recorded.
    static func resetDiagnostics() {
        startRecording()
        recorded = WebContentBlockerDiagnostics()
    }

    /// Compiles into `url` instead of the default cache folder; nil goes back to the default.
    static func setBaseDirectoryOverride(_ url: URL?) {
        WebEngineConfiguration.contentBlockerCacheOverride = url
    }

    /// Deletes the compiled lists in the cache folder (`WebEngineConfiguration.clearContentBlockerCache()`).
    /// - Throws: as `clearContentBlockerCache()`.
    static func clearPersistentState() throws {
        try WebEngineConfiguration.clearContentBlockerCache()
    }

    /// `content` with the whitelist rules GtkWeb appends before compiling it.
    static func augmentedRuleListContent(_ content: String, whitelistedDomains: [String]) -> String {
        augmentedRuleListContent(content, whitelistedDomains: whitelistedDomains, popupWhitelistedSourceDomains: [])
    }

    /// `content` with the whitelist and popup-whitelist rules GtkWeb appends before compiling it. They
    /// are WebKitGTK's forms, not WKContentRuleList's: WebKitGTK reads `if-domain` wildcards differently,
    /// so wildcard and popup entries become `if-top-url` patterns.
    static func augmentedRuleListContent(
        _ content: String, whitelistedDomains: [String], popupWhitelistedSourceDomains: [String]
    ) -> String {
        ContentBlockerCacheEvents.augmentedRuleList(
            content, whitelistedDomains: whitelistedDomains,
            popupWhitelistedSourceDomains: popupWhitelistedSourceDomains)
    }

    private static func startRecording() {
        guard ContentBlockerCacheEvents.observer == nil else { return }
        ContentBlockerCacheEvents.observer = { event in
            switch event {
            case .loadedFromCache(let identifier): recorded.cacheHitIdentifiers.append(identifier)
            case .compiled(let identifier): recorded.compiledIdentifiers.append(identifier)
            case .pruned(let identifier): recorded.prunedIdentifiers.append(identifier)
            case .installed(let count): recorded.installedRuleListCount += count
            }
        }
    }
}

extension WebEngineConfiguration {
    /// SkipWeb's step that builds a `WKWebViewConfiguration` with the content blockers installed. A
    /// GtkWeb engine is made from this configuration itself, so this prepares the content blockers
    /// (`prepareContentBlockers()`) and returns the configuration.
    @MainActor
    @discardableResult
    func makeWebViewConfiguration() async -> WebEngineConfiguration {
        await prepareContentBlockers()
        return self
    }
}
