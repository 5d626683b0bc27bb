public import Foundation
import GLibInterop

/// Why a navigation failed, or why a load was refused before it started.
///
/// `code` and `domain` are WebKit's (or GLib's) for failures reported by WebKit, and 0 / `"GtkWeb"` for
/// input GtkWeb refused itself.
public struct WebLoadError: Error, LocalizedError, Sendable, Equatable {
    /// The broad kind of failure.
    public enum Kind: String, Sendable {
        /// The URL is empty, relative or malformed; nothing was loaded.
        case invalidURL
        /// The URL's scheme is not one the engine can load, and no delegate took it.
        case unsupportedScheme
        /// The load was stopped or superseded by a newer navigation.
        case cancelled
        /// The server (or a proxy) asked for credentials and the sign-in was cancelled
        /// (`WebHTTPAuthenticationChallenge.cancel()`, or a challenge dropped unanswered).
        case authenticationCancelled
        /// The network failed: connection refused, DNS, TLS, reset.
        case network
        /// WebKit refused or interrupted the navigation (e.g. a download, a URL it cannot show).
        case policy
        /// A content blocker blocked the page itself.
        case contentBlocked
        /// The web process died while loading.
        case webProcessTerminated
        /// Anything else WebKit reported.
        case other
    }

    /// What kind of failure this is, for code that reacts to it.
    public var kind: Kind
    /// The domain-specific code (WebKit's error code, or 0 for GtkWeb's own checks).
    public var code: Int
    /// The error domain, e.g. `WebKitNetworkError`, `g-io-error-quark`, or `GtkWeb`.
    public var domain: String
    /// A human-readable message.
    public var message: String
    /// The URL that failed, when known.
    public var failingURL: URL?
    /// For a load that failed because the server's TLS certificate is not trusted
    /// (`load-failed-with-tls-errors`): what is wrong with it; nil for every other failure.
    public var certificateProblems: WebCertificateProblems?
    /// For such a load, the certificate the server sent (`WebEngine.allowCertificate(for:)` trusts it).
    public var certificate: WebCertificateSummary?

    /// A load error of `kind`; `domain` and `code` say where it came from (GtkWeb's own checks by default).
    public init(kind: Kind, code: Int = 0, domain: String = "GtkWeb", message: String, failingURL: URL? = nil) {
        self.kind = kind
        self.code = code
        self.domain = domain
        self.message = message
        self.failingURL = failingURL
    }

    public var errorDescription: String? { message }

    /// WebKit's "load request cancelled" (`WEBKIT_NETWORK_ERROR_CANCELLED`).
    static let webKitCancelledCode = 302
    /// The GError domains WebKit uses for network and policy failures.
    static let webKitNetworkDomain = "WebKitNetworkError"
    static let webKitPolicyDomain = "WebKitPolicyError"
    /// WebKit's "The URL was blocked by a content blocker", in `WebKitPolicyError`. Not in WebKitGTK's
    /// public enum (WebCore's `blockedByContentBlockerError`); observed on WebKitGTK 2.50 when a rule
    /// blocks a main-frame navigation (webkitgtk-mapping.md §4).
    static let webKitContentBlockedCode = 104

    /// WebKit's "plug-in handled load" (`WEBKIT_PLUGIN_ERROR_WILL_HANDLE_LOAD` in `WebKitPluginError`),
    /// which ends the page load of an audio or video URL once its media document plays the stream.
    /// WebKitGTK 6.0 reports the same with `WEBKIT_MEDIA_ERROR_WILL_HANDLE_LOAD` in `WebKitMediaError`.
    static let webKitPluginDomain = "WebKitPluginError"
    static let webKitMediaDomain = "WebKitMediaError"
    static let webKitPluginWillHandleLoadCode = 204

    /// Whether this is WebKit's "plug-in handled load": the media document took the response over, and
    /// the page is shown.
    var isHandledByMediaDocument: Bool {
        (domain == Self.webKitPluginDomain || domain == Self.webKitMediaDomain)
            && code == Self.webKitPluginWillHandleLoadCode
    }

    init(_ error: GLibError, uri: String?) {
        let kind: Kind
        switch error.domain {
        case Self.webKitNetworkDomain:
            kind = error.code == Self.webKitCancelledCode ? .cancelled : .network
        case Self.webKitPolicyDomain:
            kind = error.code == Self.webKitContentBlockedCode ? .contentBlocked : .policy
        case GLibError.ioDomain:
            kind = error.isCancellation ? .cancelled : .network
        case "g-resolver-error-quark", "g-tls-error-quark", "WebKitTLSError":
            kind = .network
        default:
            kind = .other
        }
        self.init(
            kind: kind, code: error.code, domain: error.domain, message: error.message,
            failingURL: uri.flatMap(URL.init(string:)))
        if error.domain == Self.tlsDomain { certificateProblems = WebCertificateProblems(rawValue: UInt32(error.code)) }
    }

    /// The domain of a load refused for its certificate; the code holds GLib's `GTlsCertificateFlags`.
    static let tlsDomain = "WebKitTLSError"

    static func cancelled(_ message: String, url: URL?) -> WebLoadError {
        WebLoadError(kind: .cancelled, message: message, failingURL: url)
    }
}

/// Why a web process ended.
public enum WebProcessTerminationReason: Sendable, Equatable {
    /// The web process crashed.
    case crashed
    /// WebKit killed it for exceeding its memory limit.
    case exceededMemoryLimit
    /// The host terminated it (`WebEngine.terminateWebProcess()`).
    case terminatedByHost

    init(webKitReason: Int) {
        switch webKitReason {
        case 1: self = .exceededMemoryLimit
        case 2: self = .terminatedByHost
        default: self = .crashed
        }
    }
}
