import Foundation
import GtkWeb

extension ShellApplication {
    /// Sites' permission requests go to the window of their tab; remembered answers are kept in
    /// `permissions.sqlite` in the shell's data folder.
    func installPermissions() {
        ShellPermissions.shared.window = { [weak self] engine in
            self?.windows.first { $0.tabs.contains { $0.engine === engine } }
        }
        let data =
            ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        ShellPermissions.shared.store = ShellPermissions.openStore(
            in: URL(fileURLWithPath: data).appendingPathComponent("gtkweb"))
    }
}
