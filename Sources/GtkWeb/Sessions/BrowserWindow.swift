public import Foundation
public import Observation

/// One window of a `BrowserSession`: its tabs in order and the one it shows.
///
/// Observable: read `tabs` and `activeTabID` inside `withObservationTracking` to redraw.
@Observable
@MainActor
public final class BrowserWindow: Identifiable {
    /// The window's stable ID.
    public nonisolated let id: String
    /// The tabs, in order; pinned tabs are kept first.
    public internal(set) var tabs: [BrowserTab] = []
    /// The ID of the tab the window shows, or nil when it has none.
    public internal(set) var activeTabID: String?

    init(id: String) { self.id = id }

    /// The tab the window shows.
    public var activeTab: BrowserTab? { activeTabID.flatMap { id in tabs.first { $0.id == id } } }

    /// The index of `tabID` in `tabs`, or nil.
    public func index(ofTab tabID: String) -> Int? { tabs.firstIndex { $0.id == tabID } }
}
