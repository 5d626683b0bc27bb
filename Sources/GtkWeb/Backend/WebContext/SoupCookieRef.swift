import CWebKitGTK
import Foundation
import GLibInterop

/// An owned `SoupCookie` (a boxed type: copied with `soup_cookie_copy`, freed with
/// `soup_cookie_free` in `deinit`). Not `Sendable`: it is used on the main thread only.
final class SoupCookieRef {
    let pointer: OpaquePointer

    private init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    deinit { soup_cookie_free(pointer) }

    /// A cookie with the given fields (`soup_cookie_new`, then the setters).
    /// - Parameters:
    ///   - domain: with a leading dot the cookie also goes to subdomains; without one it is host-only.
    ///   - expires: nil for a session cookie. A date already past becomes the Unix epoch: libsoup compares
    ///     expiry dates with the current time in whole seconds (and a coarse clock), so a date earlier in the
    ///     current second would keep the cookie alive, where the epoch always deletes it.
    /// - Returns: nil when `expires` is outside the range GLib dates can hold.
    init?(name: String, value: String, domain: String, path: String, expires: Date?, isSecure: Bool, isHTTPOnly: Bool) {
        let cookie = soup_cookie_new(name, value, domain, path, -1)!
        if let expires {
            let seconds = expires <= Date() ? 0 : expires.timeIntervalSince1970.rounded(.down)
            guard let date = g_date_time_new_from_unix_utc(gint64(seconds)) else {
                soup_cookie_free(cookie)
                return nil
            }
            soup_cookie_set_expires(cookie, date)
            g_date_time_unref(date)
        }
        soup_cookie_set_secure(cookie, isSecure ? 1 : 0)
        soup_cookie_set_http_only(cookie, isHTTPOnly ? 1 : 0)
        pointer = cookie
    }

    /// Parses one `Set-Cookie` header value as received from `originURI` (`soup_cookie_parse`), which
    /// fills in the default domain (the origin's host, host-only) and path (the origin path's folder).
    /// - Returns: nil when libsoup refuses the header (no `=`, a `Domain` the origin does not match)
    ///   or it has no name, or when `originURI` cannot be parsed.
    init?(parsing header: String, originURI: String) {
        guard let origin = g_uri_parse(originURI, G_URI_FLAGS_NONE, nil) else { return nil }
        defer { g_uri_unref(origin) }
        guard let cookie = soup_cookie_parse(header, origin) else { return nil }
        guard let name = String(borrowingCString: soup_cookie_get_name(cookie)), !name.isEmpty else {
            soup_cookie_free(cookie)
            return nil
        }
        pointer = cookie
    }

    /// Copies the cookie's fields (`soup_cookie_get_*`) into a `WebCookie`.
    var webCookie: WebCookie { Self.webCookie(borrowing: pointer) }

    /// Copies a `SoupCookie` the caller keeps ownership of into a `WebCookie`.
    static func webCookie(borrowing cookie: OpaquePointer) -> WebCookie {
        let expires = soup_cookie_get_expires(cookie).map {
            Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix($0)))
        }
        return WebCookie(
            name: String(borrowingCString: soup_cookie_get_name(cookie)) ?? "",
            value: String(borrowingCString: soup_cookie_get_value(cookie)) ?? "",
            domain: String(borrowingCString: soup_cookie_get_domain(cookie)),
            path: String(borrowingCString: soup_cookie_get_path(cookie)),
            expires: expires,
            isSecure: soup_cookie_get_secure(cookie) != 0,
            isHTTPOnly: soup_cookie_get_http_only(cookie) != 0)
    }
}
