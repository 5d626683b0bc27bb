import Foundation
import GLibInterop

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
            // the page's load, which `handle(_:)` then reports as `.authenticationCancelled`. The network
            // process's challenge can reach this process before the web process's report that the
            // navigation started, so a `load(url:)` not yet started counts as well.
            let forPage = self.isProvisionallyNavigating || self.isAwaitingLoadStart
            let challenge = WebHTTPAuthenticationChallenge(
                id: "\(self.httpAuthenticationIdentity)/\(sequence)", request: request
            ) { [weak self] in
                guard forPage, let self else { return }
                let beforeStart = self.isAwaitingLoadStart
                if beforeStart {
                    GLibLog.debug(
                        "the sign-in to \(request.host) was cancelled before its navigation was reported started")
                }
                self.cancelledPageAuthentication = CancelledPageAuthentication(
                    host: request.host, realm: request.realm, beforeStart: beforeStart)
            }
            // WebKitGTK settles the challenge still open when it reports a navigation started, and on a view
            // with no page yet it cancels it, which fails the navigation: a challenge raised before that
            // report goes to the handler only once the report came and the challenge outlived it.
            if self.isAwaitingLoadStart, let load = self.pendingLoad {
                if let earlier = self.challengeHeldUntilStart { handler(self, earlier.challenge) }  // not held twice
                self.challengeHeldUntilStart = HeldChallenge(challenge: challenge, loadID: load.id)
                return
            }
            handler(self, challenge)
        }
    }

    /// Hands the challenge held until the navigation's start to the handler, now that the start was
    /// reported; one WebKit cancelled meanwhile is not handed on, and its load will be issued again.
    func handOnChallengeHeldUntilStart() {
        guard let held = challengeHeldUntilStart else { return }
        challengeHeldUntilStart = nil
        guard !held.challenge.isResolved else {
            if pendingLoad?.id == held.loadID { loadWhoseChallengeWasDropped = held.loadID }
            return
        }
        configuration.httpAuthenticationHandler?(self, held.challenge)
    }

    /// Loads the waiting `load(url:)`'s page once more when WebKit cancelled its navigation after
    /// dropping the sign-in raised before the start (the server then asks again, and the handler hears
    /// it); returns whether it did. A load is issued again at most once.
    func reissueLoadWhoseChallengeWasDropped() -> Bool {
        guard let dropped = loadWhoseChallengeWasDropped else { return false }
        loadWhoseChallengeWasDropped = nil
        guard let pending = pendingLoad, pending.id == dropped, !pending.reissued, let url = pending.url else {
            return false
        }
        GLibLog.debug(
            "WebKit dropped the sign-in to \(url.host ?? "") raised before its navigation started: loading again")
        pending.reissued = true
        pending.sawStart = false
        replacingProvisionalNavigation()
        handle.load(uri: url.absoluteString)
        return true
    }

    /// Whether a `load(url:)` is waiting for WebKit to report its navigation started.
    private var isAwaitingLoadStart: Bool {
        !isProvisionallyNavigating && pendingLoad.map { !$0.sawStart } == true
    }

    /// Forgets the sign-in cancelled during an earlier navigation when a navigation starts; one cancelled
    /// before this navigation's start was reported is this navigation's, and is kept.
    func keepOnlyThisNavigationsCancelledAuthentication() {
        if cancelledPageAuthentication?.beforeStart == true {
            cancelledPageAuthentication?.beforeStart = false
        } else {
            cancelledPageAuthentication = nil
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

/// A challenge held from the handler until the start of the waiting load `loadID` is reported.
struct HeldChallenge {
    let challenge: WebHTTPAuthenticationChallenge
    let loadID: UInt64
}

/// The page's own sign-in just cancelled, remembered until its load fails with a cancellation.
struct CancelledPageAuthentication {
    let host: String
    let realm: String?
    /// Whether it was cancelled before WebKit reported the navigation started.
    var beforeStart: Bool
}
