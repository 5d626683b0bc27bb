/// Every window and tab of a session, as saved and restored in one piece.
public struct SessionSnapshot: Sendable, Equatable, Codable {
    /// The windows, in `position` order when read back.
    public var windows: [SessionWindowRecord]
    /// The tabs, in window order and then `position` order when read back.
    public var tabs: [SessionTabRecord]

    /// Creates a snapshot.
    public init(windows: [SessionWindowRecord] = [], tabs: [SessionTabRecord] = []) {
        self.windows = windows
        self.tabs = tabs
    }

    /// The tabs of `windowID`, in position order.
    public func tabs(inWindow windowID: String) -> [SessionTabRecord] {
        tabs.filter { $0.windowID == windowID }.sorted { $0.position < $1.position }
    }

    /// Why the snapshot cannot be saved, or nil when it can: duplicate IDs, or a tab whose window is
    /// not in the snapshot.
    public var validationProblem: String? {
        let windowIDs = Set(windows.map(\.id))
        if windowIDs.count != windows.count { return "two windows share an ID" }
        if Set(tabs.map(\.id)).count != tabs.count { return "two tabs share an ID" }
        if let orphan = tabs.first(where: { !windowIDs.contains($0.windowID) }) {
            return "tab \(orphan.id) names window \(orphan.windowID), which is not in the snapshot"
        }
        return nil
    }
}
