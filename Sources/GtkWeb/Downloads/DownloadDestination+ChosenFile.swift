import Foundation

extension DownloadDestination {
    /// Fails unless `file` can be a download's destination as `WebDownloadDecision.saveAs` names it: an
    /// absolute `file:` URL, not a directory, in an existing, writable folder, and free unless
    /// `overwrite` is `.replace`. Run when the download is asked for and again when its response arrives.
    /// - Returns: `file` with `.` and `..` resolved.
    static func checkFile(_ file: URL, ifFileExists overwrite: WebDownloadOverwrite) throws(WebDownloadError) -> URL {
        // `relativePath` keeps a relative path relative, also when Foundation gave the URL the working
        // folder as its base; such a path is refused rather than resolved against that folder.
        guard file.isFileURL, file.relativePath.hasPrefix("/") else { throw .destinationNotAbsolute(file) }
        let standardized = file.standardizedFileURL
        if file.hasDirectoryPath || isDirectory(standardized.path) { throw .destinationIsDirectory(file) }
        try checkFolder(standardized.deletingLastPathComponent())
        if overwrite == .refuse, exists(standardized.path) { throw .fileExists(standardized) }
        return standardized
    }

    /// The `.part` file a download to `file` writes: `name.part` beside it, or `name.1.part`, `name.2.part`, …
    /// when that exists or another download in flight holds it (`reserved`).
    static func partURL(beside file: URL, reserved: Set<String>) throws(WebDownloadError) -> URL {
        for number in 0...maximumNumber {
            let path = file.path + (number == 0 ? "" : ".\(number)") + partSuffix
            if reserved.contains(path) || exists(path) { continue }
            return URL(fileURLWithPath: path)
        }
        throw .noFreeName(file.lastPathComponent + partSuffix)
    }

    /// Moves the finished `part` to `file`. `.replace` renames it over whatever file is there, in one
    /// step (`rename(2)`); `.refuse` links it only while the name is free (`link(2)` fails when it is taken).
    static func place(part: URL, at file: URL, ifFileExists overwrite: WebDownloadOverwrite) throws(WebDownloadError) {
        switch overwrite {
        case .replace:
            guard rename(part.path, file.path) == 0 else {
                let reason = String(cString: strerror(errno))
                if isDirectory(file.path) { throw .destinationIsDirectory(file) }
                throw .writeFailed(reason)
            }
        case .refuse:
            do {
                try FileManager.default.linkItem(at: part, to: file)
            } catch {
                if exists(file.path) { throw .fileExists(file) }
                throw .writeFailed("\(error)")
            }
            remove(part)
        }
    }

    /// Whether `path` is a directory (or a link to one).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
