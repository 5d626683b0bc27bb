import Foundation

/// One thing the content-blocker cache did, reported to `ContentBlockerCacheEvents.observer`.
package enum ContentBlockerCacheEvent: Sendable, Equatable {
    /// A compiled list was loaded from the cache folder instead of being compiled.
    case loadedFromCache(identifier: String)
    /// A list was compiled by WebKit and saved in the cache folder.
    case compiled(identifier: String)
    /// A compiled list nothing uses any more was deleted from the cache folder (or was already gone).
    case pruned(identifier: String)
    /// `count` compiled lists were attached to an engine's user content manager.
    case installed(count: Int)
}

/// The hook through which the SkipWeb module's `WebContentBlockerDebug` follows the cache; GtkWeb itself
/// never sets it.
@MainActor
package enum ContentBlockerCacheEvents {
    /// Called on the main actor for every event; nil (the default) costs nothing.
    package static var observer: ((ContentBlockerCacheEvent) -> Void)?

    static func report(_ event: ContentBlockerCacheEvent) { observer?(event) }

    /// `content` (a JSON rule list) with the rules GtkWeb appends to enforce the two whitelists, as
    /// WebKit compiles it; unchanged when both lists are empty or `content` is not a non-empty array.
    package static func augmentedRuleList(
        _ content: String, whitelistedDomains: [String], popupWhitelistedSourceDomains: [String]
    ) -> String {
        let injected = InjectedWhitelistRules.json(
            whitelist: DomainEntry.normalize(whitelistedDomains, field: .whitelist).entries,
            popupWhitelist: DomainEntry.normalize(popupWhitelistedSourceDomains, field: .popupWhitelist).entries)
        return String(decoding: RuleListSource.splice(injected, into: Data(content.utf8)), as: UTF8.self)
    }
}
