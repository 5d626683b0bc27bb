/// The writes waiting for the store's writer queue, and the failures not yet reported by `flush`.
struct WriteQueue: Sendable {
    private var operations: [WriteOperation] = []
    private var drainScheduled = false
    /// The operations taken by a drain and not yet finished.
    private var draining = 0
    private var failures: [SessionStoreError] = []

    /// Adds `operation`; a session snapshot replaces one still waiting. Returns whether a drain must be
    /// scheduled.
    mutating func append(_ operation: WriteOperation) -> Bool {
        if case .saveSession = operation {
            operations.removeAll { if case .saveSession = $0 { true } else { false } }
        }
        operations.append(operation)
        defer { drainScheduled = true }
        return !drainScheduled
    }

    /// Everything waiting, in order; the next append schedules a new drain.
    mutating func takeAll() -> [WriteOperation] {
        defer {
            draining += operations.count
            operations = []
            drainScheduled = false
        }
        return operations
    }

    /// A drain finished one of the operations it took (committed or rolled back).
    mutating func finishedOne() { draining -= 1 }

    /// Whether a queued operation has not finished yet.
    var hasUnwritten: Bool { !operations.isEmpty || draining > 0 }

    mutating func recordFailure(_ failure: SessionStoreError) { failures.append(failure) }

    /// The first failure since the last call, clearing the list.
    mutating func takeFailure() -> SessionStoreError? {
        defer { failures = [] }
        return failures.first
    }
}
