public import Foundation

/// Why a cookie's domain was refused (a GtkWeb addition; `WebCookieError` keeps SkipWeb's exact cases,
/// so `setCookie` throws this type for the domain checks browsers make and SkipWeb does not).
public enum WebCookieDomainError: Error, Equatable, Sendable, LocalizedError {
    /// The domain is malformed (`.`, `..`, `..com`, `a..b`, a trailing dot) or is an IP address with a
    /// leading dot (IP addresses take host-only cookies only).
    case malformed(String)
    /// The domain is a public suffix (`com`, `co.uk`, `github.io`, per libsoup's copy of the Public
    /// Suffix List): every site under it would receive the cookie, so browsers refuse it.
    case publicSuffix(String)

    public var errorDescription: String? {
        switch self {
        case .malformed(let domain):
            "The cookie domain '\(domain)' is not a valid host name (IP addresses take host-only cookies only)."
        case .publicSuffix(let domain):
            "The cookie domain '\(domain)' is a public suffix; a cookie for it would reach every site under it."
        }
    }
}
