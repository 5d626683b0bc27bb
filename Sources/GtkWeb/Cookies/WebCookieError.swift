public import Foundation

/// Why a cookie could not be stored. The first three cases are SkipWeb's.
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
    /// The cookie's domain is malformed (`.`, `..`, `..com`, `a..b`, a trailing dot) or is an IP
    /// address with a leading dot (IP addresses take host-only cookies only).
    case invalidCookieDomain(String)
    /// The cookie's domain is a public suffix (`com`, `co.uk`, `github.io`, per libsoup's copy of
    /// the Public Suffix List): every site under it would receive the cookie, so browsers refuse it.
    case publicSuffixCookieDomain(String)
    /// WebKit's cookie store reported a failure (for instance, its network process is gone).
    case cookieStoreFailed(String)

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
        case .invalidCookieDomain(let domain):
            return "The cookie domain '\(domain)' is not a valid host name (IP addresses take host-only cookies only)."
        case .publicSuffixCookieDomain(let domain):
            return "The cookie domain '\(domain)' is a public suffix; a cookie for it would reach every site under it."
        case .cookieStoreFailed(let message):
            return "The cookie store failed: \(message)"
        }
    }
}
