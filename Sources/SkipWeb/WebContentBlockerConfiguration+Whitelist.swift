import Foundation
import GtkWeb

extension WebContentBlockerConfiguration {
    /// `domains` as the engine uses them: trimmed, lowercased, without empty or invalid entries,
    /// de-duplicated and sorted (SkipWeb's internal helper; the same list as the instance's
    /// `normalizedWhitelistedDomains`).
    static func normalizedWhitelistedDomains(from domains: [String]) -> [String] {
        WebContentBlockerConfiguration(whitelistedDomains: domains).normalizedWhitelistedDomains
    }

    /// Whether `host` is exempt under `domains`: `example.com` covers that host only, `*.example.com`
    /// only its subdomains; a nil or blank host never is (SkipWeb's internal helper, answered by
    /// `isWhitelisted(host:)`, the decision the engine's injected rules make).
    static func matchesWhitelistedDomain(_ host: String?, in domains: [String]) -> Bool {
        let trimmed = host?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !trimmed.isEmpty else { return false }
        return WebContentBlockerConfiguration(whitelistedDomains: domains).isWhitelisted(host: trimmed)
    }

    /// The Android provider SkipWeb would consult: nil when `androidMode` is `.disabled`; the custom
    /// provider itself without whitelist; otherwise the provider behind a whitelist that allows every
    /// request of a whitelisted page (and a whitelisted main-frame navigation), while cosmetic rules
    /// still come from the provider (SkipWeb's internal helper; GtkWeb never calls Android providers).
    var effectiveAndroidProvider: (any AndroidContentBlockingProvider)? {
        guard case .custom(let provider) = androidMode else { return nil }
        let domains = normalizedWhitelistedDomains
        return domains.isEmpty ? provider : WhitelistingAndroidProvider(wrapped: provider, domains: domains)
    }
}

/// An Android provider whose request decisions are `allow` on whitelisted pages.
private struct WhitelistingAndroidProvider: AndroidContentBlockingProvider {
    let wrapped: any AndroidContentBlockingProvider
    let domains: [String]

    var persistentCosmeticRules: [AndroidCosmeticRule] { wrapped.persistentCosmeticRules }

    func requestDecision(for request: AndroidBlockableRequest) -> AndroidRequestBlockDecision {
        let exempt =
            WebContentBlockerConfiguration.matchesWhitelistedDomain(request.mainDocumentURL?.host, in: domains)
            || (request.isForMainFrame
                && WebContentBlockerConfiguration.matchesWhitelistedDomain(request.url.host, in: domains))
        return exempt ? .allow : wrapped.requestDecision(for: request)
    }

    func navigationCosmeticRules(for page: AndroidPageContext) -> [AndroidCosmeticRule] {
        wrapped.navigationCosmeticRules(for: page)
    }
}
