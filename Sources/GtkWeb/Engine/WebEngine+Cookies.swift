public import Foundation

extension WebEngine {
    /// The cookies the engine's store would send with a request to `url`.
    ///
    /// WebKit applies the cookie rules (`webkit_cookie_manager_get_cookies`): domain and path must
    /// match, `Secure` cookies come back only for `https:` URLs, expired cookies never. HttpOnly
    /// cookies are included (they are hidden from page scripts only).
    /// - Returns: the matching cookies; none for a URL without a host, for an engine whose profile
    ///   failed, when the task is cancelled, or when WebKit's store fails (SkipWeb's signature does not
    ///   throw).
    public func cookies(for url: URL) async -> [WebCookie] {
        guard let uri = cookieURI(url) else { return [] }
        // SkipWeb's readers do not throw: a failing store (or a cancelled task) reads as no cookies.
        return (try? await profileResolution.context.cookies(for: uri)) ?? []
    }

    /// The `Cookie` header the engine's store would send with a request to `url`
    /// (`soup_cookies_to_cookie_header`): `name=value` pairs joined by `; `.
    /// - Returns: nil when no cookie matches, and in the cases `cookies(for:)` returns none.
    public func cookieHeader(for url: URL) async -> String? {
        guard let uri = cookieURI(url) else { return nil }
        // As in cookies(for:): a failing store or a cancelled task reads as no header.
        return try? await profileResolution.context.cookieHeader(for: uri)
    }

    /// Stores `cookie` in the engine's store (`webkit_cookie_manager_add_cookie`), for this engine and
    /// every engine sharing its profile.
    ///
    /// A cookie without `domain` is host-only for `requestURL`'s host; a nil `path` means `/`; a nil
    /// `expires` makes a session cookie. An `expires` in the past removes a stored cookie of the same
    /// name, domain and path. Cancelling the task cancels the call.
    /// - Parameters:
    ///   - cookie: the cookie.
    ///   - requestURL: supplies the domain when `cookie.domain` is nil.
    /// - Throws: `WebCookieError.missingCookieDomain` when neither gives a host;
    ///   `.invalidCookieName` or `.invalidCookie` for fields a `Cookie` header cannot carry;
    ///   `WebCookieDomainError.malformed` for a malformed domain (`..com`, `a..b`, `..`) or an IP address
    ///   with a leading dot; `.publicSuffix` for a public suffix (`com`, `co.uk`): nothing is stored;
    ///   `WebsiteDataStoreError.cookieStoreFailed` when WebKit fails; the engine's `WebProfileError` first.
    public func setCookie(_ cookie: WebCookie, requestURL: URL? = nil) async throws {
        try throwProfileErrorIfNeeded()
        let soupCookie = try CookieRules.soupCookie(for: cookie, requestURL: requestURL)
        try await store(soupCookie)
    }

    /// Applies `Set-Cookie` header values as if they came in the response to `responseURL`
    /// (`soup_cookie_parse`, then `webkit_cookie_manager_add_cookie`).
    ///
    /// Each header gets the default domain (the URL's host) and path (the folder of the URL's path)
    /// unless it names its own. Headers that cannot be parsed — empty, without `name=`, with an empty
    /// name, with a `Domain` the URL's host does not belong to, or a malformed or public-suffix
    /// domain (see `setCookie(_:requestURL:)`) — are skipped; the valid ones are applied. Cancelling the
    /// task cancels the remaining ones. `applySetCookieHeadersReturningCookies` also says which cookies
    /// were applied.
    /// - Throws: `WebCookieError.missingCookieDomain` when `responseURL` has no host (nothing is
    ///   applied); `WebsiteDataStoreError.cookieStoreFailed` when WebKit fails; the engine's `WebProfileError` first.
    public func applySetCookieHeaders(_ headers: [String], for responseURL: URL) async throws {
        try await applySetCookieHeadersReturningCookies(headers, for: responseURL)
    }

    /// Applies `Set-Cookie` header values as `applySetCookieHeaders(_:for:)` does (a GtkWeb addition).
    /// - Returns: the cookies applied, in order.
    /// - Throws: as `applySetCookieHeaders(_:for:)`.
    @discardableResult
    public func applySetCookieHeadersReturningCookies(_ headers: [String], for responseURL: URL) async throws
        -> [WebCookie]
    {
        try throwProfileErrorIfNeeded()
        guard let host = responseURL.host, !host.isEmpty else { throw WebCookieError.missingCookieDomain }
        var applied: [WebCookie] = []
        for header in headers {
            let trimmed = header.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, let cookie = SoupCookieRef(parsing: trimmed, originURI: responseURL.absoluteString)
            else { continue }
            let parsed = cookie.webCookie
            guard (try? CookieRules.checkDomain(parsed.domain ?? "")) != nil else { continue }
            try await store(cookie)
            applied.append(parsed)
        }
        return applied
    }

    /// Removes every cookie from the engine's store (`webkit_website_data_manager_clear` with
    /// `WEBKIT_WEBSITE_DATA_COOKIES`), for every engine sharing its profile.
    ///
    /// Does nothing for an engine whose profile failed. A failure of WebKit's store is not reported
    /// (SkipWeb's signature does not throw); use `removeData(ofTypes: [.cookies], modifiedSince:
    /// .distantPast)` to see it.
    public func clearCookies() async {
        guard profileError == nil else { return }
        // A failure here has nowhere to go: SkipWeb's clearCookies() neither throws nor returns a status.
        try? await Self.clear(
            profileResolution.context, types: WebSiteDataType.cookies.webKitFlag, timespanMicroseconds: 0)
    }

    // MARK: - Internals

    /// The URI to ask the store about; nil for an engine whose profile failed or a URL without a host.
    private func cookieURI(_ url: URL) -> String? {
        guard profileError == nil, let host = url.host, !host.isEmpty else { return nil }
        return url.absoluteString
    }

    private func store(_ cookie: SoupCookieRef) async throws {
        do {
            try await profileResolution.context.add(cookie)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw WebsiteDataStoreError.cookieStoreFailed(String(describing: error))
        }
    }
}
