public import Foundation
public import SessionStore

/// What a `BrowserSession` tells its host.
public enum BrowserSessionEvent: Sendable {
    /// WebKit refused a tab's saved back/forward list, so the tab was loaded from its URL alone (its
    /// history is gone).
    case sessionStateRefused(tabID: String, url: URL?)
    /// The store failed (a write rolled back, a read failed); the session in memory is unchanged.
    case storeFailed(SessionStoreError)
    /// A tab was hibernated: its engine and web process were released.
    case hibernated(tabID: String)
    /// A tab's web process ended (crash, memory, host); the tab keeps its URL and reloads on `reload()`.
    case webProcessTerminated(tabID: String, WebProcessTerminationReason)
}
