import GLibInterop

extension WebEngine {
    /// Re-reads `configuration.userScripts` (and `capturesConsoleOutput`) and installs them; they
    /// run from the next navigation on, the current page keeps what it has.
    ///
    /// The configuration is validated first, as at creation: when it is invalid nothing of it is
    /// installed and `configurationError` says why (this method does not throw, as in SkipWeb).
    public func updateUserScripts() {
        applyScriptConfiguration()
    }

    /// Re-reads `configuration.scriptMessageHandlerNames` and the deprecated `messageHandlers`:
    /// new names are registered and names no longer listed are removed, at once. Handlers added
    /// with `addScriptMessageHandler` stay. Validation works as for `updateUserScripts()`.
    public func refreshMessageHandlers() {
        applyScriptConfiguration()
    }

    /// Validates the configuration, brings the configured handlers in line with it, and installs
    /// the bridge's scripts and the user scripts (`webkit_user_content_manager_add_script`).
    func applyScriptConfiguration() {
        do {
            try configuration.validate()
            try syncConfiguredHandlers(configuration.configuredRoutes)
            configurationError = nil
        } catch {
            configurationError = error
            BridgeLog.configuration(error)
            // An invalid configuration installs none of its handlers.
            try? syncConfiguredHandlers([])  // removing handlers cannot fail
        }
        // Without a delegate, captured lines only become GLib debug messages: when GLib would drop those,
        // capturing would cost every page's web process work (about a millisecond a navigation) for nothing.
        bridge.setConsoleCapture(
            configuration.capturesConsoleOutput
                && (configuration.consoleDelegate != nil || GLibLog.showsDebugMessages))
        reinstallScripts()
    }

    /// Installs the bridge's scripts and (when the configuration is valid) the user scripts.
    func reinstallScripts() {
        let userScripts = configurationError == nil ? configuration.userScripts : []
        syncGenericHidingHandlers(userScripts)
        userContent.replaceScripts(with: bridge.scripts(userScripts: userScripts) + scrollObserverScripts)
    }

    private func syncConfiguredHandlers(_ wanted: [ScriptMessageRoute]) throws(WebScriptBridgeError) {
        for route in bridge.routes where route.owner == .configuration {
            if !wanted.contains(where: route.isConfigured(as:)) { bridge.remove(name: route.name) }
        }
        let current = bridge.routes
        for route in wanted where !current.contains(where: route.isConfigured(as:)) {
            try bridge.add(route)
        }
    }
}
