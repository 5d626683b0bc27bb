public import Foundation
import GLibInterop
public import Observation
public import SessionStore

/// A browser session: windows of tabs, each tab bound to a `WebEngine` through the `persistentWebViewID`
/// cache, saved to a `SessionStore` and restored from it.
///
/// Every change (open, close, move, pin, activate, a page that loads) is saved automatically: the
/// session is written once per main-loop turn, on the store's own writer queue, so navigation never
/// waits for the disk. Tabs of ephemeral profiles are kept out of the store and out of history.
///
/// Engines are made lazily: a restored tab loads when first activated. An `EnginePolicy` may cap the
/// live engines; beyond the cap the least recently used tabs hibernate (their engine and web process
/// are released, their back/forward list kept), and come back on activation. Active and pinned tabs
/// never hibernate.
///
/// Observable: read `windows` inside `withObservationTracking`.
@Observable
@MainActor
public final class BrowserSession {
    /// How many engines stay live.
    public struct EnginePolicy: Sendable, Equatable {
        /// The most live engines; beyond it, least recently used tabs hibernate. Nil: no limit.
        public var liveEngineLimit: Int?
        /// Whether a low-memory warning from GIO's `GMemoryMonitor` hibernates least recently used tabs.
        public var hibernatesOnMemoryPressure: Bool
        /// Whether new tabs start on a prewarmed spare engine, and whether tabs of a profile share one
        /// web process (speed and memory) or keep one each (isolation); see `SpareEngineMode`.
        public var spareEngines: SpareEngineMode
        /// How wide (in pixels) the thumbnail a hibernating tab captures of its page is
        /// (`BrowserTab.thumbnail`); nil captures none, and tabs release their engines at once.
        public var thumbnailWidth: Double?

        /// Creates a policy; the default keeps every engine live and makes no spare, as SkipWeb does, and
        /// captures 320-pixel thumbnails when tabs hibernate.
        public init(
            liveEngineLimit: Int? = nil, hibernatesOnMemoryPressure: Bool = false,
            spareEngines: SpareEngineMode = .none, thumbnailWidth: Double? = 320
        ) {
            self.liveEngineLimit = liveEngineLimit
            self.hibernatesOnMemoryPressure = hibernatesOnMemoryPressure
            self.spareEngines = spareEngines
            self.thumbnailWidth = thumbnailWidth
        }
    }

    /// The windows, in order.
    public internal(set) var windows: [BrowserWindow] = []
    /// The store the session is saved to, or nil for a session kept in memory only.
    @ObservationIgnored public let store: SessionStore?
    /// The engine policy; a lower limit applies at the next activation or `enforceEnginePolicy()`.
    @ObservationIgnored public var policy: EnginePolicy {
        didSet {
            updateMemoryWatch()
            spares.mode = policy.spareEngines
        }
    }
    /// Called with what the host should know (refused session states, store failures, hibernation).
    @ObservationIgnored public var onEvent: ((BrowserSessionEvent) -> Void)?

    @ObservationIgnored let makeConfiguration: (WebProfile) -> WebEngineConfiguration
    @ObservationIgnored var autosave: MainLoopSource?
    @ObservationIgnored var memoryWatch: MemoryPressureWatch?
    /// The prewarmed engines for the next new tab of each profile (`policy.spareEngines`).
    @ObservationIgnored let spares: SpareEngines
    /// Closed tabs of this run, newest last (at most `SessionStore.closedTabLimit`), with their profiles.
    @ObservationIgnored var closedTabs: [(record: SessionTabRecord, profile: WebProfile)] = []

    /// Creates an empty session.
    ///
    /// - Parameters:
    ///   - store: where the session is saved; nil keeps it in memory only.
    ///   - policy: how many engines stay live.
    ///   - configuration: the configuration for a new engine of a profile (the default uses only the
    ///     profile).
    public init(
        store: SessionStore?, policy: EnginePolicy = EnginePolicy(),
        configuration: @escaping (WebProfile) -> WebEngineConfiguration = { WebEngineConfiguration(profile: $0) }
    ) {
        self.store = store
        self.policy = policy
        self.makeConfiguration = configuration
        spares = SpareEngines(mode: policy.spareEngines, configuration: configuration)
        updateMemoryWatch()
    }

    /// Releases the tabs' engines from the `persistentWebViewID` cache: nothing can activate them any
    /// more (a host's `WebView` still holding one keeps it alive).
    isolated deinit {
        autosave?.cancel()
        for tab in allTabs { releaseEngine(of: tab) }
    }

    /// Every tab of every window, in order.
    public var allTabs: [BrowserTab] { windows.flatMap(\.tabs) }

    /// The tab with `id`, or nil.
    public func tab(id: String) -> BrowserTab? {
        for window in windows { if let tab = window.tabs.first(where: { $0.id == id }) { return tab } }
        return nil
    }

    /// The window with `id`, or nil.
    public func window(id: String) -> BrowserWindow? { windows.first { $0.id == id } }

    /// The tabs with a live engine (including those hibernating, until their thumbnail is captured).
    public var liveTabs: [BrowserTab] { allTabs.filter { $0.engine != nil } }

    /// Writes the session now (queued on the store's writer) instead of at the end of this main-loop turn.
    public func saveNow() {
        autosave?.cancel()
        autosave = nil
        guard let store else { return }
        do { try store.saveSession(snapshot()) } catch { onEvent?(.storeFailed(error)) }
    }

    /// The persistent part of the session as the store keeps it.
    public func snapshot() -> SessionSnapshot {
        var snapshot = SessionSnapshot()
        for (position, window) in windows.enumerated() {
            let tabs = window.tabs.filter(\.isPersistent)
            let active = tabs.contains { $0.id == window.activeTabID } ? window.activeTabID : nil
            snapshot.windows.append(SessionWindowRecord(id: window.id, position: position, activeTabID: active))
            snapshot.tabs += tabs.enumerated().map { index, tab in record(of: tab, windowID: window.id, position: index)
            }
        }
        return snapshot
    }

    func record(of tab: BrowserTab, windowID: String, position: Int) -> SessionTabRecord {
        let page = savedPage(of: tab)
        return SessionTabRecord(
            id: tab.id, windowID: windowID, position: position, profileName: Self.storedName(of: tab.profile),
            url: page.url, title: page.title, isPinned: tab.isPinned, lastAccess: tab.lastAccess,
            sessionState: page.sessionState, thumbnail: tab.thumbnail)
    }

    /// Saves at the end of this main-loop turn, once however many changes it made.
    func scheduleAutosave() {
        guard store != nil, autosave == nil else { return }
        autosave = MainLoopSource.idle { [weak self] in
            self?.autosave = nil
            self?.saveNow()
            return false
        }
    }

    /// The profile name the store keeps: `default`, or a named profile's name.
    static func storedName(of profile: WebProfile) -> String {
        if case .named(let name) = profile { return name }
        return "default"
    }

    /// The profile of a stored name.
    static func profile(storedName name: String) -> WebProfile { name == "default" ? .default : .named(name) }
}
