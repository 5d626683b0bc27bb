public import Foundation

/// A tab on the recently-closed stack: the tab as it was, with its session state, and when it closed.
public struct ClosedTabRecord: Sendable, Equatable, Codable {
    /// The entry's place in the stack (higher is newer).
    public var entryID: Int64
    /// The tab as it was when closed, with its back/forward session state.
    public var tab: SessionTabRecord
    /// When it was closed.
    public var closedAt: Date

    /// Creates a record.
    public init(entryID: Int64, tab: SessionTabRecord, closedAt: Date) {
        self.entryID = entryID
        self.tab = tab
        self.closedAt = closedAt
    }
}
