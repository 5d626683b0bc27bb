extension WebEngineConfiguration {
    /// A copy of this configuration for a popup child engine, so that the child behaves like its
    /// opener (SkipWeb's default popup mirroring).
    ///
    /// Copies every setting, the delegates (UI delegate included), the profile, the scripts and handlers, the
    /// scheme handlers, the link context-menu actions and the content blockers. When this configuration was itself made for
    /// a popup, the store the opener resolved to is kept too. A configuration alone does not know which
    /// engine's store to share, so for an `.ephemeral` opener the copy gives a new, empty store: build
    /// popup children with the opener's `WebEngine.popupChildMirroredConfiguration()`, which pins it.
    public func popupChildMirroredConfiguration() -> WebEngineConfiguration {
        let copy = WebEngineConfiguration(
            javaScriptEnabled: javaScriptEnabled,
            javaScriptCanOpenWindowsAutomatically: javaScriptCanOpenWindowsAutomatically,
            allowsBackForwardNavigationGestures: allowsBackForwardNavigationGestures,
            allowsPullToRefresh: allowsPullToRefresh,
            allowsInlineMediaPlayback: allowsInlineMediaPlayback,
            dataDetectorsEnabled: dataDetectorsEnabled,
            isScrollEnabled: isScrollEnabled,
            pageZoom: pageZoom,
            isOpaque: isOpaque,
            customUserAgent: customUserAgent,
            profile: profile,
            userScripts: userScripts,
            scriptMessageHandlerNames: scriptMessageHandlerNames,
            scriptMessageDelegate: scriptMessageDelegate,
            messageHandlers: legacyMessageHandlers,
            schemeHandlers: schemeHandlers,
            uiDelegate: uiDelegate,
            navigationDelegate: navigationDelegate,
            contentBlockers: contentBlockers,
            capturesConsoleOutput: capturesConsoleOutput,
            contentBlockerRuntime: contentBlockerRuntime,
            isInspectable: isInspectable,
            consoleDelegate: consoleDelegate)
        copy.httpAuthenticationHandler = httpAuthenticationHandler
        copy.permissionRequestHandler = permissionRequestHandler
        copy.desktopWebsiteForURL = desktopWebsiteForURL
        copy.errorPageHTML = errorPageHTML
        copy.inheritedProfile = inheritedProfile
        copy.linkContextMenuActions = linkContextMenuActions
        copy.contextMenuItems = contextMenuItems
        copy.downloadManager = downloadManager
        return copy
    }
}
