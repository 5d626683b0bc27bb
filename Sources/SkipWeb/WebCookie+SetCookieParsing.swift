import Foundation
import GtkWeb

extension WebCookie {
    /// The cookies of `Set-Cookie` header values received from `responseURL` (SkipWeb's internal
    /// parser), in order; a value without `name=` or with an empty name is skipped.
    ///
    /// SkipWeb's defaults: the domain is `responseURL`'s host (host-only), the path `/`. `Domain=x`
    /// gives `.x` (subdomains too), `Path=` replaces the path, `Max-Age=n` expires `n` seconds from now,
    /// `Secure` and `HttpOnly` set their flags; other attributes (`Expires`, `SameSite`) and empty
    /// values are ignored. `WebEngine.applySetCookieHeaders(_:for:)` does not use this: the engine's
    /// store parses with libsoup, as for cookies from the network.
    static func parseSetCookieHeaders(_ headers: [String], responseURL: URL) -> [WebCookie] {
        headers.compactMap { parseSetCookie($0, responseURL: responseURL) }
    }

    private static func parseSetCookie(_ header: String, responseURL: URL) -> WebCookie? {
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let pair = parts.first, let (name, value) = nameAndValue(pair), !name.isEmpty else { return nil }
        var cookie = WebCookie(name: name, value: value, domain: responseURL.host, path: "/")
        for attribute in parts.dropFirst() where !attribute.isEmpty {
            switch attribute.lowercased() {
            case "secure": cookie.isSecure = true
            case "httponly": cookie.isHTTPOnly = true
            default:
                guard let (key, argument) = nameAndValue(attribute), !argument.isEmpty else { continue }
                switch key.lowercased() {
                case "domain": cookie.domain = argument.hasPrefix(".") ? argument : "." + argument
                case "path": cookie.path = argument
                case "max-age":
                    if let seconds = Int(argument) {
                        cookie.expires = Date(timeIntervalSinceNow: TimeInterval(seconds))
                    }
                default: continue
                }
            }
        }
        return cookie
    }

    /// `name=value` split at the first `=`, both sides trimmed; nil without `=`.
    private static func nameAndValue(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        return (
            text[..<equals].trimmingCharacters(in: .whitespacesAndNewlines),
            text[text.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}
