public import ContentRuleImport

extension CosmeticFilterList {
    /// The one user script that applies these filters: a small constant engine plus the filters as JSON, run
    /// at document end (once the document is parsed, just after `DOMContentLoaded`) in every frame, in the
    /// isolated world `WebContentWorld.cosmeticFilters` (the page cannot see or change its variables; it
    /// shares the DOM). Until then the parser runs without it: running the script at document start held up
    /// the parse of every page (and so the start of its subresources), although neither engine does anything
    /// before the document is parsed.
    ///
    /// In each frame the engine keeps the filters whose `domains` hold the frame's host (or a parent domain;
    /// `example.*` for any top-level domain) and whose `excludedDomains` do not; with none left it does
    /// nothing. Otherwise it applies them when the document is parsed and again after DOM changes (a
    /// `MutationObserver` on added, removed and changed nodes, at most once per 100 ms), so elements added
    /// after load are caught too. Hiding sets `display: none !important` on the element, style injection sets
    /// the declarations on it, `remove` takes it out. A filter whose CSS the engine's `querySelectorAll`
    /// refuses, or whose regular expression JavaScript refuses, is dropped on its own.
    ///
    /// On the pages of `whitelistedDomains` it applies nothing, in the page and its frames, as the content
    /// blockers' whitelist (`WebContentBlockerConfiguration.whitelistedDomains`) exempts them: `example.com`
    /// is that host only, `*.example.com` its subdomains only, matched against the top-level page's host. Pass
    /// the same list as the content blockers' so that a site where blocking is off is not restyled either.
    /// Entries that are not host names are dropped (the content blockers report them).
    ///
    /// Generic hiding selectors (`genericHiding`) are applied by `GenericHidingEngine` in the same script: it
    /// posts the class, id and element names, and the attribute names and values the selectors need (`href`,
    /// `src`, …), that the parsed document has, and what it gains later (per animation frame), to a script
    /// message handler the engine registers for the script (`GenericHidingLookup`: the selectors stay in the
    /// UI process, indexed), and, on the pages where the list's rules leave generic hiding on (its probe
    /// rule, read when the first reply names something to hide), adopts style sheets of only the selectors
    /// the replies name. The rule list converted with them must be
    /// among the engine's content blockers: without it, or where its exceptions or whitelist cancel generic
    /// hiding, these selectors hide nothing. The script applies them only in a `WebEngine` whose
    /// `userScripts` hold it (the handler is the engine's).
    ///
    /// Add it to `WebEngineConfiguration.userScripts` (with the rule lists in `contentBlockers`); a live
    /// engine takes it with `updateUserScripts()` from its next navigation. A new whitelist needs a new
    /// script: replace the old one in each engine's `userScripts` and update them.
    /// - Parameter whitelistedDomains: page hosts on which no filter applies (`example.com`, `*.example.com`).
    /// - Returns: The user script.
    public func userScript(whitelistedDomains: [String] = []) -> WebViewUserScript {
        let whitelist = DomainEntry.normalize(whitelistedDomains, field: .whitelist).texts
        let whitelistJSON = "[" + whitelist.map(JSONText.quote).joined(separator: ",") + "]"
        var source = ""
        if !filters.isEmpty {
            let sites = JSONText.quote(CosmeticFilterEngine.sites(of: filters))
            let list = JSONText.quote(CosmeticFilterList(filters: filters).json())
            source += "(\(CosmeticFilterEngine.source))(\(sites), \(list), \(whitelistJSON));"
        }
        var lookup: GenericHidingLookup?
        if !genericHiding.isEmpty {
            let generic = GenericHidingLookup(genericHiding)
            let handler = JSONText.quote(generic.handlerName)
            let probe = JSONText.quote(GenericHidingSelector.elementProbeSelector)
            let reported = generic.index.reportedAttributes
            let values = "[" + reported.values.map(JSONText.quote).joined(separator: ",") + "]"
            let names = "[" + reported.names.map(JSONText.quote).joined(separator: ",") + "]"
            let tags = "[" + generic.index.reportedTags.map(JSONText.quote).joined(separator: ",") + "]"
            source +=
                "(\(GenericHidingEngine.source))(\(handler), \(whitelistJSON), \(probe), \(values), \(names), \(tags));"
            lookup = generic
        }
        var script = WebViewUserScript(
            source: source, injectionTime: .atDocumentEnd, forMainFrameOnly: false, world: .cosmeticFilters)
        script.genericHiding = lookup
        return script
    }
}
