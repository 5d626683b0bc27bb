import Foundation

#if !FUZZING
    @testable import SessionStore
#endif

/// A session store file with any content: opening it either fails with a `SessionStoreError` or gives a
/// working store — the file read as it is, or moved aside (its bytes kept under the new name, but for
/// the header fields SQLite itself updates on opening) and a fresh one made. A working store's reads answer or throw
/// `SessionStoreError`, and a session saved into it loads back unchanged, or its write fails with
/// `SessionStoreError.writeFailed`.
enum SessionFileFuzzCheck {
    static let name = "session-file"

    /// Header bytes SQLite itself rewrites when it opens a file before finding it unusable: the read and
    /// write versions (WAL mode), the change counter, and the version-valid-for number with the library
    /// version that wrote it.
    static let rewrittenHeaderBytes: [Range<Int>] = [18..<20, 24..<28, 92..<100]

    /// Whether `kept` is `original`, but for the header bytes SQLite rewrites.
    static func keepsContent(_ kept: [UInt8], of original: [UInt8]) -> Bool {
        guard kept.count == original.count else { return false }
        return kept.indices.allSatisfy { index in
            kept[index] == original[index] || rewrittenHeaderBytes.contains { $0.contains(index) }
        }
    }

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkweb-fuzz-session-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.sqlite")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        } catch {
            throw FuzzInvariantViolation(check: name, message: "cannot write the input file: \(error)")
        }
        let store: SessionStore
        do {
            store = try SessionStore(fileURL: file)
        } catch {
            try fuzzRequire(!error.localizedDescription.isEmpty, name, "an open failure without words")
            return
        }
        if let moved = store.movedAside {
            let kept = [UInt8](FileManager.default.contents(atPath: moved.movedToURL.path) ?? Data())
            try fuzzRequire(
                keepsContent(kept, of: bytes), name, "the file moved aside does not hold the original bytes")
        }
        _ = try? store.loadSession()
        _ = try? store.historyCount()
        _ = try? store.downloads()
        _ = try? store.closedTabs()
        _ = try? store.completions(for: "a")
        let tab = SessionTabRecord(
            id: "t1", windowID: "w1", position: 0, profileName: "default", url: "https://example.org/",
            title: "Example", isPinned: false, lastAccess: Date(timeIntervalSince1970: 1_700_000_000),
            sessionState: Data([1, 2, 3]), thumbnail: nil)
        let snapshot = SessionSnapshot(windows: [SessionWindowRecord(id: "w1", position: 0)], tabs: [tab])
        do {
            try store.saveSession(snapshot)
            // A file SQLite opens and checks as sound can still fail a write (a damaged page the quick
            // check does not read): the failure is reported, typed, by `flush()`.
            let flushed = Result { () throws(SessionStoreError) in try store.flush() }
            if case .failure(.writeFailed) = flushed { return }
            let loaded = try store.loadSession()
            try fuzzRequire(loaded == snapshot, name, "a saved session loads back as \(loaded)")
        } catch let failure as FuzzInvariantViolation {
            throw failure
        } catch {
            throw FuzzInvariantViolation(check: name, message: "an opened store cannot save and load: \(error)")
        }
    }
}
