import Foundation

/// Where the shell keeps its session database: `$XDG_DATA_HOME/gtkweb/sessions.sqlite` (an absolute
/// `XDG_DATA_HOME`, else `~/.local/share`).
enum SessionStoreLocation {
    static var fileURL: URL {
        let data =
            ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        return URL(fileURLWithPath: data).appendingPathComponent("gtkweb/sessions.sqlite")
    }
}
