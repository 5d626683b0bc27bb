public import Foundation

/// One HTTP cookie, as the engine's cookie store holds it.
///
/// Read with `WebEngine.cookies(for:)`, written with `WebEngine.setCookie(_:requestURL:)`. Fields
/// follow SkipWeb's `WebCookie`.
public struct WebCookie: Equatable, Hashable, Sendable {
    /// The cookie's name.
    public var name: String
    /// The cookie's value.
    public var value: String
    /// The domain. With a leading dot (`.example.com`) the cookie also goes to subdomains; without one
    /// it is host-only. Nil when setting means "the request URL's host" (host-only).
    public var domain: String?
    /// The path the cookie is sent for (and below). Nil when setting means `/`.
    public var path: String?
    /// When the cookie expires; nil for a session cookie (gone when the process ends). Second precision.
    public var expires: Date?
    /// Whether the cookie is sent over `https:` only.
    public var isSecure: Bool
    /// Whether the cookie is hidden from page scripts (`document.cookie`); it is still sent with requests.
    public var isHTTPOnly: Bool

    /// Creates a cookie; only `name` and `value` are required.
    public init(
        name: String,
        value: String,
        domain: String? = nil,
        path: String? = nil,
        expires: Date? = nil,
        isSecure: Bool = false,
        isHTTPOnly: Bool = false
    ) {
        self.name = name
        self.value = value
        self.domain = domain
        self.path = path
        self.expires = expires
        self.isSecure = isSecure
        self.isHTTPOnly = isHTTPOnly
    }
}
