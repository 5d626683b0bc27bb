import Foundation

#if !FUZZING
    @testable import GtkWeb
#endif

/// Cookie domains, as `setCookie` and `Set-Cookie` headers give them: any domain is accepted or refused
/// with a `WebCookieDomainError`; an accepted one is an IP address taken host-only, or a host name
/// without empty labels that is not a public suffix, and checking it again gives the same answer.
enum CookieDomainFuzzCheck {
    static let name = "cookie-domain"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let domain = fuzzText(bytes).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let shown = domain.debugDescription
        let verdict = Result { () throws(WebCookieDomainError) in try CookieDomainRules.check(domain) }
        let again = Result { () throws(WebCookieDomainError) in try CookieDomainRules.check(domain) }
        try fuzzRequire(
            (try? verdict.get()) != nil ? (try? again.get()) != nil : true, name, "two checks of \(shown) differ")
        guard case .success = verdict else { return }
        let host = domain.hasPrefix(".") ? String(domain.dropFirst()) : domain
        try fuzzRequire(!host.isEmpty, name, "the empty domain \(shown) was accepted")
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        let isIPv4 =
            parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.utf8.count) && part.utf8.allSatisfy { (0x30...0x39).contains($0) }
                    && Int(part)! <= 255
            }
        if host.contains(":") || isIPv4 {
            try fuzzRequire(host == domain, name, "the IP address \(shown) was accepted as a domain cookie")
            return
        }
        try fuzzRequire(
            !host.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty), name,
            "\(shown), with an empty label, was accepted")
        try fuzzRequire(!PublicSuffixList.isPublicSuffix(host), name, "the public suffix \(shown) was accepted")
    }
}
