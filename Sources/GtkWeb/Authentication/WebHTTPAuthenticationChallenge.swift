public import Foundation

/// An HTTP authentication challenge (Basic, Digest, NTLM, …) a server or proxy sent to an engine, handed
/// to `WebEngineConfiguration.httpAuthenticationHandler`.
///
/// Resolve it once, now or later, with `use(username:password:persistence:)` (or SkipWeb's
/// `useCredential(username:password:)`) or `cancel()`; later calls are ignored. Cancelling ends the load
/// that asked with a ``WebLoadError`` of kind `.authenticationCancelled` (and, for a page, the
/// configuration's `errorPageHTML`). A challenge dropped unresolved is cancelled, so the page never waits
/// forever. Backed by WebKitGTK's `authenticate` signal and `WebKitAuthenticationRequest`.
@MainActor
public final class WebHTTPAuthenticationChallenge {
    /// Unique per challenge: the engine's `httpAuthenticationIdentity`, a slash, and a sequence number.
    public let id: String
    /// The host asking for credentials (the proxy's, when `isProxy`); it may differ from the page's host.
    public let host: String
    /// The port of the host asking.
    public let port: Int
    /// The protection space the server named (`WWW-Authenticate: Basic realm="…"`), if any.
    public let realm: String?
    /// How the server asks for credentials.
    public let scheme: WebAuthenticationScheme
    /// Whether a proxy asks (`Proxy-Authenticate`), not the site.
    public let isProxy: Bool
    /// Whether the server refused an earlier credential for this request.
    public let isRetry: Bool
    /// Whether the challenge was answered (`use`, `useCredential`, `cancel`), or WebKit gave up on it
    /// because its load was stopped or replaced.
    public private(set) var isResolved = false
    /// Called once when the challenge is resolved: by the handler, by GtkWeb when it is dropped, or by
    /// WebKit when the load that asked was stopped or replaced (a prompt showing it should close then).
    public var onResolved: (() -> Void)?

    private let request: PendingAuthentication
    private let onCancel: @MainActor () -> Void

    init(id: String, request: PendingAuthentication, onCancel: @escaping @MainActor () -> Void) {
        self.id = id
        self.request = request
        self.onCancel = onCancel
        host = request.host
        port = request.port
        realm = request.realm
        scheme = WebAuthenticationScheme(webKitScheme: request.scheme)
        isProxy = request.isForProxy
        isRetry = request.isRetry
        request.onCancelledByWebKit = { [weak self] in self?.resolve() }
    }

    isolated deinit {
        if !isResolved {
            onCancel()
            request.cancel()
        }
    }

    /// Answers the challenge with a user name and password that WebKit keeps as `persistence` says
    /// (`webkit_credential_new`, `webkit_authentication_request_authenticate`). A wrong credential
    /// brings a new challenge with `isRetry` set. Does nothing once resolved.
    public func use(username: String, password: String, persistence: WebCredentialPersistence) {
        guard !isResolved else { return }
        request.authenticate(username: username, password: password, persistence: persistence)
        resolve()
    }

    /// Answers the challenge with a user name and password kept for the rest of the session: SkipWeb's
    /// name for `use(username:password:persistence: .forSession)`. Does nothing once resolved.
    public func useCredential(username: String, password: String) {
        use(username: username, password: password, persistence: .forSession)
    }

    /// Refuses the challenge (`webkit_authentication_request_cancel`): the load that asked fails with a
    /// ``WebLoadError`` of kind `.authenticationCancelled` (`load(url:)` throws it, the navigation
    /// delegate hears it, and the configuration's `errorPageHTML` is shown for it); a subresource that
    /// asked fails alone. Does nothing once resolved.
    public func cancel() {
        guard !isResolved else { return }
        onCancel()
        request.cancel()
        resolve()
    }

    private func resolve() {
        guard !isResolved else { return }
        isResolved = true
        let callback = onResolved
        onResolved = nil
        callback?()
    }
}
