import Foundation
import SessionStore
import Synchronization
import Testing

/// An import says how far it is, so that a window can show a determinate progress bar.
@Suite struct BookmarkImportProgressTests {
    @Test func anImportReportsARisingFractionOncePerPercentEndingAtOne() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        var items: [BookmarkTree.Item] = [.init(parent: nil, title: "Folder", url: nil)]
        items += (0..<5_000).map { .init(parent: 0, title: "Page \($0)", url: "https://p\($0).example/") }
        let seen = Mutex<[Double]>([])
        let counts = try store.importBookmarks(BookmarkTree(items: items)) { fraction in
            seen.withLock { $0.append(fraction) }
        }
        #expect(counts.bookmarks == 5_000)
        let fractions = seen.withLock { $0 }
        #expect(fractions.count == 100, "once per percent: \(fractions.count) reports")
        #expect(fractions == fractions.sorted() && Set(fractions).count == fractions.count)
        #expect(fractions.first.map { $0 > 0 && $0 <= 0.011 } == true)
        #expect(fractions.last == 1)
    }
}
