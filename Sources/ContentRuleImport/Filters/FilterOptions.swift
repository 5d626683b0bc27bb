import Foundation

/// The options after `$` of a request filter, such as `$script,third-party,domain=a.com|b.com`.
struct FilterOptions: Equatable {
    /// What a page-wide exception (`@@…$document`, `$elemhide`, `$generichide`) turns off on matching pages.
    enum PageException: Equatable, Comparable {
        /// `$generichide`: element-hiding rules that name no domain.
        case genericElementHiding
        /// `$elemhide`: every element-hiding rule.
        case elementHiding
        /// `$document`: every rule, blocking and hiding.
        case everything
    }

    /// `$domain=` (or uBlock Origin's `$from=`).
    var domains = FilterDomains()
    /// `$third-party` / `$~third-party` (and the `3p`, `1p`, `first-party` aliases).
    var loadType: ContentBlockerRule.LoadType?
    /// `$match-case`.
    var matchCase = false
    /// Type options named without `~`.
    var includedTypes: [FilterResourceType] = []
    /// Type options named with `~`.
    var excludedTypes: [FilterResourceType] = []
    /// `$important`: the block holds against request exceptions (not against `$document` exceptions).
    var isImportant = false
    /// The widest page-wide exception option given, if any (exceptions only).
    var pageException: PageException?

    /// Options with a meaning Adblock Plus, uBlock Origin or AdGuard define, that WebKit cannot express.
    private static let unsupported: [String: String] = [
        "csp": "WebKit content blockers cannot add a Content-Security-Policy header",
        "redirect": "WebKit content blockers cannot redirect a request to a local resource",
        "redirect-rule": "WebKit content blockers cannot redirect a request to a local resource",
        "rewrite": "WebKit content blockers cannot redirect a request to a local resource",
        "removeparam": "WebKit content blockers cannot rewrite a URL's query",
        "queryprune": "WebKit content blockers cannot rewrite a URL's query",
        "urltransform": "WebKit content blockers cannot rewrite a URL",
        "replace": "WebKit content blockers cannot rewrite response bodies",
        "header": "WebKit content blockers cannot match response headers",
        "removeheader": "WebKit content blockers cannot modify headers",
        "permissions": "WebKit content blockers cannot add a Permissions-Policy header",
        "badfilter": "it disables another filter; delete that filter from the list instead",
        "sitekey": "it needs the page's signature, which WebKit content blockers cannot check",
        "genericblock": "WebKit cannot tell generic blocking rules apart from domain-specific ones at load time",
        "denyallow": "it needs a second domain condition on the request, which a WebKit trigger lacks",
        "to": "it needs a second domain condition on the request, which a WebKit trigger lacks",
        "method": "request-method conditions are not emitted by this importer",
        "webrtc": "WebKit content blockers do not see WebRTC connections",
        "all": "it includes popups and top-level documents; list the types explicitly",
        "inline-script": "it injects a Content-Security-Policy header",
        "inline-font": "it injects a Content-Security-Policy header",
        "empty": "WebKit content blockers cannot answer a request with an empty response",
        "mp4": "WebKit content blockers cannot answer a request with an empty response",
        "stealth": "WebKit content blockers cannot modify headers",
        "cookie": "WebKit content blockers cannot remove individual cookies",
        "jsinject": "page-wide exceptions other than $document, $elemhide and $generichide are not supported",
        "urlblock": "page-wide exceptions other than $document, $elemhide and $generichide are not supported",
        "content": "page-wide exceptions other than $document, $elemhide and $generichide are not supported",
        "extension": "page-wide exceptions other than $document, $elemhide and $generichide are not supported",
        "specifichide": "WebKit cannot cancel domain-specific hiding rules without cancelling generic ones",
        "shide": "WebKit cannot cancel domain-specific hiding rules without cancelling generic ones",
        "strict1p": "WebKit's load-type compares registrable domains only",
        "strict3p": "WebKit's load-type compares registrable domains only",
    ]

