import Foundation

extension WebProfileStorage {
    /// The named profiles that have a folder under the data root or the cache root, sorted.
    ///
    /// Entries that are not folders, or whose names `.named` would refuse (`default`, reserved
    /// prefixes, other files an app put there), are not listed.
    /// - Throws: `WebProfileError.profileSetupFailed` with `.profileFolderNotAFolder` or `.profileFolderNotAccessible` when a
    ///   `profiles` folder exists but cannot be listed. A missing folder simply lists nothing.
    public func namedProfiles() throws(WebProfileError) -> [String] {
        var names = Set<String>()
        for folder in [dataProfilesFolder, cacheProfilesFolder] {
            for entry in try Self.subfolders(of: folder) {
                if let valid = try? WebProfile.validatedName(entry), valid == entry {  // refused names are not profiles
                    names.insert(entry)
                }
            }
        }
        return names.sorted()
    }

    /// Deletes a named profile's folders from both roots: its cookies, storage and caches.
    ///
    /// The profile's WebKit context is released first, so the next engine of that name starts empty.
    /// - Parameter name: the profile's name, as given to `.named`.
    /// - Throws: `WebProfileError.invalidProfileName` for a refused name (nothing is touched);
    ///   `.profileSetupFailed` with `.profileInUse` while a live engine uses the profile; `.profileNotFound` when neither folder
    ///   exists; `.profileDeletionFailed` when the system refuses to remove a folder.
    @MainActor
    public func deleteProfile(named name: String) throws(WebProfileError) {
        let profile = WebProfile.named(name)
        guard let folders = try folders(for: profile) else { return }
        let valid = try WebProfile.validatedName(name)
        let live = ProfileRegistry.shared.liveEngineCount(dataFolder: folders.data)
        guard live == 0 else { throw .profileSetupFailed(.profileInUse(name: valid, liveEngines: live)) }
        ProfileRegistry.shared.forgetPersistentContext(dataFolder: folders.data)
        var removedAny = false
        for folder in [folders.data, folders.cache] {
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            do {
                try FileManager.default.removeItem(at: folder)
                removedAny = true
            } catch {
                throw .profileSetupFailed(.profileDeletionFailed(path: folder.path, reason: Self.reason(error)))
            }
        }
        guard removedAny else { throw .profileSetupFailed(.profileNotFound(name: valid)) }
    }

    /// The names of the folders directly inside `folder`; empty when `folder` does not exist.
    private static func subfolders(of folder: URL) throws(WebProfileError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw .profileSetupFailed(.profileFolderNotAFolder(path: folder.path)) }
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        } catch {
            throw .profileSetupFailed(.profileFolderNotAccessible(path: folder.path, reason: reason(error)))
        }
        return entries.compactMap { entry in
            let values = try? entry.resourceValues(forKeys: [.isDirectoryKey])  // unreadable entry: not a profile
            return values?.isDirectory == true ? entry.lastPathComponent : nil
        }
    }
}
