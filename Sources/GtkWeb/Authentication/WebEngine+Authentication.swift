import Foundation

extension WebEngine {
    /// Starts answering the view's HTTP authentication requests through
    /// `configuration.httpAuthenticationHandler`. Without a handler WebKit continues without a credential,
    /// so the page shows the server's 401 response (WebKitGTK 2.50 would otherwise show its own
    /// sign-in dialog inside the view).
    func startAnsweringAuthentication() {
        var sequence = 0
        authenticationRequests = AuthenticationRequests(handle: handle) { [weak self] request in
            guard let self, let handler = self.configuration.httpAuthenticationHandler else {
                request.continueWithoutCredential()
                return
            }
            sequence += 1
            // A challenge raised before the main frame commits is the page's own: cancelling it fails
            // the page's load, which `handle(_:)` then reports as `.authenticationCancelled`.
            let forPage = self.isProvisionallyNavigating
            let challenge = WebHTTPAuthenticationChallenge(
                id: "\(self.httpAuthenticationIdentity)/\(sequence)", request: request
            ) { [weak self] in
                if forPage { self?.cancelledPageAuthentication = (request.host, request.realm) }
            }
            handler(self, challenge)
        }
    }

    /// `error`, a cancelled load, as the cancelled sign-in it is when the page's challenge was just
    /// cancelled; any other error unchanged.
    func explainingCancelledAuthentication(_ error: WebLoadError) -> WebLoadError {
        guard error.kind == .cancelled, let cancelled = cancelledPageAuthentication else { return error }
        cancelledPageAuthentication = nil
        var explained = error
        explained.kind = .authenticationCancelled
        explained.message =
            "the sign-in to \(cancelled.host)\(cancelled.realm.map { " (\($0))" } ?? "") was cancelled"
        return explained
    }
}
