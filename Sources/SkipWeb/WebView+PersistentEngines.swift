import GtkWeb

extension WebView {
    /// The engine `persistentWebViewID: id` would reuse, or nil (SkipWeb's internal helper).
    @MainActor
    static func cachedPersistentWebEngine(id: String) -> WebEngine? {
        PersistentWebViews.cached(id: id)
    }

    /// The engine cached under `id`, or a new one from `make`, cached under `id` when there is one;
    /// `reused` says whether it came from the cache (SkipWeb's internal helper, over the same cache as
    /// `WebView(persistentWebViewID:)` and `removePersistentWebView(id:)`).
    @MainActor
    static func resolvePersistentWebEngine(id: String?, make: () -> WebEngine) -> (engine: WebEngine, reused: Bool) {
        PersistentWebViews.resolve(id: id, make: make)
    }
}
