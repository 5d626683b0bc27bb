public import Foundation

/// SkipWeb's browser-data API on the navigator: each call forwards to the bound engine's store.
@MainActor
extension WebViewNavigator {
    /// The cookies the engine would send to `url`; none when unbound. See `WebEngine.cookies(for:)`.
    public func cookies(for url: URL) async -> [WebCookie] {
        await webEngine?.cookies(for: url) ?? []
    }

    /// The `Cookie` header for `url`, or nil (also when unbound). See `WebEngine.cookieHeader(for:)`.
    public func cookieHeader(for url: URL) async -> String? {
        await webEngine?.cookieHeader(for: url)
    }

    /// Stores `cookie`. See `WebEngine.setCookie(_:requestURL:)`.
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; otherwise as the engine's call.
    public func setCookie(_ cookie: WebCookie, requestURL: URL? = nil) async throws {
        try await requireEngine().setCookie(cookie, requestURL: requestURL)
    }

    /// Applies `Set-Cookie` header values received from `responseURL`, skipping malformed ones.
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; otherwise as the engine's call.
    public func applySetCookieHeaders(_ headers: [String], for responseURL: URL) async throws {
        try await requireEngine().applySetCookieHeaders(headers, for: responseURL)
    }

    /// Like `applySetCookieHeaders(_:for:)`, and returns the cookies applied (a GtkWeb addition).
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; otherwise as the engine's call.
    @discardableResult
    public func applySetCookieHeadersReturningCookies(_ headers: [String], for responseURL: URL) async throws
        -> [WebCookie]
    {
        try await requireEngine().applySetCookieHeadersReturningCookies(headers, for: responseURL)
    }

    /// Removes every cookie of the engine's store; nothing when unbound.
    public func clearCookies() async {
        await webEngine?.clearCookies()
    }

    /// Removes website data. See `WebEngine.removeData(ofTypes:modifiedSince:)`.
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; otherwise as the engine's call.
    public func removeData(ofTypes types: Set<WebSiteDataType>, modifiedSince: Date) async throws {
        try await requireEngine().removeData(ofTypes: types, modifiedSince: modifiedSince)
    }

    /// Re-applies the engine's content blockers after its configuration changed; see
    /// `WebEngine.reapplyContentBlockers()`. Returns the setup errors (none when unbound).
    @discardableResult
    public func reapplyContentBlockers() async -> [WebContentBlockerError] {
        await webEngine?.reapplyContentBlockers() ?? []
    }
}
