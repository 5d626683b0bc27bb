import Foundation
import GtkWeb

/// Where a link the user opens elsewhere goes, as in Epiphany: a Control or middle click opens it in a
/// tab next to the current one, behind it; Control+Shift in a tab shown at once; Shift in a new window.
enum LinkOpening: Equatable {
    case backgroundTab
    case foregroundTab
    case newWindow
    case newPrivateWindow

    /// Where a link click goes; nil for a plain click (the tab follows the link) and for anything but a
    /// user's click on a link.
    init?(_ action: WebNavigationAction) {
        guard action.isLinkClick, let button = action.mouseButton else { return nil }
        let control = action.modifiers.contains(.control)
        let shift = action.modifiers.contains(.shift)
        switch (button, control, shift) {
        case (.middle, _, _), (.primary, true, false): self = .backgroundTab
        case (.primary, true, true): self = .foregroundTab
        case (.primary, false, true): self = .newWindow
        default: return nil
        }
    }
}

extension ExternalLinks {
    /// A link clicked with the middle button, Control or Shift opens elsewhere (`LinkOpening`) through
    /// `openLink`; the tab stays on its page.
    func webEngine(_ webEngine: WebEngine, shouldOverride action: WebNavigationAction) -> Bool {
        guard let opening = LinkOpening(action), let scheme = action.url.scheme, webEngine.canLoad(scheme: scheme)
        else { return false }
        openLink(webEngine, action.url, opening)
        return true
    }
}
