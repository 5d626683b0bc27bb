import CWebKitGTK
import GLibInterop

/// One `WebKitAuthenticationRequest`, kept alive (retained) until it is answered.
@MainActor
final class PendingAuthentication {
    private let request: GObjectRef
    private var cancelledConnection: SignalConnection?
    /// The host that asks (`webkit_authentication_request_get_host`).
    let host: String
    /// The port of the host that asks (`webkit_authentication_request_get_port`).
    let port: Int
    /// The realm the server named, if any (`webkit_authentication_request_get_realm`).
    let realm: String?
    /// The scheme, as WebKit's `WebKitAuthenticationScheme` number (`webkit_authentication_request_get_scheme`).
    let scheme: Int
    /// Whether a proxy asks, not the site (`webkit_authentication_request_is_for_proxy`).
    let isForProxy: Bool
    /// Whether an earlier credential for this request was refused (`webkit_authentication_request_is_retry`).
    let isRetry: Bool
    /// Called when WebKit cancels the request itself (its `cancelled` signal: the load was stopped or
    /// replaced, the view went away), not when `cancel()` is called here.
    var onCancelledByWebKit: (() -> Void)?
    private var isAnswered = false

    private var pointer: UnsafeMutablePointer<WebKitAuthenticationRequest> { request.pointer() }

    init(retaining raw: UnsafeMutableRawPointer) {
        request = GObjectRef(retaining: raw)
        let typed = raw.assumingMemoryBound(to: WebKitAuthenticationRequest.self)
        host = String(borrowingCString: webkit_authentication_request_get_host(typed)) ?? ""
        port = Int(webkit_authentication_request_get_port(typed))
        let realm = String(borrowingCString: webkit_authentication_request_get_realm(typed))
        self.realm = realm?.isEmpty == true ? nil : realm
        scheme = Int(webkit_authentication_request_get_scheme(typed).rawValue)
        isForProxy = webkit_authentication_request_is_for_proxy(typed) != 0
        isRetry = webkit_authentication_request_is_retry(typed) != 0
        cancelledConnection = connectSignal(raw, "cancelled") { [weak self] _ in
            guard let self, !self.isAnswered else { return }
            self.isAnswered = true
            self.onCancelledByWebKit?()
        }
    }

    /// Answers with a credential WebKit keeps as `persistence` says (`webkit_credential_new`,
    /// `webkit_authentication_request_authenticate`).
    func authenticate(username: String, password: String, persistence: WebCredentialPersistence) {
        isAnswered = true
        let kept: WebKitCredentialPersistence
        switch persistence {
        case .none: kept = WEBKIT_CREDENTIAL_PERSISTENCE_NONE
        case .forSession: kept = WEBKIT_CREDENTIAL_PERSISTENCE_FOR_SESSION
        case .permanent: kept = WEBKIT_CREDENTIAL_PERSISTENCE_PERMANENT
        }
        let credential = webkit_credential_new(username, password, kept)
        webkit_authentication_request_authenticate(pointer, credential)
        webkit_credential_free(credential)
    }

    /// Refuses the request (`webkit_authentication_request_cancel`): WebKit ends the load that asked
    /// with a cancellation (`WEBKIT_NETWORK_ERROR_CANCELLED`, as for a superseded navigation).
    func cancel() {
        isAnswered = true
        webkit_authentication_request_cancel(pointer)
    }

    /// Continues without a credential (`webkit_authentication_request_authenticate` with NULL): the
    /// page gets the server's 401 response and the load finishes.
    func continueWithoutCredential() {
        isAnswered = true
        webkit_authentication_request_authenticate(pointer, nil)
    }
}

/// Listens to a view's `authenticate` signal and hands each request to `onRequest`, which answers it
/// now or later. The signal's return value is TRUE: WebKit shows no dialog of its own.
@MainActor
final class AuthenticationRequests {
    private let connection: SignalConnection

    init(handle: WebViewHandle, onRequest: @escaping @MainActor (PendingAuthentication) -> Void) {
        connection = handle.view.connect("authenticate") { arguments in
            guard let raw = arguments.pointer(1) else { return }
            onRequest(PendingAuthentication(retaining: raw))
            arguments.setReturn(true)
        }
    }
}
