import Foundation

/// One whitelist entry: a host (`example.com`) or a host's subdomains (`*.example.com`).
///
/// Entries are trimmed and lowercased; an empty entry is skipped silently (as in SkipWeb); anything
/// else that is not a host name in ASCII (punycode for international names) is rejected with a reason.
struct DomainEntry: Sendable, Hashable, Comparable {
    /// The host, without the `*.` prefix.
    var host: String
    /// Whether the entry was `*.host` (subdomains).
    var isWildcard: Bool

    /// The normalized text: `host` or `*.host`.
    var text: String { isWildcard ? "*." + host : host }

    static func < (lhs: DomainEntry, rhs: DomainEntry) -> Bool { lhs.text < rhs.text }

    /// Which list an entry came from, for error reports.
    enum Field: Sendable {
        case whitelist
        case popupWhitelist
    }

    /// A normalized list: accepted entries (sorted, unique) and the errors for rejected ones.
    struct Normalized: Sendable, Equatable {
        var entries: [DomainEntry]
        var errors: [WebContentBlockerDomainError]

        /// The entries' texts, sorted.
        var texts: [String] { entries.map(\.text) }
    }

    /// Normalizes `raw` entries: trim, lowercase, validate, de-duplicate, sort.
    static func normalize(_ raw: [String], field: Field) -> Normalized {
        if raw.isEmpty { return Normalized(entries: [], errors: []) }
        var accepted = Set<DomainEntry>()
        var errors: [WebContentBlockerDomainError] = []
        var rejected = Set<String>()
        for original in raw {
            let text = original.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if text.isEmpty { continue }
            switch parse(text) {
            case .success(let entry):
                accepted.insert(entry)
            case .failure(let reason):
                guard rejected.insert(text).inserted else { continue }
                switch field {
                case .whitelist: errors.append(.invalidWhitelistedDomain(entry: original, reason: reason.text))
                case .popupWhitelist:
                    errors.append(.invalidPopupWhitelistedSourceDomain(entry: original, reason: reason.text))
                }
            }
        }
        return Normalized(entries: accepted.sorted(), errors: errors)
    }

    /// Why an entry is not a host name.
    struct Rejection: Error {
        var text: String
    }

    /// Parses a trimmed, lowercased entry.
    static func parse(_ text: String) -> Result<DomainEntry, Rejection> {
        var host = Substring(text)
        let isWildcard = host.hasPrefix("*.")
        if isWildcard { host = host.dropFirst(2) }
        if host.contains("://") || host.contains("/") {
            return .failure(Rejection(text: "a host name is expected, not a URL"))
        }
        if host.contains("*") {
            return .failure(Rejection(text: "only a leading '*.' is allowed, as in *.example.com"))
        }
        if host.isEmpty {
            return .failure(Rejection(text: isWildcard ? "'*.' needs a domain after it" : "empty host"))
        }
        if host.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return .failure(Rejection(text: "a host name cannot contain spaces"))
        }
        if !host.unicodeScalars.allSatisfy(\.isASCII) {
            return .failure(Rejection(text: "international names must be written in punycode (xn--…)"))
        }
        guard host.count <= 253 else { return .failure(Rejection(text: "longer than 253 characters")) }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            if label.isEmpty { return .failure(Rejection(text: "empty label (a leading, trailing or double dot)")) }
            if label.count > 63 { return .failure(Rejection(text: "a label is longer than 63 characters")) }
            let allowed = label.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            }
            if !allowed {
                return .failure(Rejection(text: "only letters, digits, '-' and '_' are allowed in a host name"))
            }
        }
        return .success(DomainEntry(host: String(host), isWildcard: isWildcard))
    }

    // MARK: - Matching

    /// Whether `host` is covered, with whitelist semantics: `example.com` only that host,
    /// `*.example.com` only strict subdomains.
    func matchesExactly(host candidate: String) -> Bool {
        isWildcard ? Self.isSubdomain(candidate, of: host) : candidate == host
    }

    /// Whether `host` is covered, with site-level (popup whitelist) semantics: `example.com` the host and
    /// all its subdomains, `*.example.com` only strict subdomains.
    func matchesSite(host candidate: String) -> Bool {
        isWildcard ? Self.isSubdomain(candidate, of: host) : candidate == host || Self.isSubdomain(candidate, of: host)
    }

    private static func isSubdomain(_ candidate: String, of host: String) -> Bool {
        candidate.count > host.count + 1 && candidate.hasSuffix("." + host)
    }

    /// Normalizes a host to compare against entries (trimmed, lowercased, without a trailing dot).
    static func comparableHost(_ host: String) -> String {
        var text = host.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
