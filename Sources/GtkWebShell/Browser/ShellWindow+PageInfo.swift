import Foundation
import GtkWeb

/// The page-info popover: the security icon opens it with the active page's host, connection,
/// certificate and remembered permissions; Forget drops a remembered answer, so the site's next request
/// is asked again.
extension ShellWindow {
    func installPageInfo() {
        let popover = view.indicators.pageInfo
        popover.onIconPressed = { [weak self] in self?.showPageInfo() }
        popover.onForget = { [weak self] permission in
            guard let self, let origin = self.activeTab?.url.flatMap(WebPermissionRequest.origin(of:)) else { return }
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
        view.indicators.pageInfo.show(info)
    }

    /// The popover as JSON: `iconFrame` (the security icon's screen rectangle), `open`, `lines` (its text,
    /// top to bottom) and `forgetFrames` (the Forget buttons' screen rectangles).
    var pageInfoJSON: String {
        let popover = view.indicators.pageInfo
        return "{\"iconFrame\": \(Self.json(popover.iconFrame)), \"open\": \(popover.isOpen), "
            + "\"lines\": [\(popover.lines.map(JSONText.quote).joined(separator: ", "))], "
            + "\"forgetFrames\": [\(popover.forgetFrames.map(Self.json).joined(separator: ", "))]}"
    }
}
