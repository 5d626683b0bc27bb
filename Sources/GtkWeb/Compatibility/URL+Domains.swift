public import Foundation

/// SkipWeb's host helpers on `URL`.
extension URL {
    /// The URL's host without a leading `www.` — and, unless `stripWWWSubdomainOnly`, without a leading
    /// `m.` or `mobile.` either — or nil when the URL has no host. IPv6 hosts keep their brackets.
    public func normalizedHost(stripWWWSubdomainOnly: Bool = false) -> String? {
        guard let host = URLComponents(url: self, resolvingAgainstBaseURL: false)?.host, !host.isEmpty else {
            return nil
        }
        let prefixes = stripWWWSubdomainOnly ? ["www."] : ["www.", "mobile.", "m."]
        for prefix in prefixes where host.lowercased().hasPrefix(prefix) && host.count > prefix.count {
            return String(host.dropFirst(prefix.count))
        }
        return host
    }

    /// The host's last two labels (`news.example.org` → `example.org`), or the host itself when it has
    /// fewer labels or is an IP address; nil without a host. No public-suffix list is consulted, so a
    /// host under a two-label suffix (`a.example.co.uk`) gives the suffix (`co.uk`).
    public var baseDomain: String? {
        guard let host = URLComponents(url: self, resolvingAgainstBaseURL: false)?.host, !host.isEmpty else {
            return nil
        }
        let isIPAddress = host.hasPrefix("[") || host.allSatisfy { $0.isNumber || $0 == "." }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard !isIPAddress, labels.count > 2 else { return host }
        return labels.suffix(2).joined(separator: ".")
    }

    /// The URL's scheme, normalized host (`normalizedHost()`) and port only
    /// (`https://m.example.org:8443/a?b` → `https://example.org:8443`); the URL itself when it has no host.
    public var domainURL: URL {
        guard let host = normalizedHost() else { return self }
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        return components.url ?? self
    }
}
