import Foundation

extension WebEngine {
    /// Starts answering the view's HTTP authentication requests through
    /// `configuration.httpAuthenticationHandler`; without a handler each one is cancelled.
    func startAnsweringAuthentication() {
        var sequence = 0
        authenticationRequests = AuthenticationRequests(handle: handle) { [weak self] request in
            guard let self, let handler = self.configuration.httpAuthenticationHandler else {
                request.continueWithoutCredential()
                return
            }
            sequence += 1
            let challenge = WebHTTPAuthenticationChallenge(
                id: "\(self.httpAuthenticationIdentity)/\(sequence)", request: request)
            handler(self, challenge)
        }
    }
}
