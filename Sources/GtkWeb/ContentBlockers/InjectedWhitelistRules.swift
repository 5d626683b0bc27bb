import Foundation

/// The rules GtkWeb appends, in memory, to every rule list to enforce the whitelists.
///
/// `ignore-previous-rules` cancels only earlier rules of the *same* list, so each list gets its own copy,
/// at its end. What WebKitGTK 2.50 was verified to do (see the tests and webkitgtk-mapping.md §4):
/// - `if-domain: ["example.com"]` matches that host only: used for exact entries.
/// - `if-domain: ["*example.com"]` matches the host *and* its subdomains, and `"*.example.com"`
///   matches only `example.com` itself, so neither expresses SkipWeb's "subdomains only". Wildcard
///   entries use `if-top-url` with a regular expression over the page URL instead.
/// - A `popup` rule keeps `window.open` from creating a window; the popup whitelist cancels `popup`
///   rules on pages of the listed sites (`resource-type: ["popup"]` with `if-top-url`).
/// WebKit accepts `if-domain` and `if-top-url` rules in one list (each trigger holds one condition).
enum InjectedWhitelistRules {
    /// The rule objects, comma-separated, ready to splice before a list's closing `]`; empty when both
    /// whitelists are empty.
    static func json(whitelist: [DomainEntry], popupWhitelist: [DomainEntry]) -> String {
        // The common case, and every cached preparation's: no rules, and no encoder to make.
        if whitelist.isEmpty && popupWhitelist.isEmpty { return "" }
        var rules: [Rule] = []
        let exact = whitelist.filter { !$0.isWildcard }.map(\.host)
        let wildcards = whitelist.filter(\.isWildcard)
        if !exact.isEmpty {
            rules.append(Rule(trigger: Trigger(ifDomain: exact)))
        }
        if !wildcards.isEmpty {
            rules.append(Rule(trigger: Trigger(ifTopURL: wildcards.map { topURLPattern(for: $0, siteLevel: false) })))
        }
        if !popupWhitelist.isEmpty {
            let patterns = popupWhitelist.map { topURLPattern(for: $0, siteLevel: true) }
            rules.append(Rule(trigger: Trigger(ifTopURL: patterns, resourceType: ["popup"])))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return rules.map { rule in
            do {
                return String(decoding: try encoder.encode(rule), as: UTF8.self)
            } catch {
                // The rules hold only strings and arrays of strings; encoding them cannot fail.
                preconditionFailure("encoding an injected content-blocker rule failed: \(error)")
            }
        }.joined(separator: ",")
    }

    /// A WebKit `if-top-url` regular expression for the pages of `entry`.
    ///
    /// `^[^:]+://+` skips the scheme; `([^/]*@)?` skips user info; the host must then end the
    /// authority, followed by an optional port and the path's `/` (WebKit's top URLs always have one).
    /// - Parameter siteLevel: whether a bare entry also covers its subdomains (popup whitelist).
    static func topURLPattern(for entry: DomainEntry, siteLevel: Bool) -> String {
        let host = entry.host.replacingOccurrences(of: ".", with: "\\.")
        let subdomains: String
        if entry.isWildcard {
            subdomains = "[^/:@]+\\."
        } else {
            subdomains = siteLevel ? "([^/:@]+\\.)?" : ""
        }
        return "^[^:]+://+([^/]*@)?" + subdomains + host + "(:[0-9]+)?/"
    }

    private struct Rule: Encodable {
        var trigger: Trigger
        var action = Action()
    }

    private struct Action: Encodable {
        var type = "ignore-previous-rules"
    }

    private struct Trigger: Encodable {
        var urlFilter = ".*"
        var ifDomain: [String]?
        var ifTopURL: [String]?
        var resourceType: [String]?

        enum CodingKeys: String, CodingKey {
            case urlFilter = "url-filter"
            case ifDomain = "if-domain"
            case ifTopURL = "if-top-url"
            case resourceType = "resource-type"
        }
    }
}
