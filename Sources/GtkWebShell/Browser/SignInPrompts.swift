import Foundation
import GtkWeb

/// A window's open sign-in requests (HTTP authentication challenges), asked one at a time in its sign-in
/// bar. A challenge WebKit gives up (its tab loaded something else or closed) leaves the queue by itself.
@MainActor
final class SignInPrompts {
    private(set) var queue: [WebHTTPAuthenticationChallenge] = []
    /// Shows the first request (its question, and whether it follows a refused password), or hides the
    /// bar (nil).
    var show: (_ question: (text: String, isRetry: Bool)?) -> Void = { _ in }

    /// The question for `challenge`, in words: who asks, for which realm, and whether the last try failed.
    static func question(for challenge: WebHTTPAuthenticationChallenge) -> String {
        question(host: challenge.host, realm: challenge.realm, isProxy: challenge.isProxy, isRetry: challenge.isRetry)
    }

    /// The question when `host` (a proxy, if `isProxy`) asks for `realm`, again if `isRetry`.
    static func question(host: String, realm: String?, isProxy: Bool, isRetry: Bool) -> String {
        let asker = isProxy ? "The proxy \(host)" : host
        let space = realm.map { ": \($0)" } ?? "."
        let request = "\(asker) asks you to sign in\(space)"
        return isRetry ? "The user name or password was not accepted. \(request)" : request
    }

    /// Whether the bar can answer `scheme` with a user name and password (not a certificate or a PIN).
    static func takesPassword(_ scheme: WebAuthenticationScheme) -> Bool {
        switch scheme {
        case .clientCertificate, .clientCertificatePIN, .serverTrust: false
        default: true
        }
    }

    /// Queues `challenge`; shown at once when nothing else is asked. One the bar cannot answer is cancelled.
    func add(_ challenge: WebHTTPAuthenticationChallenge) {
        guard Self.takesPassword(challenge.scheme) else {
            challenge.cancel()
            return
        }
        challenge.onResolved = { [weak self, weak challenge] in
            guard let self, let challenge else { return }
            let wasFirst = self.queue.first === challenge
            self.queue.removeAll { $0 === challenge }
            if wasFirst { self.showFirst() }
        }
        queue.append(challenge)
        FileHandle.standardOutput.write(
            Data(
                "gtkweb: sign-in asked: \(challenge.host) \(challenge.realm ?? "")\(challenge.isRetry ? " retry" : "")\n"
                    .utf8))
        if queue.count == 1 { showFirst() }
    }

    /// Answers the first request with `username` and `password`, kept for the session.
    func signIn(username: String, password: String) {
        queue.first?.use(username: username, password: password, persistence: .forSession)
    }

    /// Cancels the first request: its page shows that sign-in was cancelled.
    func cancel() {
        queue.first?.cancel()
    }

    private func showFirst() {
        guard let first = queue.first else { return show(nil) }
        show((Self.question(for: first), first.isRetry))
    }
}
