import Foundation
import SessionStore
import Testing

/// Completion against a plain reference: every prefix entry ranked by visits then recency, then every
/// substring entry ranked the same, on a history shaped to take each path of the query (narrow and broad
/// prefixes, a broad prefix of rarely visited entries only, common and rare words, one or two letters).
@Suite struct CompletionRankingTests {
    static let now = Date(timeIntervalSince1970: 2_000_000_000)

    /// 25,000 entries: 20,000 spread over 300 hosts, then 1,500 never-revisited ones sharing a broad prefix
    /// (ranked below everything else), and a few rare words.
    static let entries: [HistoryEntry] = {
        var entries = (0..<20_000).map { index in
            HistoryEntry(
                url: "https://\(index % 7 == 0 ? "www." : "")site\(index % 300).example/\(index % 11)/page\(index)",
                title: "Page \(index) of \(["alpha", "beta", "gamma"][index % 3])", visitCount: 1 + index % 23,
                lastVisit: now - Double(index))
        }
        entries += (0..<1_500).map { index in
            HistoryEntry(
                url: "http://quiet-archive.example/item\(index)", title: "Archived \(index)", visitCount: 0,
                lastVisit: now - 1_000_000 - Double(index))
        }
        entries += (0..<3_500).map { index in
            HistoryEntry(
                url: "https://filler\(index).example/", title: "Filler", visitCount: 1,
                lastVisit: now - 500_000 - Double(index))
        }
        entries.append(HistoryEntry(url: "https://zq.example/", title: "Qz", visitCount: 0, lastVisit: now - 9_000_000))
        entries.append(
            HistoryEntry(
                url: "https://rare.example/needle", title: "Unique Haystack", visitCount: 0, lastVisit: now - 8e6))
        return entries
    }()

    static func key(_ text: String) -> String {
        var key = text.trimmingCharacters(in: .whitespaces).lowercased()
        for scheme in ["https://", "http://"] where key.hasPrefix(scheme) { key.removeFirst(scheme.count) }
        if key.hasPrefix("www.") { key.removeFirst(4) }
        return key
    }

    /// Every entry with its URL and title keys, best-ranked first.
    static let ranked: [(url: String, key: String, title: String)] = entries.sorted {
        ($0.visitCount, $0.lastVisit) > ($1.visitCount, $1.lastVisit)
    }.map { ($0.url, key($0.url), $0.title.lowercased()) }

    static func reference(_ text: String, limit: Int) -> [String] {
        let needle = key(text)
        let prefix = ranked.lazy.filter { $0.key.hasPrefix(needle) }.prefix(limit)
        let substring = ranked.lazy.filter {
            !$0.key.hasPrefix(needle) && ($0.key.contains(needle) || $0.title.contains(needle))
        }
        return (Array(prefix) + substring.prefix(limit - prefix.count)).map(\.url)
    }

    static let queries = [
        "site1", "site17.example/3", "www.site42", "s", "si", "h", "q", "qu", "quiet-archive",
        "quiet-archive.example/item1", "page1", "alpha", "GAMMA", "of beta", "/5/", "needle", "haystack", "zq", "qz",
        "ive.ex", "zzz-none", "e",
    ]

    @Test func completionMatchesThePlainRanking() throws {
        let store = try SessionStore(inMemoryWithEvents: nil)
        store.importHistory(Self.entries)
        try store.flush()
        for text in Self.queries {
            for limit in [1, 8, 40] {
                let urls = try store.completions(for: text, limit: limit).map(\.url)
                #expect(urls == Self.reference(text, limit: limit), "completions for \"\(text)\", limit \(limit)")
            }
        }
    }
}
