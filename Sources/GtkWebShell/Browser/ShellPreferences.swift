import Foundation
import GLibInterop
import GtkWeb
import Synchronization

/// The shell's preferences, kept in a key file, `$XDG_CONFIG_HOME/gtkweb/preferences.ini` (group
/// `[Preferences]`).
///
/// A key file rather than GSettings: GSettings needs a schema compiled by `glib-compile-schemas` and
/// installed where GLib looks (or `GSETTINGS_SCHEMA_DIR`), so a `gtkweb` run from the build tree would
/// abort on first use; a key file needs nothing installed, is read with GLib (`GKeyFile`) and edited
/// by hand as easily. A value that is missing gets its default; one that is invalid gets its default
/// and a GLib warning (domain GtkWeb) naming the key and the value.
struct ShellPreferences: Equatable, Sendable {
    /// The search engine: a URL template with `%s` for the query (`GTKWEB_SEARCH_URL`, when set,
    /// still wins, for scripts).
    var searchURL = AddressResolver.defaultSearchTemplate
    /// The page new windows and tabs open on; empty for the shell's start page. Read at start.
    var homePage = ""
    /// Where downloads are saved; empty for the XDG download folder.
    var downloadFolder = ""
    /// The zoom new tabs start at (1 is 100 %), from 0.3 to 5.
    var defaultZoom = 1.0
    /// Whether the default blocking list and cosmetic filters apply to new tabs.
    var contentBlocking = true
    /// Which cookies every profile accepts.
    var cookiePolicy = WebPrivacySettings.CookiePolicy.refuseThirdParty
    /// Whether the windows and tabs of the last run come back at start.
    var restoreSession = true

    static let group = "Preferences"
    static let zoomRange = 0.3...5.0

    private static let values = Mutex(ShellPreferences())

    /// The preferences in effect (the defaults until `load()`).
    static var current: ShellPreferences { values.withLock { $0 } }

    /// The preferences file.
    @MainActor static var fileURL: URL {
        URL(fileURLWithPath: KeyFile.userConfigFolder).appendingPathComponent("gtkweb/preferences.ini")
    }

    /// Reads the preferences file into `current` (a missing file leaves the defaults; an unreadable one
    /// is said with a GLib warning) and applies them.
    @MainActor
    static func load() {
        let file = KeyFile()
        do {
            try file.load(fileURL.path)
        } catch let error as GLibError where error.domain == "g-file-error-quark" && error.code == 4 {
            // G_FILE_ERROR_NOENT: no preferences saved yet.
        } catch {
            GLibLog.warning("gtkweb: the preferences file \(fileURL.path) was not read (\(error)); the defaults apply")
        }
        values.withLock { $0 = ShellPreferences(reading: file) }
        current.apply()
    }

    /// Makes `preferences` current, applies them and writes the file.
    /// - Throws: `GLibError` when the file cannot be written (they are current nonetheless).
    @MainActor
    static func save(_ preferences: ShellPreferences) throws {
        values.withLock { $0 = preferences }
        preferences.apply()
        let file = KeyFile()
        try? file.load(fileURL.path)  // a missing or broken file is replaced
        preferences.write(to: file)
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.save(fileURL.path)
    }

    /// The values of `file`'s `[Preferences]` group; each missing or invalid one is the default (an
    /// invalid one is said with a GLib warning).
    init(reading file: KeyFile) {
        func value<T>(_ key: String, _ fallback: T, _ parse: (String) -> T?) -> T {
            guard let text = file.string(Self.group, key) else { return fallback }
            if let parsed = parse(text) { return parsed }
            GLibLog.warning("gtkweb: preferences: \(key)=\(text) is not valid; the default applies")
            return fallback
        }
        let defaults = ShellPreferences()
        searchURL = value("search-url", defaults.searchURL) { $0.contains("%s") && URL(string: $0) != nil ? $0 : nil }
        homePage = value("home-page", defaults.homePage) { $0.isEmpty || URL(string: $0)?.scheme != nil ? $0 : nil }
        downloadFolder = value("download-folder", defaults.downloadFolder) {
            $0.isEmpty || $0.hasPrefix("/") ? $0 : nil
        }
        defaultZoom = value("default-zoom", defaults.defaultZoom) {
            Double($0).flatMap { Self.zoomRange.contains($0) ? $0 : nil }
        }
        contentBlocking = value("content-blocking", defaults.contentBlocking) { Self.boolean($0) }
        cookiePolicy = value("cookie-policy", defaults.cookiePolicy) { WebPrivacySettings.CookiePolicy(rawValue: $0) }
        restoreSession = value("restore-session", defaults.restoreSession) { Self.boolean($0) }
    }

    /// The defaults.
    init() {}

    /// Puts the values into `file`'s `[Preferences]` group.
    @MainActor
    func write(to file: KeyFile) {
        file.set(Self.group, "search-url", searchURL)
        file.set(Self.group, "home-page", homePage)
        file.set(Self.group, "download-folder", downloadFolder)
        file.set(Self.group, "default-zoom", String(defaultZoom))
        file.set(Self.group, "content-blocking", String(contentBlocking))
        file.set(Self.group, "cookie-policy", cookiePolicy.rawValue)
        file.set(Self.group, "restore-session", String(restoreSession))
    }

    /// Applies what takes effect at once: the cookie policy of every profile and the download folder.
    /// The search engine is read for each address typed; zoom and blocking apply to tabs opened later.
    @MainActor
    func apply() {
        WebPrivacySettings.current.cookiePolicy = cookiePolicy
        ShellDownloads.manager.folder =
            downloadFolder.isEmpty ? WebDownloadManager.defaultFolder : URL(fileURLWithPath: downloadFolder)
    }

    /// The home page as a URL, or nil for the start page.
    var homePageURL: URL? { homePage.isEmpty ? nil : URL(string: homePage) }

    private static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }
}
