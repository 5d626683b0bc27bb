import Foundation

/// Remembers, per list path, the SHA-256 of the file and the `stat` stamp it was computed for, in
/// `<cache>/gtkweb-list-digests.json`, so that a later launch need not read and hash an unchanged list
/// (32 ms for a 5.5 MB list of 50,000 rules) before loading its compiled form (under 1 ms).
///
/// Only an optimization: a missing, unreadable or stale memo just means the file is read and hashed,
/// and the compiled list is still looked up by the content's digest. One memo object per cache folder.
///
/// In memory it also keeps, per path, the cache identifier last made in this process for the recorded
/// digest, with the injected rules it was made with: the identifier is a SHA-256 over exactly those two
/// (`RuleListSource.identifier`), which a preparation of an unchanged list would otherwise compute again
/// every time (about half of what checking the list costs). It is never written to the file.
@MainActor
final class ListDigestMemo {
    /// The memo's file name in the cache folder.
    static let fileName = "gtkweb-list-digests.json"

    private static var memos: [String: ListDigestMemo] = [:]

    private let file: URL
    private var entries: [String: Entry]
    private var isDirty = false

    /// A recorded digest, and the identifier made for it in this process.
    private struct Entry {
        var digest: ListDigest
        /// The identifier of `digest` with `injectedRules`; nil until one was made.
        var identifier: String?
        var injectedRules = ""
    }

    /// The memo last looked up, with its folder's path: comparing the path (the same string each time)
    /// spares hashing it.
    private static var last: (path: String, memo: ListDigestMemo)?

    /// The memo of `directory` (whose path is `path`), read from disk on first use.
    static func shared(for directory: URL, path: String) -> ListDigestMemo {
        if let last, last.path == path { return last.memo }
        let memo = memos[path] ?? ListDigestMemo(file: directory.appendingPathComponent(fileName))
        memos[path] = memo
        last = (path, memo)
        return memo
    }

    /// Forgets every memo in memory (after `clearContentBlockerCache()` deleted their files).
    static func forgetAll() {
        memos.removeAll()
        last = nil
    }

    private init(file: URL) {
        self.file = file
        // A memo that is absent or unreadable is simply empty: every list is then read and hashed.
        let data = try? Data(contentsOf: file)
        let stored = data.flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
        let digests = stored?.version == Stored.currentVersion ? stored?.entries ?? [:] : [:]
        entries = digests.mapValues { Entry(digest: $0) }
    }

    /// The digest recorded for `path`, if any (its stamp must still be checked against the file).
    func digest(for path: String) -> ListDigest? { entries[path]?.digest }

    /// The list at `path` with `injectedRules`, without reading it, when the file's `stat` stamp still
    /// matches the recorded digest's (same device, inode, size, modification and status-change times);
    /// nil when nothing is recorded, the stamp differs or the file cannot be checked.
    ///
    /// One `stat` on the calling thread: the common case (an unchanged list, every launch) needs no read,
    /// no hash of the file and no hop to another thread and back (which cost 0.2 ms of a 0.3 ms cached
    /// preparation in `gtkweb-bench`). The identifier made for the same digest and injected rules earlier
    /// in this process is reused; otherwise it is made now and kept.
    func unchangedSource(path: String, injectedRules: String) -> RuleListSource? {
        guard let index = entries.index(forKey: path) else { return nil }
        let entry = entries.values[index]
        guard let stamp = try? FileStamp(path: path), stamp == entry.digest.stamp else { return nil }
        if let identifier = entry.identifier, entry.injectedRules == injectedRules {
            return RuleListSource(
                path: path, fileBytes: nil, digest: entry.digest, injectedRules: injectedRules, identifier: identifier)
        }
        let source = RuleListSource(path: path, fileBytes: nil, digest: entry.digest, injectedRules: injectedRules)
        entries.values[index].identifier = source.identifier
        entries.values[index].injectedRules = injectedRules
        return source
    }

    /// Records `source`'s digest for its path when it has a stamp (was not changing while read), with its
    /// identifier.
    func record(_ source: RuleListSource) {
        guard source.digest.stamp != nil else { return }
        let path = source.path
        if entries[path]?.digest != source.digest { isDirty = true }
        entries[path] = Entry(digest: source.digest, identifier: source.identifier, injectedRules: source.injectedRules)
    }

    /// Writes the memo if it changed, dropping paths whose files are gone.
    func saveIfNeeded() {
        guard isDirty else { return }
        isDirty = false
        entries = entries.filter { FileManager.default.fileExists(atPath: $0.key) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(Stored(entries: entries.mapValues(\.digest))).write(to: file, options: .atomic)
        } catch {
            // Not fatal: without the memo the next launch reads and hashes the lists again.
            isDirty = true
        }
    }

    private struct Stored: Codable {
        static let currentVersion = 1
        var version = currentVersion
        var entries: [String: ListDigest]
    }
}
