import Foundation

/// Which website data store an engine uses: cookies, localStorage, IndexedDB, caches.
///
/// Set it through `WebEngineConfiguration.profile`. Persistent profiles keep their data on disk under
/// `WebProfileStorage.current` (one folder in the data root and one in the cache root each, see
/// `WebProfileStorage`); engines of one profile share one WebKit context, so they see each other's
/// cookies and storage, and different profiles never do.
///
/// A profile that is not valid (see `WebProfileError.invalidProfileName`) or whose folders cannot be
/// used does not stop the engine from being created (as in SkipWeb, `WebEngine.init` does not throw):
/// the engine records the error, `load(url:)` and the cookie and site-data calls throw it, and nothing
/// touches the disk.
public enum WebProfile: Equatable, Hashable, Sendable {
    /// The default persistent profile. On Linux this is the folder `profiles/default` under the data
    /// and cache roots of `WebProfileStorage.current` (not WebKit's own default context, which would
    /// write into folders named after the program).
    case `default`
    /// A persistent profile isolated by name: its data lives in `profiles/<name>` under the data and
    /// cache roots. Surrounding whitespace is ignored. The name must be a safe single folder name (see
    /// `WebProfileError.invalidProfileName`); `default` and names with the reserved prefixes
    /// `gtkweb-internal-` and `skipweb-internal-` are refused.
    case named(String)
    /// An in-memory store of this engine alone: nothing is written to disk, and no other engine sees
    /// it (except a popup made from `WebEngine.popupChildMirroredConfiguration()`). It ends with the
    /// engine.
    case ephemeral
    /// An in-memory store shared by every engine created with the same non-empty identifier (surrounding
    /// whitespace ignored), until `WebEngine.clearEphemeralSessionProfile(identifier:)` ends it. Nothing
    /// is written to disk.
    case ephemeralSession(String)

    /// The prefixes reserved for profiles the library itself owns; `.named` refuses them (compared
    /// case-insensitively). `skipweb-internal-` is SkipWeb's, refused for compatibility.
    public static let reservedNamePrefixes = ["gtkweb-internal-", "skipweb-internal-"]

    /// The longest accepted profile name, in bytes.
    public static let maximumNameLength = 128

    /// Whether the profile keeps its data on disk (`.default` and `.named`).
    public var isPersistent: Bool {
        switch self {
        case .default, .named: return true
        case .ephemeral, .ephemeralSession: return false
        }
    }

    /// Checks the profile's name or session identifier, without touching the disk.
    /// - Throws: `WebProfileError.invalidProfileName` for a name or identifier the rules refuse.
    public func validate() throws(WebProfileError) {
        switch self {
        case .default, .ephemeral:
            return
        case .named(let name):
            _ = try Self.validatedName(name)
        case .ephemeralSession(let identifier):
            _ = try Self.validatedSessionIdentifier(identifier)
        }
    }

    /// The folder name of a persistent profile: `default`, or the validated name.
    func folderName() throws(WebProfileError) -> String? {
        switch self {
        case .default: return WebProfileStorage.defaultProfileFolderName
        case .named(let name): return try Self.validatedName(name)
        case .ephemeral, .ephemeralSession: return nil
        }
    }

    /// The characters a profile name may use besides ASCII letters and digits.
    private static let nameSymbols: Set<Character> = [".", "_", "-", "@", "+"]

    /// Checks a `.named` profile name and returns it unchanged.
    ///
    /// Rules: 1 to `maximumNameLength` bytes of ASCII letters, digits and `. _ - @ +`, starting with a
    /// letter or digit (so no `/`, `..`, NUL, whitespace, control characters or hidden folders); not
    /// `default` in any case; no reserved prefix. Nothing is trimmed, so two different names never
    /// share a store: `" work"` is refused rather than taken for `work`.
    static func validatedName(_ name: String) throws(WebProfileError) -> String {
        guard let first = name.first, first.isASCII, first.isLetter || first.isNumber,
            name.utf8.count <= maximumNameLength,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || nameSymbols.contains($0)) }),
            name.lowercased() != WebProfileStorage.defaultProfileFolderName,
            !reservedNamePrefixes.contains(where: { name.lowercased().hasPrefix($0) })
        else { throw .invalidProfileName }
        return name
    }

    /// Checks an `.ephemeralSession` identifier and returns it unchanged. Any non-empty text without
    /// control characters and without leading or trailing whitespace is accepted (it never becomes a
    /// path); nothing is trimmed, so `"a"` and `" a"` can never name the same session by accident.
    static func validatedSessionIdentifier(_ identifier: String) throws(WebProfileError) -> String {
        guard let first = identifier.unicodeScalars.first, let last = identifier.unicodeScalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace,
            !identifier.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .invalidProfileName }
        return identifier
    }
}
