extension WebEngineConfiguration {
    /// Checks the JavaScript bridge settings: handler names (`scriptMessageHandlerNames` and the
    /// deprecated `messageHandlers`) and user scripts.
    ///
    /// `WebEngine.init` runs this too: an engine whose configuration is invalid registers none of
    /// its handlers and user scripts, keeps the error in `WebEngine.configurationError`, and
    /// `load(url:)` throws it.
    /// - Throws: `WebScriptBridgeError`: `.emptyHandlerName`, `.invalidHandlerName`,
    ///   `.reservedHandlerName`, `.duplicateHandlerName` (a name listed twice, or in both lists),
    ///   `.invalidWorldName`, `.invalidAllowedDomain`.
    public func validate() throws(WebScriptBridgeError) {
        var seen = Set<String>()
        for name in scriptMessageHandlerNames + legacyMessageHandlers.keys.sorted() {
            try ScriptHandlerName.validate(name)
            guard seen.insert(name).inserted else { throw WebScriptBridgeError.duplicateHandlerName(name) }
        }
        for script in userScripts { try script.validate() }
    }

    /// The names of the deprecated `messageHandlers`, without the deprecation warning.
    package var legacyMessageHandlerNames: Set<String> { Set(legacyMessageHandlers.keys) }

    /// The routes of the configured handler names.
    var configuredRoutes: [ScriptMessageRoute] {
        scriptMessageHandlerNames.map {
            ScriptMessageRoute(
                name: $0, world: .page, allowedOrigins: [], destination: .delegate, owner: .configuration)
        }
            + legacyMessageHandlers.keys.sorted().map {
                ScriptMessageRoute(
                    name: $0, world: .page, allowedOrigins: [], destination: .legacy, owner: .configuration)
            }
    }
}
