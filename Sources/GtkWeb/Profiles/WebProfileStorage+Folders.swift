import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension WebProfileStorage {
    /// Makes sure both folders of a persistent profile exist and are usable, creating missing ones
    /// (mode 0700, with their parents).
    ///
    /// Runs before WebKit sees the folders, so a bad folder is a typed error rather than a WebKit
    /// process that silently cannot store anything.
    /// - Throws: `WebProfileError.profileSetupFailed` with `.profileFolderNotAFolder` when a path exists but is not a folder;
    ///   `.profileFolderNotAccessible` when a folder cannot be read, written or entered, or cannot be
    ///   created.
    func prepare(_ folders: (data: URL, cache: URL)) throws(WebProfileError) {
        try Self.prepareFolder(folders.data)
        try Self.prepareFolder(folders.cache)
    }

    private static func prepareFolder(_ folder: URL) throws(WebProfileError) {
        let path = folder.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .profileSetupFailed(.profileFolderNotAFolder(path: path)) }
            // access(2) also refuses writing to an immutable folder or a read-only file system, even for root.
            if access(path, R_OK | W_OK | X_OK) != 0 {
                throw .profileSetupFailed(
                    .profileFolderNotAccessible(path: path, reason: String(cString: strerror(errno))))
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .profileSetupFailed(.profileFolderNotAccessible(path: path, reason: Self.reason(error)))
        }
    }

    /// The system's message inside a Foundation file error, or the error's description.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
