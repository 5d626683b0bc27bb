public import Foundation

/// An HTTP authentication challenge (Basic, Digest, NTLM, …) a server sent to an engine, handed to
/// `WebEngineConfiguration.httpAuthenticationHandler`.
///
/// Resolve it once, now or later, with `useCredential(username:password:)` or `cancel()`; later calls
/// are ignored. A challenge dropped unresolved is cancelled, so the page never waits forever. Backed
/// by WebKitGTK's `authenticate` signal and `WebKitAuthenticationRequest`.
@MainActor
public final class WebHTTPAuthenticationChallenge {
    /// Unique per challenge: the engine's `httpAuthenticationIdentity`, a slash, and a sequence number.
    public let id: String
    /// The host asking for credentials.
    public let host: String
    /// The protection space the server named (`WWW-Authenticate: Basic realm="…"`), if any.
    public let realm: String?
    /// Whether the server refused an earlier credential for this request.
    public let isRetry: Bool
    /// Whether `useCredential` or `cancel` was called.
    public private(set) var isResolved = false
    /// Called once when the challenge is resolved (by the handler, or by GtkWeb when it is dropped).
    public var onResolved: (() -> Void)?

    private let request: PendingAuthentication

    init(id: String, request: PendingAuthentication) {
        self.id = id
        self.request = request
        host = request.host
        realm = request.realm
        isRetry = request.isRetry
    }

    isolated deinit {
        if !isResolved { request.continueWithoutCredential() }
    }

    /// Answers the challenge with a user name and password, kept for the rest of the session
    /// (`webkit_authentication_request_authenticate`). Does nothing once resolved.
    public func useCredential(username: String, password: String) {
        guard !isResolved else { return }
        request.authenticate(username: username, password: password)
        resolve()
    }

    /// Refuses the challenge: WebKit continues without a credential, so the page gets the server's
    /// 401 response and the load finishes (`webkit_authentication_request_authenticate` with no
    /// credential). Does nothing once resolved.
    public func cancel() {
        guard !isResolved else { return }
        request.continueWithoutCredential()
        resolve()
    }

    private func resolve() {
        isResolved = true
        let callback = onResolved
        onResolved = nil
        callback?()
    }
}
