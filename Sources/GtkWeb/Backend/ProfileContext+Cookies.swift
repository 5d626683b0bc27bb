import CWebKitGTK
import GLibInterop

extension ProfileContext {
    /// The cookies the store would send with a request to `uri`, and the `Cookie` header built from them.
    ///
    /// `webkit_cookie_manager_get_cookies` applies the domain, path, `Secure` (https only) and expiry
    /// rules, and includes HttpOnly cookies. The header comes from `soup_cookies_to_cookie_header`.
    /// - Throws: `GLibError` when WebKit reports a failure; `CancellationError` when the task is
    ///   cancelled (the call's `GCancellable` is cancelled too).
    func cookieList(for uri: String) async throws -> (cookies: [WebCookie], header: String?) {
        try await gAsync { cancellable, callback, data in
            webkit_cookie_manager_get_cookies(cookieManager, uri, cancellable, callback, data)
        } finish: { [self] result in
            let list = try GLibError.check { error in
                webkit_cookie_manager_get_cookies_finish(cookieManager, result, error)
            }
            return Self.takeCookies(list)
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

    /// Converts and frees a transfer-full `GList` of `SoupCookie`.
    private static func takeCookies(_ list: UnsafeMutablePointer<GList>?) -> (cookies: [WebCookie], header: String?) {
        var cookies: [WebCookie] = []
        var header: UnsafeMutablePointer<GSList>?
        var node = list
        while let current = node {
            if let item = current.pointee.data {
                cookies.append(SoupCookieRef.webCookie(borrowing: OpaquePointer(item)))
                header = g_slist_prepend(header, item)
            }
            node = current.pointee.next
        }
        header = g_slist_reverse(header)
        let headerText = header == nil ? nil : String(takingCString: soup_cookies_to_cookie_header(header))
        g_slist_free(header)
        node = list
        while let current = node {
            if let item = current.pointee.data { soup_cookie_free(OpaquePointer(item)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return (cookies, headerText)
    }
}
