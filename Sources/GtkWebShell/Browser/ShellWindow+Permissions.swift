import GtkWeb

/// The window's permission bar: sites' questions, one at a time, answered with Allow or Deny.
extension ShellWindow {
    /// Asks in the permission bar whether `origin` may have what `request` asks for (joining an open
    /// question for the same site, permission and tab).
    func askPermission(_ request: WebPermissionRequest, origin: String, engine: WebEngine, profile: WebProfile) {
        let bar = view.permissionBar
        permissionPrompts.show = { [weak self] question in
            guard let question else { return bar.hide() }
            bar.show(question.text, canRemember: question.canRemember)
            self?.onChromeChange()
        }
        permissionPrompts.onAnswered = { prompt, allowed, remember in
            if remember { ShellPermissions.shared.remember(prompt, allowed: allowed) }
        }
        bar.onAnswer = { [weak self] allowed, remember in
            self?.permissionPrompts.answer(allowed: allowed, remember: remember)
        }
        bar.onChange = { [weak self] in self?.onChromeChange() }
        let state = tabs.first { $0.engine === engine }?.state
        permissionPrompts.add(request, origin: origin, engine: engine, profile: profile, state: state)
    }
}
