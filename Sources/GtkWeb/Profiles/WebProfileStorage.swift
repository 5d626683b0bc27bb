public import Foundation

/// Where persistent profiles keep their data: a data root and a cache root, each with one folder per
/// profile, `profiles/<name>`.
///
/// The default (`xdg`) follows the XDG base-directory specification: `$XDG_DATA_HOME/gtkweb`
/// (`~/.local/share/gtkweb`) and `$XDG_CACHE_HOME/gtkweb` (`~/.cache/gtkweb`). An embedder sets
/// `WebProfileStorage.current` to its own roots before creating engines:
///
/// ```swift
/// WebProfileStorage.current = WebProfileStorage(
///     dataRoot: appData.appendingPathComponent("web"), cacheRoot: appCache.appendingPathComponent("web"))
/// ```
///
/// `WebProfile.default` lives in `profiles/default` under these roots, like a named profile (WebKit's
/// own default context, which writes into folders named after the program, is not used). Changing
/// `current` affects engines created afterwards; live engines keep their folders.
public struct WebProfileStorage: Equatable, Hashable, Sendable {
    /// The folder holding persistent data (cookies, localStorage, IndexedDB…): `profiles/<name>` in it.
    public var dataRoot: URL
    /// The folder holding caches (HTTP disk cache, Cache Storage…): `profiles/<name>` in it.
    public var cacheRoot: URL

    /// The folder name of `WebProfile.default`.
    public static let defaultProfileFolderName = "default"
    /// The sub-folder of each root that holds the profile folders.
    public static let profilesFolderName = "profiles"

    /// Creates a storage location from two absolute folders (they need not exist yet).
    public init(dataRoot: URL, cacheRoot: URL) {
        self.dataRoot = dataRoot.standardizedFileURL
        self.cacheRoot = cacheRoot.standardizedFileURL
    }

    /// The storage new engines use. Defaults to `xdg`. Set it on the main actor, before creating the
    /// engines that should use it.
    @MainActor public static var current: WebProfileStorage = .xdg

    /// The XDG default for this process: `gtkweb` under `$XDG_DATA_HOME` and `$XDG_CACHE_HOME`.
    public static var xdg: WebProfileStorage { xdg(environment: ProcessInfo.processInfo.environment) }

    /// The XDG default computed from `environment`. A relative or empty `XDG_DATA_HOME` or
    /// `XDG_CACHE_HOME` is ignored, as the specification requires, and `$HOME/.local/share` or
    /// `$HOME/.cache` is used instead.
    public static func xdg(environment: [String: String]) -> WebProfileStorage {
        let home =
            environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        return WebProfileStorage(
            dataRoot: base("XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent("gtkweb"),
            cacheRoot: base("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("gtkweb"))
    }

    /// The folder of the profile data root that holds every profile folder: `<dataRoot>/profiles`.
    public var dataProfilesFolder: URL { dataRoot.appendingPathComponent(Self.profilesFolderName, isDirectory: true) }
    /// The folder of the cache root that holds every profile folder: `<cacheRoot>/profiles`.
    public var cacheProfilesFolder: URL { cacheRoot.appendingPathComponent(Self.profilesFolderName, isDirectory: true) }

    /// The data and cache folders of a persistent profile (`.default` or `.named`), without touching
    /// the disk.
    /// - Returns: nil for `.ephemeral` and `.ephemeralSession`, which have none.
    /// - Throws: `WebProfileError.invalidProfileName` for a name the rules refuse.
    public func folders(for profile: WebProfile) throws(WebProfileError) -> (data: URL, cache: URL)? {
        guard let name = try profile.folderName() else { return nil }
        return (
            dataProfilesFolder.appendingPathComponent(name, isDirectory: true),
            cacheProfilesFolder.appendingPathComponent(name, isDirectory: true)
        )
    }
}
