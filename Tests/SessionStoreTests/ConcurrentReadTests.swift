import Foundation
import Testing

@testable import SessionStore

/// Reads run on the caller's thread between writes and while the writer thread drains the queue: each read sees a committed
/// state (never a half-written one), and the counts only grow. Under `make test-tsan` this is the test that
/// puts the writer and a reader on one connection at the same moment.
@Suite struct ConcurrentReadTests {
    @Test func readsWhileTheWriterDrainsItsQueueSeeOnlyCommittedStates() throws {
        let folder = try TemporaryFolder()
        let store = try SessionStore(fileURL: folder.url.appendingPathComponent("session.sqlite"))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var counts: [Int] = []
        for index in 0..<400 {
            store.recordVisit(url: "https://example.org/\(index)", title: "Page \(index)", at: start + Double(index))
            if index % 10 == 9 { counts.append(try store.historyCount()) }
        }
        let deadline = Date() + 60
        while counts.last != 400, Date() < deadline {
            counts.append(try store.historyCount())
            #expect(try store.history(matching: "Page", limit: 5).count == min(5, counts.last ?? 0))
        }
        #expect(counts.last == 400, "the writer committed \(counts.last ?? 0) of 400 visits in 60 s")
        try store.flush()
        #expect(counts == counts.sorted())
    }
}
