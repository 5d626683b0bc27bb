import Foundation
import GtkWeb

/// The header bar's marks: whether the page's connection is secure, the zoom when not 100 %, and a
/// private window's look.
extension ShellWindow {
    func installIndicators() {
        view.indicators.onZoomReset = { [weak self] in self?.zoom(nil) }
        if kind.isPrivate { view.indicators.markPrivate() }
    }

    /// Shows the active tab's security and zoom.
    func renderIndicators() {
        let url = activeTab?.url
        let security: HeaderIndicatorsView.Security =
            switch url?.scheme?.lowercased() {
            case "https": .secure
            case "http": .insecure
            default: .none
            }
        view.indicators.setSecurity(security)
        view.indicators.setZoom(Double(activeTab?.engine?.configuration.pageZoom ?? 1))
    }

    /// Shows the address of the link under the pointer in `engine`'s page while its tab is shown.
    func watchHoveredLinks(of engine: WebEngine) {
        engine.onHoveredLinkChange { [weak self] engine, url in
            guard let self, engine === self.activeTab?.engine else { return }
            self.view.linkHover.show(url?.absoluteString)
            self.onChromeChange()
        }
    }

    /// The marks for the window state: the address entry's security icon name, the zoom button's label
    /// and frame, whether the header bar looks private, and the hovered link shown at the bottom edge.
    var indicatorsState: WindowState.Indicators {
        let marks = view.indicators
        return WindowState.Indicators(
            security: marks.securityIcon, zoom: marks.zoomLabel, zoomFrame: marks.zoomFrame,
            private: marks.looksPrivate, hoveredLink: view.linkHover.text)
    }
}

extension ShellWindow.Kind {
    /// Whether the window is a private one (`--private`, Ctrl+Shift+N): an ephemeral profile of its own.
    var isPrivate: Bool {
        if case .ephemeralSession(let identifier) = profile { return identifier.hasPrefix("private-") }
        return false
    }
}
