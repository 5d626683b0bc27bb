import Foundation
import SessionStore
import Testing

@Suite struct SessionRoundTripTests {
    @Test func savedSessionComesBackInWindowAndTabOrderFromAFreshStore() throws {
        let folder = try TemporaryFolder()
        let snapshot = SampleSession.make(windows: 3, tabsPerWindow: 20)
        do {
            let store = try SessionStore(fileURL: folder.file("sessions.sqlite"))
            var shuffled = snapshot
            shuffled.tabs.shuffle()
            shuffled.windows.shuffle()
            try store.saveSession(shuffled)
            try store.flush()
        }
        let reopened = try SessionStore(fileURL: folder.file("sessions.sqlite"))
        #expect(try reopened.loadSession() == snapshot)
        #expect(reopened.movedAside == nil)
    }

    @Test func savingAgainDropsClosedTabsAndWindowsAndKeepsMovedTabs() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("sessions.sqlite"))
        var snapshot = SampleSession.make(windows: 2, tabsPerWindow: 3)
        try store.saveSession(snapshot)
        snapshot.windows.removeAll { $0.id == "window-1" }
        snapshot.tabs.removeAll { $0.windowID == "window-1" && $0.id != "tab-1-2" }
        let moved = snapshot.tabs.firstIndex { $0.id == "tab-1-2" }!
        snapshot.tabs[moved].windowID = "window-0"
        snapshot.tabs[moved].position = 3
        snapshot.tabs.removeAll { $0.id == "tab-0-0" }
        try store.saveSession(snapshot)
        let loaded = try store.loadSession()
        #expect(loaded.windows.map(\.id) == ["window-0"])
        #expect(loaded.tabs.map(\.id) == ["tab-0-1", "tab-0-2", "tab-1-2"])
    }

    @Test func snapshotWithATabInAnUnknownWindowIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("sessions.sqlite"))
        let good = SampleSession.make(windows: 1, tabsPerWindow: 2)
        try store.saveSession(good)
        var bad = good
        bad.tabs.append(SessionTabRecord(id: "stray", windowID: "nowhere", position: 0))
        #expect(throws: SessionStoreError.self) { try store.saveSession(bad) }
        var duplicate = good
        duplicate.tabs.append(good.tabs[0])
        #expect(throws: SessionStoreError.self) { try store.saveSession(duplicate) }
        #expect(try store.loadSession() == good)
    }

    @Test func reopeningAClosedTabReturnsItWithItsSessionStateNewestFirst() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("sessions.sqlite"))
        let tabs = SampleSession.make(windows: 1, tabsPerWindow: 3).tabs
        for tab in tabs { store.pushClosedTab(tab) }
        #expect(try store.popClosedTab()?.tab == tabs[2])
        #expect(try store.popClosedTab()?.tab.sessionState == tabs[1].sessionState)
        #expect(try store.closedTabs().map(\.tab.id) == [tabs[0].id])
        #expect(try store.popClosedTab()?.tab.id == tabs[0].id)
        #expect(try store.popClosedTab() == nil)
    }

    @Test func closedTabStackKeepsOnlyTheNewestEntries() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        for index in 0..<(SessionStore.closedTabLimit + 10) {
            store.pushClosedTab(SessionTabRecord(id: "closed-\(index)", windowID: "w", position: 0))
        }
        let stack = try store.closedTabs(limit: 100)
        #expect(stack.count == SessionStore.closedTabLimit)
        #expect(stack.first?.tab.id == "closed-\(SessionStore.closedTabLimit + 9)")
    }

    @Test func downloadRecordsAreReplacedByIDAndListedNewestFirst() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.file("sessions.sqlite"))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var first = DownloadRecord(id: "a", url: "https://example.com/a.zip", startedAt: start)
        store.recordDownload(first)
        store.recordDownload(
            DownloadRecord(
                id: "b", url: "https://example.com/b.pdf", destinationPath: "/tmp/b.pdf", mimeType: "application/pdf",
                receivedBytes: 10, totalBytes: 10, state: .finished, startedAt: start + 5, finishedAt: start + 6))
        first.receivedBytes = 512
        first.state = .failed
        first.failureMessage = "Connection reset"
        store.recordDownload(first)
        store.removeDownload(id: "not-there")
        let records = try store.downloads()
        #expect(records.map(\.id) == ["b", "a"])
        #expect(records[1] == first)
        #expect(records[0].finishedAt == start + 6)
        store.removeDownload(id: "b")
        #expect(try store.downloads().map(\.id) == ["a"])
    }
}
