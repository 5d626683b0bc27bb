import GtkWeb

/// The window's sign-in bar: sites' requests for a user name and password, one at a time.
extension ShellWindow {
    /// Asks in the sign-in bar for the credential `challenge` wants.
    func askSignIn(_ challenge: WebHTTPAuthenticationChallenge) {
        let bar = view.signInBar
        signInPrompts.show = { [weak self] question in
            if let question { bar.show(question.text, keepingUsername: question.isRetry) } else { bar.hide() }
            self?.onChromeChange()
        }
        bar.onSignIn = { [weak self] username, password in
            self?.signInPrompts.signIn(username: username, password: password)
        }
        bar.onCancel = { [weak self] in self?.signInPrompts.cancel() }
        bar.onChange = { [weak self] in self?.onChromeChange() }
        signInPrompts.add(challenge)
    }
}
