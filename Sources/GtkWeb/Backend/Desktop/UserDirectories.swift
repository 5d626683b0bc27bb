import CWebKitGTK

/// The user's XDG folders as GLib reads them (`user-dirs.dirs`).
enum UserDirectories {
    /// `g_get_user_special_dir(G_USER_DIRECTORY_DOWNLOAD)`, or nil when none is configured.
    static var download: String? {
        g_get_user_special_dir(G_USER_DIRECTORY_DOWNLOAD).flatMap { String(validatingCString: $0) }
    }
}
