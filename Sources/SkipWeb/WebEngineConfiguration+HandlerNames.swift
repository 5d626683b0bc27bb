import GtkWeb

extension WebEngineConfiguration {
    /// `scriptMessageHandlerNames` as a set (SkipWeb's internal helper).
    var scriptMessageHandlerNameSet: Set<String> { Set(scriptMessageHandlerNames) }

    /// Every handler name pages can post to: `scriptMessageHandlerNames` and the names of the
    /// deprecated `messageHandlers` (SkipWeb's internal helper).
    var allRegisteredMessageHandlerNames: Set<String> {
        scriptMessageHandlerNameSet.union(legacyMessageHandlerNames)
    }
}
