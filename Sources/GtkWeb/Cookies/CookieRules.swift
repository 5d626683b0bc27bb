import Foundation

/// The checks `WebEngine.setCookie(_:requestURL:)` makes before a cookie reaches WebKit, and the
/// defaults it fills in (SkipWeb's rules).
@MainActor
enum CookieRules {
    /// Builds the `SoupCookie` for `cookie`.
    ///
    /// Defaults: the domain is `requestURL`'s host (host-only), the path `/` (a path without a leading
    /// `/` gets one, as in SkipWeb).
    /// - Throws: `WebCookieError.invalidCookieName`, `.missingCookieDomain`, `.invalidCookie`;
    ///   `WebCookieDomainError.malformed` (empty labels, an IP address with a leading dot) or
    ///   `.publicSuffix` (a supercookie, as browsers refuse it).
    static func soupCookie(for cookie: WebCookie, requestURL: URL?) throws -> SoupCookieRef {
        guard !cookie.name.isEmpty, !cookie.name.unicodeScalars.contains(where: isForbiddenInName) else {
            throw WebCookieError.invalidCookieName
        }
        guard !cookie.value.unicodeScalars.contains(where: isForbiddenInValue) else {
            throw WebCookieError.invalidCookie
        }
        let explicitDomain = cookie.domain?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() ?? ""
        let domain = explicitDomain.isEmpty ? (requestURL?.host?.lowercased() ?? "") : explicitDomain
        guard !domain.isEmpty else { throw WebCookieError.missingCookieDomain }
        guard !domain.unicodeScalars.contains(where: { isForbiddenInName($0) || $0 == "/" }) else {
            throw WebCookieError.invalidCookie
        }
        try checkDomain(domain)
        var path = cookie.path?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if path.isEmpty { path = "/" }
        if !path.hasPrefix("/") { path = "/" + path }
        guard !path.unicodeScalars.contains(where: isForbiddenInValue) else { throw WebCookieError.invalidCookie }
        guard
            let soupCookie = SoupCookieRef(
                name: cookie.name, value: cookie.value, domain: domain, path: path, expires: cookie.expires,
                isSecure: cookie.isSecure, isHTTPOnly: cookie.isHTTPOnly)
        else { throw WebCookieError.invalidCookie }
        return soupCookie
    }

    /// Refuses domains no browser stores a cookie for (`CookieDomainRules.check(_:)`).
    static func checkDomain(_ domain: String) throws(WebCookieDomainError) {
        try CookieDomainRules.check(domain)
    }

    /// Characters that would end or split a name in a `Cookie` header: `=`, `;`, `,`, white space and
    /// control characters.
    private static func isForbiddenInName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "=" || scalar == ";" || scalar == "," || scalar.properties.isWhitespace || isControl(scalar)
    }

    /// Characters that would end a value (or path) in a header: `;` and control characters.
    private static func isForbiddenInValue(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ";" || isControl(scalar)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }
}
