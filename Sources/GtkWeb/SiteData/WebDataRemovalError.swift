public import Foundation

/// Why `WebEngine.removeData(ofTypes:modifiedSince:)` removed nothing, in SkipWeb's terms. The cases
/// are exactly SkipWeb's; Linux's own refusals and WebKit failures are `WebsiteDataStoreError`s.
public enum WebDataRemovalError: Error, Equatable, Sendable, LocalizedError {
    /// SkipWeb's Android error. Never thrown on Linux; see
    /// `WebsiteDataStoreError.unsupportedModifiedSinceForCookies`.
    case unsupportedModifiedSinceOnAndroid

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .unsupportedModifiedSinceOnAndroid:
            return "Android removes website data only with modifiedSince: .distantPast."
        }
    }
}

/// A failure or refusal of WebKit's website data store (cookies, caches, storage) that SkipWeb's error
/// enums have no case for. Thrown by the cookie setters, `removeData(ofTypes:modifiedSince:)` and the
/// profile wipe.
public enum WebsiteDataStoreError: Error, Equatable, Sendable, LocalizedError {
    /// WebKit's cookie store reported a failure (for instance, its network process is gone).
    case cookieStoreFailed(String)
    /// Cookies can only be removed all at once (`modifiedSince: .distantPast`): WebKitGTK ignores the
    /// time window for cookies while reporting success, so GtkWeb refuses rather than pretend.
    /// Nothing was removed, of any requested type.
    case unsupportedModifiedSinceForCookies
    /// WebKit reported a failure while removing data.
    case removalFailed(String)

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var errorDescription: String? {
        switch self {
        case .cookieStoreFailed(let message):
            return "The cookie store failed: \(message)"
        case .unsupportedModifiedSinceForCookies:
            return
                "Cookies can only be removed with modifiedSince: .distantPast on Linux (WebKitGTK has no time window for cookies); nothing was removed."
        case .removalFailed(let message):
            return "Removing website data failed: \(message)"
        }
    }
}
