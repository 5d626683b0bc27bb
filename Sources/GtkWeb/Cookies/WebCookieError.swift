public import Foundation

/// Why a cookie could not be stored. The cases are exactly SkipWeb's; a failure of WebKit's cookie
/// store is a `WebsiteDataStoreError.cookieStoreFailed`.
public enum WebCookieError: Error, Equatable, Sendable, LocalizedError {
    /// The name is empty, or contains `=`, `;`, `,`, whitespace or control characters.
    case invalidCookieName
    /// Neither the cookie's `domain` nor the request URL gives a host to store the cookie for (or the
    /// response URL of `applySetCookieHeaders` has no host).
    case missingCookieDomain
    /// The cookie cannot be represented: its value contains `;` or control characters, its domain or
    /// path contains whitespace, `;` or control characters (or the path does not start with `/`), or
    /// its expiry date is out of range.
    case invalidCookie

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var errorDescription: String? {
        switch self {
        case .invalidCookieName:
            return
                "The cookie name is not valid: it must be non-empty, without '=', ';', ',', spaces or control characters."
        case .missingCookieDomain:
            return "The cookie has no domain, and there is no request URL with a host to take it from."
        case .invalidCookie:
            return "The cookie cannot be stored: its value, domain, path or expiry date is not valid."
        }
    }
}
