import Foundation
import GtkWeb

extension WebCookie {
    /// Whether this cookie would be sent with a request for `url` at `now` (SkipWeb's internal rule).
    ///
    /// The URL needs a host. A secure cookie needs `https`; an expired one (`expires <= now`) never
    /// matches. A domain without a leading dot is host-only (`example.com` matches that host alone);
    /// with one (`.example.com`) it also matches subdomains; no domain matches any host. The path
    /// matches on segment boundaries: `/media` matches `/media` and `/media/x`, not `/media2`.
    /// This is SkipWeb's model, not the engine's: the engine's store (libsoup) decides what it sends.
    func matches(url: URL, now: Date = Date()) -> Bool {
        guard let host = url.host?.lowercased(), !host.isEmpty else { return false }
        if isSecure, url.scheme?.lowercased() != "https" { return false }
        if let expires, expires <= now { return false }
        let rawDomain = domain?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() ?? ""
        if rawDomain.hasPrefix(".") {
            let parent = String(rawDomain.dropFirst())
            if !parent.isEmpty, host != parent, !host.hasSuffix("." + parent) { return false }
        } else if !rawDomain.isEmpty, host != rawDomain {
            return false
        }
        return Self.pathMatches(request: url.path, cookie: path)
    }

    /// RFC 6265's path match, after giving both paths a leading `/` (an empty or nil cookie path is `/`).
    private static func pathMatches(request: String, cookie: String?) -> Bool {
        let requestPath = request.hasPrefix("/") ? request : "/" + request
        let trimmed = cookie?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let cookiePath = trimmed.isEmpty ? "/" : (trimmed.hasPrefix("/") ? trimmed : "/" + trimmed)
        guard requestPath.hasPrefix(cookiePath) else { return false }
        if requestPath.count == cookiePath.count || cookiePath.hasSuffix("/") { return true }
        return requestPath.dropFirst(cookiePath.count).first == "/"
    }
}
