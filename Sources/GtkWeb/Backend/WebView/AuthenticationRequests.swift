import CWebKitGTK
import GLibInterop

/// One `WebKitAuthenticationRequest`, kept alive (retained) until it is answered.
@MainActor
final class PendingAuthentication {
    private let request: GObjectRef
    /// The host that asks (`webkit_authentication_request_get_host`).
    let host: String
    /// The realm the server named, if any (`webkit_authentication_request_get_realm`).
    let realm: String?
    /// Whether an earlier credential for this request was refused (`webkit_authentication_request_is_retry`).
    let isRetry: Bool

    private var pointer: UnsafeMutablePointer<WebKitAuthenticationRequest> { request.pointer() }

    init(retaining raw: UnsafeMutableRawPointer) {
        request = GObjectRef(retaining: raw)
        let typed = raw.assumingMemoryBound(to: WebKitAuthenticationRequest.self)
        host = String(borrowingCString: webkit_authentication_request_get_host(typed)) ?? ""
        let realm = String(borrowingCString: webkit_authentication_request_get_realm(typed))
        self.realm = realm?.isEmpty == true ? nil : realm
        isRetry = webkit_authentication_request_is_retry(typed) != 0
    }

    /// Answers with a credential kept for the session (`webkit_credential_new`,
    /// `webkit_authentication_request_authenticate`).
    func authenticate(username: String, password: String) {
        let credential = webkit_credential_new(username, password, WEBKIT_CREDENTIAL_PERSISTENCE_FOR_SESSION)
        webkit_authentication_request_authenticate(pointer, credential)
        webkit_credential_free(credential)
    }

    /// Continues without a credential (`webkit_authentication_request_authenticate` with NULL): the
    /// page gets the server's 401 response and the load finishes. (`webkit_authentication_request_cancel`
    /// would instead end the load with a cancellation, indistinguishable from a superseded navigation.)
    func continueWithoutCredential() { webkit_authentication_request_authenticate(pointer, nil) }
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
