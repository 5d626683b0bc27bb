import Foundation

/// Every entry below a folder with its kind, size, modification time and a hash of its bytes, to
/// prove that nothing under it changed.
struct FolderTreeSnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var kind: String
        var size: Int
        var modified: Date?
        /// FNV-1a 64 of the file's bytes (0 for folders): enough to tell changed bytes apart.
        var hash: UInt64
    }

    private(set) var entries: [String: Entry] = [:]

    /// Lists `root` recursively; an absent root gives an empty snapshot.
    init(_ root: URL) throws {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey, .contentModificationDateKey])
        else { return }
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey, .contentModificationDateKey])
            let relative = String(url.path.dropFirst(root.path.count))
            if values.isDirectory == true {
                entries[relative] = Entry(kind: "folder", size: 0, modified: values.contentModificationDate, hash: 0)
            } else {
                let bytes = try Data(contentsOf: url)
                entries[relative] = Entry(
                    kind: "file", size: bytes.count, modified: values.contentModificationDate, hash: Self.fnv1a(bytes))
            }
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    var description: String {
        entries.keys.sorted().map { path in
            let entry = entries[path]!
            return
                "\(entry.kind) \(path) \(entry.size) B \(String(entry.hash, radix: 16)) \(entry.modified.map { "\($0.timeIntervalSince1970)" } ?? "-")"
        }.joined(separator: "\n")
    }

    private static func fnv1a(_ bytes: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
