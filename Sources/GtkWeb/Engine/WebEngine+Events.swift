import Foundation
import GLibInterop

extension WebEngine {
    /// Turns the view's events into engine state, delegate calls and observer events.
    func handle(_ event: WebViewEvent) {
        let delegate = configuration.navigationDelegate
        switch event {
        case .started:
            isProvisionallyNavigating = true
            // An error page's load (`showErrorPage`) presents the failure: it keeps `lastError`.
            if errorPageLoadsPending > 0 { errorPageLoadsPending -= 1 } else { lastError = nil }
            keepOnlyThisNavigationsCancelledAuthentication()
            webProcessTermination = nil
            navigationActionsAtStart = handle.navigationActionsAllowed
            pendingLoad?.sawStart = true
            delegate?.webEngineDidStartProvisionalNavigation(self)
            notify(.provisionalNavigationStarted)
            handOnChallengeHeldUntilStart()
        case .redirected:
            notify(.stateChanged)
        case .committed:
            isProvisionallyNavigating = false
            navigationActionsAtStart = nil
            // `url` parses the view's URI each time it is read: once here.
            let committedURL = url
            forgetRefusedCertificate(ofServerOf: committedURL)
            // A failure's trailing FINISHED comes before the next navigation commits; never let a
            // missing one swallow a later navigation's FINISHED.
            unpairedFailures = 0
            errorPageLoadsPending = 0
            lastCommittedURL = committedURL
            delegate?.webEngineDidCommitNavigation(self)
            notify(.committed)
        case .finished:
            isProvisionallyNavigating = false
            navigationActionsAtStart = nil
            // WebKit follows every `load-failed` with a FINISHED for the same navigation, possibly after
            // the next navigation has started: that FINISHED belongs to the failure, not to a new load.
            if unpairedFailures > 0 {
                unpairedFailures -= 1
                notify(.stateChanged)
                return
            }
            finishNavigation()
        case .failed(let uri, let glibError):
            var error = explainingCancelledAuthentication(
                explainingUnshowableResponse(WebLoadError(glibError, uri: uri)))
            if error.certificateProblems != nil {
                error.certificate = handle.failedCertificate?.summary
                rememberRefusedCertificate(error)
            }
            unpairedFailures += 1
            if consumeDownloadInterruption(error) { return }
            if error.kind == .cancelled {
                // A navigation replaced by a newer one: the newer one reports for itself. A cancellation
                // with no newer navigation (the page's `window.stop()`, or WebKit giving up on a host whose
                // certificate it refused) ends the navigation, and is reported like any failure.
                let replaced = navigationActionsAtStart.map { handle.navigationActionsAllowed != $0 } ?? true
                navigationActionsAtStart = nil
                if replaced || reissueLoadWhoseChallengeWasDropped() { return }
                error = explainingCancellationOfRefusedHost(error)
            }
            // Audio and video play in WebKit's media document, which takes the stream over and ends the
            // page load with "plug-in handled load": the page is shown, so the navigation finished. The
            // FINISHED that follows is the failure's and is swallowed above.
            if error.isHandledByMediaDocument {
                finishNavigation()
                return
            }
            isProvisionallyNavigating = false
            lastError = error
            if let pending = pendingLoad {
                pendingLoad = nil
                pending.resume(with: error)
            }
            delegate?.webEngine(self, didFailNavigation: error)
            if error.showsErrorPage { showErrorPage(for: error) }
            if error.kind == .contentBlocked { reportContentRuleBlockedNavigation(error) }
            notify(.failed(error))
        case .changed:
            notify(.stateChanged)
        case .terminated(let reason):
            let termination = WebProcessTerminationReason(webKitReason: reason)
            unpairedFailures = 0
            challengeHeldUntilStart = nil
            loadWhoseChallengeWasDropped = nil
            webProcessTermination = termination
            bridge.webProcessDidTerminate(termination)
            isProvisionallyNavigating = false
            if let pending = pendingLoad {
                pendingLoad = nil
                pending.resume(
                    with: WebLoadError(
                        kind: .webProcessTerminated, message: "the web process ended (\(termination))",
                        failingURL: url))
            }
            delegate?.webEngine(self, webContentProcessDidTerminate: termination)
            notify(.webProcessTerminated(termination))
        }
    }

    /// A navigation ended well: a waiting `load(url:)` returns, the delegate and observers hear it.
    private func finishNavigation() {
        isProvisionallyNavigating = false
        if let pending = pendingLoad, pending.sawStart {
            pendingLoad = nil
            // WebKit can report the title just after FINISHED. Resuming once the messages the web
            // process already sent are handled lets them update the page state first; resuming
            // before GTK's redraw keeps the caller from waiting for a frame (or for anything at
            // idle priority), and the next navigation can start before the finished page is painted.
            finishResumers[pending.id] = MainLoopSource.idle(priority: MainLoopSource.afterWebKitDispatch) {
                [weak self] in
                self?.finishResumers[pending.id] = nil
                // The awaiting task continues now, in this callback, not after two thread hops.
                InlineResumption.resumeInline { pending.resume(with: nil) }
                return false
            }
        }
        configuration.navigationDelegate?.webEngineDidFinishNavigation(self)
        notify(.finished)
    }

    /// Decides a navigation action, which `read` reads from WebKit: native code may take it over through the
    /// delegate or the view.
    func shouldBlock(_ read: () -> NavigationActionInfo) -> Bool {
        // Only the delegate or the view-level closure can take a navigation over: without either, the action
        // is not read from WebKit nor its URL parsed.
        guard configuration.navigationDelegate != nil || urlLoadingOverride != nil else { return false }
        let action = read()
        guard let uri = action.uri, let url = URL(string: uri) else { return false }
        // WebKitGTK does not say which frame a navigation action targets (webkitgtk-mapping.md §7).
        // New windows and the engine's own loads are main-frame for certain; for the rest the
        // main frame is by far the common case, so it is what the view-level closure is told.
        let isMainFrame = true
        let described = WebNavigationAction(
            url: url, isLinkClick: action.isLinkClick, mouseButton: .init(number: action.mouseButton),
            modifiers: action.modifiers, opensNewWindow: action.isNewWindow, isUserGesture: action.isUserGesture)
        let overridden =
            (!action.isRedirect && configuration.navigationDelegate?.webEngine(self, shouldOverride: described) == true)
            || (configuration.navigationDelegate?.webEngine(self, shouldOverrideURLLoading: url) ?? false)
            || (urlLoadingOverride?(url, isMainFrame) ?? false)
        if overridden, uri == engineInitiatedURI, let pending = pendingLoad, !pending.sawStart {
            // The engine's own load was handed to native code: it will produce no load events.
            pendingLoad = nil
            pending.resume(with: nil)
        }
        return overridden
    }
}
