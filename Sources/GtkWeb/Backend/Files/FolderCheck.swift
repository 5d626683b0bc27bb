import Glibc

/// Whether a path names an existing folder, asked with one `stat(2)`.
enum FolderCheck {
    /// Whether `path` is an existing folder (symbolic links followed). A preparation asks this before it
    /// would create its cache folder: Foundation's `createDirectory(atPath:withIntermediateDirectories:)`
    /// on a folder that already exists costs thousands of instructions, the `stat` a few hundred.
    static func isFolder(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
