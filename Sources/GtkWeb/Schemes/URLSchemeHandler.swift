public import Foundation

/// Answers the requests of one custom URL scheme, such as `app://` (SkipWeb's `URLSchemeHandler`,
/// which is `WKURLSchemeHandler` on iOS).
///
/// Register handlers in `WebEngineConfiguration.schemeHandlers`. Each request runs
/// `respond(to:with:)` in a task on the main actor: call `task.respond(…)` once with the status, MIME
/// type and headers, then `write` the body in as many pieces as you like (the page receives them as
/// they come), and return; the body ends when the method returns. A handler that throws before
/// responding gives the page a failed load carrying the error's text; after responding, the body
/// is cut short. Ready-made handlers: `DirectoryURLSchemeHandler`, `InMemoryURLSchemeHandler`,
/// `BundleURLSchemeHandler`.
@MainActor
public protocol URLSchemeHandler: AnyObject {
    /// How WebKit treats the scheme (secure context, CORS, local). Flags are per profile, add up
    /// across engines and cannot be withdrawn (`webkit_security_manager_register_uri_scheme_as_*`).
    var schemeSecurity: URLSchemeSecurity { get }

    /// Answers one request.
    /// - Throws: any error: before `task.respond`, the page's load fails with its description.
    func respond(to request: URLSchemeRequest, with task: URLSchemeTask) async throws
}

extension URLSchemeHandler {
    /// No flags: WebKit's defaults for a custom scheme.
    public var schemeSecurity: URLSchemeSecurity { [] }
}

/// WebKit security flags for a custom scheme.
public struct URLSchemeSecurity: OptionSet, Sendable {
    /// The flag bits.
    public let rawValue: Int
    /// Creates flags from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Pages of the scheme are secure contexts and mixed-content checks treat it like `https`.
    public static let secure = URLSchemeSecurity(rawValue: 1)
    /// Pages of other origins may fetch the scheme, subject to CORS headers.
    public static let corsEnabled = URLSchemeSecurity(rawValue: 2)
    /// Only local pages (`file:` and other local schemes) may load it.
    public static let local = URLSchemeSecurity(rawValue: 4)
}

/// One request to a custom scheme.
public struct URLSchemeRequest: Sendable, Equatable {
    /// The URL, as WebKit normalized it (dot segments already removed).
    public let url: URL
    /// The URL's path exactly as the page encoded it (percent escapes kept), for handlers that map
    /// paths to files and must not decode twice.
    public let encodedPath: String
    /// The HTTP method.
    public let method: String
    /// The request headers, names lowercased.
    public let headers: [String: String]

    /// Creates a request (for tests of a handler).
    public init(url: URL, encodedPath: String? = nil, method: String = "GET", headers: [String: String] = [:]) {
        self.url = url
        self.encodedPath = encodedPath ?? URLSchemeRequest.encodedPath(of: url.absoluteString)
        self.method = method
        self.headers = headers
    }

    /// The path part of `uri` (after the authority, before `?` or `#`), still percent-encoded.
    static func encodedPath(of uri: String) -> String {
        var rest = Substring(uri)
        if let colon = rest.firstIndex(of: ":") { rest = rest[rest.index(after: colon)...] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            rest = rest[(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)...]
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        return String(rest)
    }
}
