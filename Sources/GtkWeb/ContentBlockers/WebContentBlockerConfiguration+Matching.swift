import Foundation

extension WebContentBlockerConfiguration {
    /// The valid `whitelistedDomains` entries, trimmed, lowercased, de-duplicated and sorted.
    public var normalizedWhitelistedDomains: [String] {
        DomainEntry.normalize(whitelistedDomains, field: .whitelist).texts
    }

    /// The valid `popupWhitelistedSourceDomains` entries, trimmed, lowercased, de-duplicated and sorted.
    public var normalizedPopupWhitelistedSourceDomains: [String] {
        DomainEntry.normalize(popupWhitelistedSourceDomains, field: .popupWhitelist).texts
    }

    /// The entries of both whitelists that are not host names (they are dropped), in list order.
    public var domainEntryErrors: [WebContentBlockerDomainError] {
        DomainEntry.normalize(whitelistedDomains, field: .whitelist).errors
            + DomainEntry.normalize(popupWhitelistedSourceDomains, field: .popupWhitelist).errors
    }

    /// Whether pages on `host` are exempt from every rule: `example.com` covers only that host,
    /// `*.example.com` only its subdomains. The same decision the injected rules make in WebKit.
    /// - Parameter host: a page's host, such as `URL.host`; case and a trailing dot do not matter.
    public func isWhitelisted(host: String) -> Bool {
        let candidate = DomainEntry.comparableHost(host)
        guard !candidate.isEmpty else { return false }
        return DomainEntry.normalize(whitelistedDomains, field: .whitelist).entries.contains {
            $0.matchesExactly(host: candidate)
        }
    }

    /// Whether a page on `host` may open popups that `popup` rules would block, at site level:
    /// `example.com` covers `example.com` and all its subdomains, `*.example.com` only the subdomains.
    ///
    /// WebKit already applies this to `window.open` through the injected rules; GtkWeb's popup code
    /// path asks this function for the opener's host wherever it decides about a popup itself.
    /// - Parameter host: the opener page's host; case and a trailing dot do not matter.
    public func allowsUnblockedPopup(fromSourceHost host: String) -> Bool {
        let candidate = DomainEntry.comparableHost(host)
        guard !candidate.isEmpty else { return false }
        return DomainEntry.normalize(popupWhitelistedSourceDomains, field: .popupWhitelist).entries.contains {
            $0.matchesSite(host: candidate)
        }
    }
}
