import CWebKitGTK
import GLibInterop

/// A `GKeyFile` (`[group]` sections of `key=value` lines): the shell's preferences file. Used by one
/// thread at a time (not `Sendable`).
final class KeyFile {
    private let file: OpaquePointer

    /// An empty key file.
    init() { file = g_key_file_new() }

    deinit { g_key_file_free(file) }

    /// Reads `path` (`g_key_file_load_from_file`, comments kept).
    /// - Throws: `GLibError` (`G_FILE_ERROR_NOENT` for a missing file, `G_KEY_FILE_ERROR_PARSE`, …).
    func load(_ path: String) throws {
        _ = try GLibError.check { error in
            g_key_file_load_from_file(file, path, G_KEY_FILE_KEEP_COMMENTS, error)
        }
    }

    /// The raw text of `key` in `group`, or nil when absent.
    func string(_ group: String, _ key: String) -> String? {
        guard g_key_file_has_key(file, group, key, nil) != 0, let raw = g_key_file_get_string(file, group, key, nil)
        else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }

    /// Sets `key` in `group` to `value` (escaped as a key-file string).
    func set(_ group: String, _ key: String, _ value: String) { g_key_file_set_string(file, group, key, value) }

    /// Writes the file to `path`, replacing it atomically (`g_key_file_save_to_file`).
    /// - Throws: `GLibError` when it cannot be written.
    func save(_ path: String) throws {
        _ = try GLibError.check { error in g_key_file_save_to_file(file, path, error) }
    }

    /// The user's configuration folder (`$XDG_CONFIG_HOME`, else `~/.config`; `g_get_user_config_dir`).
    static var userConfigFolder: String { String(borrowingCString: g_get_user_config_dir()) ?? "" }
}
