import CWebKitGTK
import Foundation
import GLibInterop

/// The user's XDG folders the shell saves into.
enum UserFolders {
    /// The pictures folder (`g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)`), else `~/Pictures`.
    static var pictures: URL {
        if let path = String(borrowingCString: cwk_shell_pictures_folder()), !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }
}
