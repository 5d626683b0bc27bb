import Foundation
import Glibc
import SessionStore

extension ShellSuite {
    /// `shell_suggestions_100k_100k_p50/p95` (us, GtkWeb only): what the address bar runs for each typed
    /// character, the bookmark query (`bookmarkCompletions(for:limit: 4)`) then the history query
    /// (`completions(for:limit: 8)`), on 100,000 bookmarks in 100 folders and 100,000 history entries;
    /// one sample per keystroke of seven words typed letter by letter. `…_cpu_p50/p95`: the same samples
    /// in the thread's CPU time, which a loaded machine's waits for a core do not inflate.
    static func suggestionFigures(_ workdir: URL) throws -> [BenchFigure] {
        let folder = workdir.appendingPathComponent("suggestions-\(getpid())")
        try? FileManager.default.removeItem(at: folder)  // a previous run's files, if any
        defer { try? FileManager.default.removeItem(at: folder) }  // scratch files of this run
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try SessionStore(fileURL: folder.appendingPathComponent("suggestions.sqlite"))
        let now = Date()
        store.importHistory(
            (0..<100_000).map { index in
                HistoryEntry(
                    url: "https://host\(index % 997).example.org/articles/\(index)", title: "Article number \(index)",
                    visitCount: index % 17, lastVisit: now - Double(index))
            })
        var items: [BookmarkTree.Item] = (0..<100).map { .init(parent: nil, title: "Folder \($0)", url: nil) }
        for index in 0..<100_000 {
            items.append(
                .init(
                    parent: index % 100, title: "Bookmark about topic \(index % 5003) number \(index)",
                    url: "https://site\(index % 1009).example.com/page/\(index)"))
        }
        try store.importBookmarks(BookmarkTree(items: items))
        try store.flush()
        var samples: [Double] = []
        var cpu: [Double] = []
        for word in ["site12", "host5.example.org/art", "topic 4711", "number 31337", "github", "exa", "page/9999"] {
            for length in 1...word.count {
                let text = String(word.prefix(length))
                let begin = nowMicroseconds()
                let cpuBegin = ProcessTree.threadCPUMilliseconds()
                _ = try store.bookmarkCompletions(for: text, limit: 4)
                _ = try store.completions(for: text, limit: 8)
                cpu.append((ProcessTree.threadCPUMilliseconds() - cpuBegin) * 1000)
                samples.append(nowMicroseconds() - begin)
            }
        }
        return Percentile.figures("shell_suggestions_100k_100k", microseconds: samples)
            + Percentile.figures("shell_suggestions_100k_100k_cpu", microseconds: cpu)
    }
}
