public import Foundation

/// Why an engine could not restore a session state.
public enum WebSessionStateError: Error, Equatable, Sendable, LocalizedError {
    /// WebKit refused the bytes (not a serialized session state, or from an incompatible WebKit), or
    /// they held no current page. The engine was not changed.
    case refused

    public var errorDescription: String? {
        "WebKit refused the saved session state (the back/forward list could not be restored)"
    }
}

extension WebEngine {
    /// The page's back/forward list and current entry, serialized by WebKit, to save and later restore
    /// with `restoreSessionState(_:)` in this or a later process (`webkit_web_view_get_session_state`,
    /// `webkit_web_view_session_state_serialize`). Nil when WebKit has none.
    public func sessionStateData() -> Data? { handle.serializedSessionState().map { Data($0) } }

    /// Restores a state saved by `sessionStateData()`, so that `backList`, `canGoBack` and going back work
    /// as before, and loads its current entry; returns when that load has finished
    /// (`webkit_web_view_restore_session_state`, `webkit_web_view_go_to_back_forward_list_item`).
    ///
    /// - Throws: `WebSessionStateError.refused` before anything changes when WebKit refuses the bytes;
    ///   the engine's `WebProfileError` or `configurationError` first; `WebLoadError` when the page fails
    ///   to load (the restored history stays). Cancelling the calling task stops the load and throws
    ///   `CancellationError`.
    public func restoreSessionState(_ data: Data) async throws {
        try throwProfileErrorIfNeeded()
        if let configurationError { throw configurationError }
        try await waitForContentBlockerSetupBeforeLoading()
        guard handle.restoreSessionState([UInt8](data)) else { throw WebSessionStateError.refused }
        try await startLoad(url: nil) { [handle] in handle.loadCurrentEntry() }
    }
}
