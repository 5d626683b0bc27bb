public import ContentRuleImport

extension CosmeticFilterList {
    /// The one user script that applies these filters: a small constant engine plus the filters as JSON, run
    /// at document start in every frame, in the isolated world `WebContentWorld.cosmeticFilters` (the page
    /// cannot see or change its variables; it shares the DOM).
    ///
    /// In each frame the engine keeps the filters whose `domains` hold the frame's host (or a parent domain;
    /// `example.*` for any top-level domain) and whose `excludedDomains` do not; with none left it does
    /// nothing. Otherwise it applies them when the document is parsed and again after DOM changes (a
    /// `MutationObserver` on added, removed and changed nodes, at most once per 100 ms), so elements added
    /// after load are caught too. Hiding sets `display: none !important` on the element, style injection sets
    /// the declarations on it, `remove` takes it out. A filter whose CSS the engine's `querySelectorAll`
    /// refuses, or whose regular expression JavaScript refuses, is dropped on its own.
    ///
    /// Add it to `WebEngineConfiguration.userScripts` (with the rule lists in `contentBlockers`); a live
    /// engine takes it with `updateUserScripts()` from its next navigation.
    /// - Returns: The user script.
    public func userScript() -> WebViewUserScript {
        WebViewUserScript(
            source: "(\(CosmeticFilterEngine.source))(\(json()));", injectionTime: .atDocumentStart,
            forMainFrameOnly: false, world: .cosmeticFilters)
    }
}
