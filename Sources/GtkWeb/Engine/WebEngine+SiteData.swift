public import Foundation

extension WebEngine {
    /// Removes website data of `types` from the engine's store (`webkit_website_data_manager_clear`),
    /// for every engine sharing its profile.
    ///
    /// Each type maps to one WebKit data type (see `WebSiteDataType`). `modifiedSince: .distantPast`
    /// removes everything of those types. A later date removes only data modified since then; WebKit
    /// tracks storage by origin, so an origin modified within the window loses all its data of that
    /// type. A date in the future removes nothing.
    ///
    /// Cookies have no time window in WebKitGTK (it would report success and delete nothing), so a
    /// request that includes `.cookies` with any date other than `.distantPast` is refused before
    /// anything is removed — the model is SkipWeb's Android rule. Cancelling the task cancels the call.
    /// - Parameters:
    ///   - types: what to remove; an empty set does nothing.
    ///   - modifiedSince: the start of the window.
    /// - Throws: `WebsiteDataStoreError.unsupportedModifiedSinceForCookies` (nothing removed);
    ///   `WebsiteDataStoreError.removalFailed` when WebKit fails; the engine's `WebProfileError` first.
    public func removeData(ofTypes types: Set<WebSiteDataType>, modifiedSince: Date) async throws {
        try throwProfileErrorIfNeeded()
        guard !types.isEmpty else { return }
        let everything = modifiedSince <= .distantPast
        if types.contains(.cookies), !everything { throw WebsiteDataStoreError.unsupportedModifiedSinceForCookies }
        let window = everything ? 0 : Int64((Date().timeIntervalSince(modifiedSince) * 1_000_000).rounded(.up))
        if !everything, window <= 0 { return }
        let flags = types.reduce(UInt32(0)) { $0 | $1.webKitFlag }
        try await Self.clear(profileResolution.context, types: flags, timespanMicroseconds: window)
    }
}
