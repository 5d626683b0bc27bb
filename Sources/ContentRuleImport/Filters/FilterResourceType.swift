import Foundation

/// An Adblock Plus request type option (`$script`, `$image`, …) and the WebKit `resource-type` values it maps to.
///
/// The mapping targets WebKitGTK 2.50, which knows the finer types of recent WebKit:
/// - `subdocument` → `child-document`: only documents loaded into frames. Plain `document` would also match
///   top-level navigations, which Adblock Plus never blocks for `$subdocument`.
/// - `xmlhttprequest` → `fetch` (XMLHttpRequest and `fetch()`), `websocket` → `websocket`; `raw` would widen
///   both to every untyped load.
/// - `ping` and `other` → `other` (WebKit files beacons and pings under it) plus `svg-document` for `other`.
/// - `object` (`object-subrequest`) → nothing: WebKitGTK has no plug-ins, so these loads never happen and
///   dropping the type changes nothing. A filter naming only `object` is reported instead of converted.
/// - `webrtc` → not expressible; a filter naming it is reported.
/// - `document` (on a blocking filter) → `top-document`: the page's own navigation, as Adblock Plus blocks it.
///   Plain `document` would also block frames. On exceptions, `$document` is a page-wide exception instead.
enum FilterResourceType: String, CaseIterable {
    case script, image, stylesheet, object, xmlhttprequest, subdocument, ping, websocket, webrtc, font, media
    case popup, other, document

    /// Parses a type option name, accepting the uBlock Origin / AdGuard aliases.
    ///
    /// - Parameter name: The lowercase option name without `~`.
    init?(optionName name: String) {
        switch name {
        case "css": self = .stylesheet
        case "xhr": self = .xmlhttprequest
        case "frame", "iframe": self = .subdocument
        case "object-subrequest": self = .object
        case "beacon": self = .ping
        default: self.init(rawValue: name)
        }
    }

    /// The types a filter without type options applies to, as in Adblock Plus: every request type except
    /// `popup` (and top-level documents, which are not a request type here).
    static let defaultTypes: [FilterResourceType] = allCases.filter { ![.popup, .webrtc, .document].contains($0) }

    /// Whether `type` is a load that opens a page: blocks naming one go below the top-level pass. (Compared,
    /// not looked up in a set: hashing the type hashes its raw string, for every type of every filter.)
    static func isPageLoad(_ type: ContentBlockerRule.ResourceType) -> Bool {
        type == .topDocument || type == .popup
    }

    /// The WebKit types of a filter without type options (most filters), computed once.
    private static let defaultWebKitTypes = Set(defaultTypes.flatMap(\.webKitTypes)).sorted()

    /// The WebKit resource types this type maps to; empty when WebKit has nothing to match.
    var webKitTypes: [ContentBlockerRule.ResourceType] {
        switch self {
        case .script: return [.script]
        case .image: return [.image]
        case .stylesheet: return [.styleSheet]
        case .object: return []
        case .xmlhttprequest: return [.fetch]
        case .subdocument: return [.childDocument]
        case .ping: return [.other]
        case .websocket: return [.websocket]
        case .webrtc: return []
        case .font: return [.font]
        case .media: return [.media]
        case .popup: return [.popup]
        case .document: return [.topDocument]
        case .other: return [.other, .svgDocument]
        }
    }

    /// The WebKit `resource-type` array for a filter's type options, following Adblock Plus: named types
    /// minus negated ones, or, when only negations (or nothing) are given, the default types minus those.
    ///
    /// For filters without type options this is every subresource type; `RequestFilter` leaves the list
    /// out where the list's top-level pass (`FilterListSection.topLevelPass`) keeps them off pages and popups.
    ///
    /// - Parameters:
    ///   - included: Types named without `~`.
    ///   - excluded: Types named with `~`.
    /// - Returns: Sorted, distinct WebKit resource types.
    /// - Throws: `FilterConversionFailure` when `webrtc` is named or nothing WebKit can match is left.
    static func webKitTypes(including included: [FilterResourceType], excluding excluded: [FilterResourceType])
        throws(FilterConversionFailure) -> [ContentBlockerRule.ResourceType]
    {
        if included.contains(.webrtc) {
            throw .unsupportedOption("webrtc", why: "WebKit content blockers do not see WebRTC connections")
        }
        if included.isEmpty && excluded.isEmpty { return defaultWebKitTypes }
        let base = included.isEmpty ? defaultTypes : included
        let selected = base.filter { !excluded.contains($0) }
        let webKit = Set(selected.flatMap(\.webKitTypes)).sorted()
        guard !webKit.isEmpty else {
            let names = selected.map { "$" + $0.rawValue }.joined(separator: ", ")
            throw .noResourceTypes(
                selected.isEmpty
                    ? "the type options exclude every type"
                    : "\(names) loads do not exist in WebKitGTK (no plug-ins)")
        }
        return webKit
    }
}
