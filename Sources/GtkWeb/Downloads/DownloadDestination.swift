import Foundation

/// Folder checks, free-name picking and the `.part` → final rename, on the real file system.
@MainActor
enum DownloadDestination {
    /// The suffix of a file being written.
    static let partSuffix = ".part"
    /// The highest ` (n)` tried before giving up.
    static let maximumNumber = 9999

    /// Fails unless `folder` is an existing, writable directory.
    static func checkFolder(_ folder: URL) throws(WebDownloadError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .folderMissing(folder) }
        guard FileManager.default.isWritableFile(atPath: folder.path) else { throw .folderNotWritable(folder) }
    }

    /// The first of `name`, `name (1)`, `name (2)`, … in `folder` for which neither the file nor its
    /// `.part` exists and that is not in `reserved` (paths of downloads in flight).
    static func freeURL(for name: String, in folder: URL, reserved: Set<String>) throws(WebDownloadError) -> URL {
        for number in 0...maximumNumber {
            let candidate = folder.appendingPathComponent(WebDownloadFileName.numbered(name, number))
            let path = candidate.path
            if reserved.contains(path) || exists(path) || exists(path + partSuffix) { continue }
            return candidate
        }
        throw .noFreeName(name)
    }

    /// Moves the finished `.part` file to `target`, or to the next free name when `target` appeared in
    /// the meantime; never replaces a file (`link` + `unlink`: the link fails if the name is taken).
    /// - Returns: where the file ended up.
    static func promote(part: URL, to target: URL, reserved: Set<String>) throws(WebDownloadError) -> URL {
        var destination = target
        for _ in 0...maximumNumber {
            do {
                try FileManager.default.linkItem(at: part, to: destination)
                try? FileManager.default.removeItem(at: part)
                return destination
            } catch {
                guard exists(destination.path) else { throw .writeFailed("\(error)") }
                destination = try freeURL(
                    for: target.lastPathComponent, in: target.deletingLastPathComponent(), reserved: reserved)
            }
        }
        throw .noFreeName(target.lastPathComponent)
    }

    /// Removes `file` if it is there.
    static func remove(_ file: URL?) {
        guard let file, exists(file.path) else { return }
        try? FileManager.default.removeItem(at: file)
    }

    /// Whether something is at `path`.
    static func exists(_ path: String) -> Bool {
        // Also true for a dangling symbolic link, which `fileExists` would miss.
        (try? FileManager.default.attributesOfItem(atPath: path)) != nil
    }
}
