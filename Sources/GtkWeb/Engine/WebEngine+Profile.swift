import Foundation

extension WebEngine {
    /// Why the engine's profile could not be used, or nil when it is in use.
    ///
    /// Set when the engine was created with an invalid profile name or with profile folders that are
    /// not folders or not accessible. Such an engine loads nothing: `load(url:)` throws this error.
    public var profileError: WebProfileError? { profileResolution.error }

    /// Whether the engine keeps nothing on disk (`webkit_web_view_is_ephemeral`): true for
    /// `.ephemeral` and `.ephemeralSession` profiles.
    public var isEphemeral: Bool { handle.isEphemeral }

    /// Throws the engine's profile error, if any: the preflight of loads, cookie and site-data calls.
    func throwProfileErrorIfNeeded() throws(WebProfileError) {
        if let error = profileResolution.error { throw error }
    }

    /// Ends the ephemeral session `identifier`, so that the next engine created with
    /// `.ephemeralSession(identifier)` starts with an empty store.
    ///
    /// The session's cookies, storage and caches are wiped first
    /// (`webkit_website_data_manager_clear` with `WEBKIT_WEBSITE_DATA_ALL`), then the session is
    /// forgotten. Engines of the session that are still alive keep working on the old, now empty,
    /// store: they no longer share anything with engines created afterwards. Release them first if they
    /// should not keep browsing in it. Nothing of a session is ever on disk.
    ///
    /// Cancelling the calling task cancels the wipe and throws `CancellationError`; the session is
    /// forgotten either way.
    /// - Parameter identifier: the identifier given to `.ephemeralSession` (surrounding whitespace ignored).
    /// - Returns: true when a session with that identifier existed; false when there was none.
    /// - Throws: `WebProfileError.invalidProfileName` for an empty identifier;
    ///   `WebsiteDataStoreError.removalFailed` when WebKit fails to wipe the store.
    @discardableResult
    public static func clearEphemeralSessionProfile(identifier: String) async throws -> Bool {
        let id = try WebProfile.validatedSessionIdentifier(identifier)
        guard let context = ProfileRegistry.shared.endSession(id) else { return false }
        try await Self.clear(context, types: ProfileContext.allDataTypes, timespanMicroseconds: 0)
        return true
    }

    /// A configuration for a popup child of this engine: `configuration.popupChildMirroredConfiguration()`
    /// pinned to this engine's store, so that opener and child share cookies and storage — also for
    /// `.ephemeral`, where the profile alone would give the child a new, empty store, and for a session
    /// cleared since this engine was created. Build popup children from this.
    public func popupChildMirroredConfiguration() -> WebEngineConfiguration {
        let child = configuration.popupChildMirroredConfiguration()
        if profileResolution.error == nil { child.inheritedProfile = profileResolution }
        // The child shares the opener's prepared rules, and later reapplications reach both.
        if let runtime = contentBlockerRuntime { child.contentBlockerRuntime = runtime }
        return child
    }

    /// Removes `types` from `context`'s store, mapping WebKit's failure to `WebDataRemovalError`.
    static func clear(_ context: ProfileContext, types: UInt32, timespanMicroseconds: Int64) async throws {
        do {
            try await context.clear(types: types, timespanMicroseconds: timespanMicroseconds)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw WebsiteDataStoreError.removalFailed(String(describing: error))
        }
    }
}
