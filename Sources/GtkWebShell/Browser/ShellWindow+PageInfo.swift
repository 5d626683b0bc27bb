import Foundation
import GtkWeb

/// The page-info popover: the security icon opens it with the active page's host, connection,
/// certificate and remembered permissions; Forget drops a remembered answer, so the site's next request
/// is asked again. The popover closes when the tab moves to another address.
extension ShellWindow {
    func installPageInfo() {
        let popover = view.indicators.pageInfo
        popover.onIconPressed = { [weak self] in self?.showPageInfo() }
        popover.onForget = { [weak self] permission in
            guard let self, let address = self.view.indicators.pageInfo.address,
                let origin = WebPermissionRequest.origin(of: address)
            else { return }
            ShellPermissions.shared.forget(permission, origin: origin, profile: self.kind.profile)
            self.showPageInfo()
        }
        popover.onChange = { [weak self] in self?.onChromeChange() }
    }

    /// Opens (or refreshes) the popover for the active tab.
    func showPageInfo() {
        guard let tab = activeTab else { return }
        let info = PageInfo(
            url: tab.url, security: tab.engine?.securityState ?? .none,
            decisions: ShellPermissions.shared.decisions(profile: kind.profile))
        view.indicators.pageInfo.show(info, for: tab.url)
    }

    /// Closes the popover once the active tab shows another address than the one it describes.
    func closeStalePageInfo() {
        let popover = view.indicators.pageInfo
        if popover.isOpen, popover.address != activeTab?.url { popover.close() }
    }

    /// The popover for the window state: the security icon's screen rectangle, whether it is open, its
    /// text top to bottom, and the Forget buttons' screen rectangles.
    var pageInfoState: WindowState.PageInfo {
        let popover = view.indicators.pageInfo
        return WindowState.PageInfo(
            iconFrame: popover.iconFrame, open: popover.isOpen, lines: popover.lines,
            forgetFrames: popover.forgetFrames)
    }
}
