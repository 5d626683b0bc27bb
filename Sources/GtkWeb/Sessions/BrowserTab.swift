public import Foundation
public import Observation

/// One tab of a `BrowserSession`: a page that is live (it has an engine) or suspended (restored but
/// not yet shown, or hibernated), with what it needs to come back.
///
/// Observable: read its properties inside `withObservationTracking` to redraw a tab strip.
@Observable
@MainActor
public final class BrowserTab: Identifiable {
    /// Whether a tab has an engine.
    public enum Status: Sendable, Equatable {
        /// The tab has a live engine (and web process).
        case live
        /// The tab was restored from the store and has not been shown yet; it loads on first activation.
        case notLoaded
        /// The tab is being hibernated: a thumbnail of its page is being captured, then its engine is
        /// released (activating the tab first keeps it live).
        case hibernating
        /// The tab's engine was released; its back/forward list waits in `sessionState`.
        case hibernated
    }

    /// The tab's stable ID; also its `persistentWebViewID`, so `WebView(persistentWebViewID: id)` shows
    /// this tab's engine.
    public nonisolated let id: String
    /// The profile the tab's engine uses. Tabs of `.ephemeral` and `.ephemeralSession` profiles are
    /// never written to the store.
    public let profile: WebProfile
    /// The page's URL (the engine's, while live; the saved one otherwise).
    public internal(set) var url: URL?
    /// The page's title.
    public internal(set) var title: String = ""
    /// Whether the tab is pinned (pinned tabs never hibernate).
    public internal(set) var isPinned = false
    /// When the tab was last activated.
    public internal(set) var lastAccess: Date
    /// Whether the tab is live, not loaded yet, or hibernated.
    public internal(set) var status: Status
    /// The engine while the tab is live; nil otherwise. Activating the tab makes one.
    public internal(set) var engine: WebEngine?
    /// The window the tab is in.
    public internal(set) weak var window: BrowserWindow?

    /// WebKit's serialized back/forward list, captured after each load and at hibernation.
    @ObservationIgnored var sessionState: Data?
    /// A small JPEG of the page (`BrowserSession.EnginePolicy.thumbnailWidth` pixels wide, 320 by
    /// default), captured when the tab hibernated, saved with the session and restored with it; nil
    /// until a hibernation captured one (or when that capture failed). For a tab overview: a hibernated
    /// tab has no engine to draw its page.
    public internal(set) var thumbnail: Data?
    @ObservationIgnored var observerID: UInt64?
    /// Counts hibernations started and called off, so that a capture that ends late knows it is stale.
    @ObservationIgnored var hibernation: UInt64 = 0
    /// The thumbnail capture of a hibernation in progress.
    @ObservationIgnored var thumbnailCapture: Task<Void, Never>?

    init(id: String, profile: WebProfile, url: URL?, status: Status, lastAccess: Date = Date()) {
        self.id = id
        self.profile = profile
        self.url = url
        self.status = status
        self.lastAccess = lastAccess
    }

    /// Whether the tab may be written to the store (its profile keeps data on disk).
    public var isPersistent: Bool { profile.isPersistent }

    /// Whether the tab is its window's active tab.
    public var isActive: Bool { window?.activeTabID == id }
}
