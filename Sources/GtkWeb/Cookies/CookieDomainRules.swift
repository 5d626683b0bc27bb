/// The domain checks a cookie passes before it reaches WebKit's store, whether set through the API or
/// read from a `Set-Cookie` header. Free of the main actor: it only reads the domain text and libsoup's
/// copy of the Public Suffix List.
enum CookieDomainRules {
    /// Refuses domains no browser stores a cookie for: malformed ones (`.`, `..`, `..com`, `a..b`,
    /// `example.com.`), an IP address as a domain cookie (`.127.0.0.1`; host-only `127.0.0.1` is
    /// fine) and public suffixes (`com`, `.co.uk`), which would make a cookie every site under them
    /// receives.
    static func check(_ domain: String) throws(WebCookieDomainError) {
        let host = domain.hasPrefix(".") ? String(domain.dropFirst()) : domain
        if isIPAddress(host) {
            guard host == domain else { throw .malformed(domain) }
            return
        }
        guard !host.isEmpty, !host.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { throw .malformed(domain) }
        if PublicSuffixList.isPublicSuffix(host) { throw .publicSuffix(domain) }
    }

    /// Whether `host` is an IPv4 address in dotted-quad form, or an IPv6 address (bare or in brackets).
    private static func isIPAddress(_ host: String) -> Bool {
        if host.contains(":") { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && Int(part)! <= 255
            }
    }
}
