import Dispatch
import Foundation
import Testing

@testable import SessionStore

/// A session reopening a tab it closed drops the store's copy without waiting for the writer.
@Suite struct ClosedTabDropTests {
    @Test func droppingTheNewestClosedTabReturnsWhileAnotherWriterHoldsTheFileAndTakesEffectAfter() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("session.sqlite"))
        store.pushClosedTab(SessionTabRecord(id: "older", windowID: "w", position: 0))
        store.pushClosedTab(SessionTabRecord(id: "newer", windowID: "w", position: 1))
        try store.flush()
        let other = try SQLiteConnection(path: folder.file("session.sqlite").path)
        try other.execute("BEGIN IMMEDIATE; DELETE FROM history")

        let returned = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            store.dropNewestClosedTab()
            returned.signal()
        }
        // The deadline is below the writer's 5 s busy timeout: a drop that waited for the lock would
        // miss it, where queuing it takes no time at all.
        let answered = returned.wait(timeout: .now() + 4) == .success
        try other.execute("ROLLBACK")
        #expect(answered, "dropNewestClosedTab returned while another connection held its write transaction")

        try store.flush()
        #expect(try store.closedTabs().map(\.tab.id) == ["older"], "the tab pushed last is the one dropped")
    }

    @Test func droppingFromAnEmptyStackChangesNothing() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("session.sqlite"))
        store.dropNewestClosedTab()
        try store.flush()
        #expect(try store.closedTabs().isEmpty)
    }
}
