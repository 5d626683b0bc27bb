import GLibInterop

extension WebEngine {
    /// Makes `configuration` the engine's and applies to the live engine what it can take: settings,
    /// zoom, opacity and style sheets (`applyConfiguration()`), then script message handlers, user
    /// scripts and console capture (as `refreshMessageHandlers()` and `updateUserScripts()`: handlers at
    /// once, scripts from the next navigation). Delegates, the download manager, the authentication and
    /// desktop-website closures are read from the configuration each time they are needed, so they follow
    /// it too. What was fixed when the engine was made stays: its profile (website data store), scheme
    /// handlers, whether it has a custom link context menu, and its content blockers.
    ///
    /// Nothing happens when `configuration` is already the engine's.
    func adopt(_ configuration: WebEngineConfiguration) {
        guard configuration !== self.configuration else { return }
        if configuration.profile != self.configuration.profile {
            GLibLog.warning(
                "a WebView gave a cached engine a configuration for profile \(configuration.profile); "
                    + "the engine keeps its own website data store")
        }
        self.configuration = configuration
        applyConfiguration()
        applyScriptConfiguration()
    }
}
