import Foundation
import GtkWeb

/// A tab opened for an address that turns out to be a download (`open-url`, `gtkweb URL`, a link
/// opened in a new tab) would stay empty: as in Epiphany, it closes once the download runs. The
/// window's only tab shows the start page instead, so that the window (and the download) stays.
extension ShellWindow {
    /// Closes `tab` when its first navigation became a download that the shell's manager has started
    /// and the tab stopped loading; returns whether it did.
    @discardableResult
    func closeIfOnlyADownload(_ tab: ShellTab) -> Bool {
        guard let url = tab.downloadOnly, tab.state?.isLoading == false,
            ShellDownloads.manager.downloads.contains(where: { $0.request.url == url && $0.state != .pending }),
            let index = tabs.firstIndex(where: { $0 === tab })
        else { return false }
        if tabs.count == 1 {
            guard let startPage else { return false }
            tab.load(startPage)
            return false
        }
        closeTab(at: index)
        return true
    }

    /// Closes every tab that was only a download (called when the downloads change).
    func closeDownloadOnlyTabs() {
        for tab in tabs where tab.downloadOnly != nil { closeIfOnlyADownload(tab) }
    }
}
