public import Foundation

/// Why `WebEngine.removeData(ofTypes:modifiedSince:)` removed nothing.
public enum WebDataRemovalError: Error, Equatable, Sendable, LocalizedError {
    /// SkipWeb's Android error. Never thrown on Linux; see `unsupportedModifiedSinceForCookies`.
    case unsupportedModifiedSinceOnAndroid
    /// Cookies can only be removed all at once (`modifiedSince: .distantPast`): WebKitGTK ignores the
    /// time window for cookies while reporting success, so GtkWeb refuses rather than pretend.
    /// Nothing was removed, of any requested type.
    case unsupportedModifiedSinceForCookies
    /// WebKit reported a failure while removing data.
    case removalFailed(String)

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var errorDescription: String? {
        switch self {
        case .unsupportedModifiedSinceOnAndroid:
            return "Android removes website data only with modifiedSince: .distantPast."
        case .unsupportedModifiedSinceForCookies:
            return
                "Cookies can only be removed with modifiedSince: .distantPast on Linux (WebKitGTK has no time window for cookies); nothing was removed."
        case .removalFailed(let message):
            return "Removing website data failed: \(message)"
        }
    }
}