    /// Parses an option list.
    ///
    /// - Parameters:
    ///   - text: The text after `$`.
    ///   - isException: Whether the filter starts with `@@`; page-wide options are accepted only then.
    /// - Returns: The parsed options.
    /// - Throws: `FilterConversionFailure` for unknown, unsupported or contradictory options.
    static func parse(_ text: Substring, isException: Bool) throws(FilterConversionFailure) -> FilterOptions {
        var options = FilterOptions()
        var sawDomain = false
        for rawOption in text.split(separator: ",", omittingEmptySubsequences: false) {
            let option = rawOption.trimmingSpaces
            guard !option.isEmpty else { throw .invalidPattern("empty option in '$\(text)'") }
            let nameAndValue = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            var name = nameAndValue[0].lowercased()
            let value = nameAndValue.count > 1 ? nameAndValue[1] : nil
            let negated = name.hasPrefix("~")
            if negated { name.removeFirst() }

            switch name {
            case "third-party", "3p", "first-party", "1p":
                let wantsThirdParty = (name == "third-party" || name == "3p") != negated
                let loadType: ContentBlockerRule.LoadType = wantsThirdParty ? .thirdParty : .firstParty
                if let existing = options.loadType, existing != loadType {
                    throw .contradictoryOptions("both first-party and third-party loads are required")
                }
                options.loadType = loadType
            case "match-case":
                options.matchCase = !negated
            case "domain", "from":
                guard let value, !value.isEmpty, !negated else { throw .invalidPattern("malformed '$\(option)'") }
                guard !sawDomain else { throw .contradictoryOptions("more than one domain list") }
                sawDomain = true
                options.domains = try FilterDomains.parse(value, separator: "|")
            case "important" where !negated && value == nil:
                options.isImportant = true
            case "collapse":
                // Only decides whether Adblock Plus collapses the blocked element; it changes nothing here.
                break
            case "document" where !isException, "doc" where !isException:
                // A blocking `$document` filter blocks the page itself: the top-level navigation.
                if negated {
                    options.excludedTypes.append(.document)
                } else {
                    options.includedTypes.append(.document)
                }
            case "document", "doc", "elemhide", "ehide", "generichide", "ghide":
                guard isException, !negated else {
                    throw .unsupportedOption(
                        option, why: "only page-wide exceptions (@@…$\(name)) are supported, not blocking filters")
                }
                let scope: PageException =
                    switch name {
                    case "document", "doc": .everything
                    case "elemhide", "ehide": .elementHiding
                    default: .genericElementHiding
                    }
                options.pageException = max(options.pageException ?? scope, scope)
            default:
                if value == nil, let type = FilterResourceType(optionName: name) {
                    if negated {
                        options.excludedTypes.append(type)
                    } else {
                        options.includedTypes.append(type)
                    }
                } else if let why = unsupported[name] {
                    throw .unsupportedOption(name, why: why)
                } else {
                    throw .unknownOption(option)
                }
            }
        }
        return options
    }

    /// Whether `text`, the part after a `$`, reads as an option list rather than as part of a URL pattern.
    ///
    /// Follows Adblock Plus: comma-separated `~?name(=value)?` items, names made of letters, digits, `-`, `_`.
    /// Reads bytes, which on the ASCII of names are the characters; a line whose options hold anything else
    /// is read character by character, as before.
    static func looksLikeOptions(_ text: Substring) -> Bool {
        guard !text.isEmpty else { return false }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return looksLikeOptions(characters: text) }
        var atNameStart = true
        var inName = true
        var nameLength = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ","):
                guard nameLength > 0 else { return false }
                atNameStart = true
                inName = true
                nameLength = 0
            case _ where !inName:
                continue
            case UInt8(ascii: "="):
                guard nameLength > 0 else { return false }
                inName = false
            case UInt8(ascii: "~") where atNameStart:
                atNameStart = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                atNameStart = false
                nameLength += 1
            default:
                return false
            }
        }
        return nameLength > 0
    }

    private static func looksLikeOptions(characters text: Substring) -> Bool {
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var name = item.prefix { $0 != "=" }
            if name.hasPrefix("~") { name = name.dropFirst() }
            let isNameCharacter: (Character) -> Bool = {
                $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0))
            }
            guard !name.isEmpty, name.allSatisfy(isNameCharacter) else { return false }
        }
        return true
    }
}
