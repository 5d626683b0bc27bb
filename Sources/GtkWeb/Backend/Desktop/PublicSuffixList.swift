import CWebKitGTK

/// libsoup's copy of the Public Suffix List (`soup_tld_domain_is_public_suffix`).
enum PublicSuffixList {
    /// Whether `domain` (lower-case, without a leading dot) is a public suffix such as `com`,
    /// `co.uk` or `github.io`, under which anyone may register names.
    static func isPublicSuffix(_ domain: String) -> Bool {
        soup_tld_domain_is_public_suffix(domain) != 0
    }
}
