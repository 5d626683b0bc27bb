import CWebKitGTK
import GLibInterop

extension ProfileContext {
    /// The cookies the store would send with a request to `uri`
    /// (`webkit_cookie_manager_get_cookies`), which applies the domain, path, `Secure` (https only) and
    /// expiry rules, and includes HttpOnly cookies.
    /// - Throws: `GLibError` when WebKit reports a failure; `CancellationError` when the task is
    ///   cancelled (the call's `GCancellable` is cancelled too).
    func cookies(for uri: String) async throws -> [WebCookie] {
        try await matchingCookies(for: uri) { list in
            Self.map(list) { SoupCookieRef.webCookie(borrowing: $0) }
        }
    }

    /// The `Cookie` header the store would send with a request to `uri`: the cookies of
    /// `cookies(for:)` through `soup_cookies_to_cookie_header`; nil when none match.
    /// - Throws: as `cookies(for:)`.
    func cookieHeader(for uri: String) async throws -> String? {
        try await matchingCookies(for: uri) { list in
            var header: UnsafeMutablePointer<GSList>?
            for item in Self.map(list, { $0 }).reversed() {
                header = g_slist_prepend(header, UnsafeMutableRawPointer(item))
            }
            defer { g_slist_free(header) }
            return header == nil ? nil : String(takingCString: soup_cookies_to_cookie_header(header))
        }
    }

    /// Gets the matching `SoupCookie` list, lends it to `read`, then frees it.
    private func matchingCookies<T>(
        for uri: String, _ read: @escaping @MainActor (UnsafeMutablePointer<GList>?) -> sending T
    ) async throws -> T {
        try await gAsync { cancellable, callback, data in
            webkit_cookie_manager_get_cookies(cookieManager, uri, cancellable, callback, data)
        } finish: { [self] result in
            let list = try GLibError.check { error in
                webkit_cookie_manager_get_cookies_finish(cookieManager, result, error)
            }
            defer { Self.free(list) }
            return read(list)
        }
    }

    /// Adds `cookie` to the store (`webkit_cookie_manager_add_cookie`). A cookie whose expiry has
    /// passed removes a stored cookie of the same name, domain and path instead.
    /// - Throws: `GLibError` when WebKit reports a failure; `CancellationError` when cancelled.
    func add(_ cookie: SoupCookieRef) async throws {
        try await gAsync { cancellable, callback, data in
            webkit_cookie_manager_add_cookie(cookieManager, cookie.pointer, cancellable, callback, data)
        } finish: { [self, cookie] result in
            _ = cookie  // keeps the SoupCookie alive until WebKit is done with it
            _ = try GLibError.check { error in webkit_cookie_manager_add_cookie_finish(cookieManager, result, error) }
        }
    }

    /// Applies `transform` to each `SoupCookie` of `list`, in order.
    private static func map<T>(_ list: UnsafeMutablePointer<GList>?, _ transform: (OpaquePointer) -> T) -> [T] {
        var result: [T] = []
        result.reserveCapacity(Int(g_list_length(list)))
        var node = list
        while let current = node {
            if let item = current.pointee.data { result.append(transform(OpaquePointer(item))) }
            node = current.pointee.next
        }
        return result
    }

    /// Frees a transfer-full `GList` of `SoupCookie` and its cookies.
    private static func free(_ list: UnsafeMutablePointer<GList>?) {
        g_list_free_full(list) { cookie in soup_cookie_free(OpaquePointer(cookie)) }
    }
}
