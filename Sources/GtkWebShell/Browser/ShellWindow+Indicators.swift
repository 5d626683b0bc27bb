import Foundation
import GtkWeb

/// The header bar's marks: whether the page's connection is secure (the engine's `securityState`: a
/// trusted certificate, one accepted despite its problems, or none over http), the zoom when not 100 %, and a
/// private window's look.
extension ShellWindow {
    func installIndicators() {
        view.indicators.onZoomReset = { [weak self] in self?.zoom(nil) }
        if kind.isPrivate { view.indicators.markPrivate() }
        installPageInfo()
    }

    /// Shows the active tab's security and zoom.
    func renderIndicators() {
        view.indicators.setSecurity(Self.security(of: activeTab?.engine?.securityState ?? .none, at: activeTab?.url))
        closeStalePageInfo()
        view.indicators.setZoom(Double(activeTab?.engine?.configuration.pageZoom ?? 1))
    }

    /// The mark for a page at `url` that came with `state`: a trusted certificate is secure, one accepted
    /// despite its problems an accepted risk, an http or https address without TLS (plain HTTP, an error
    /// page) not secure, anything else (a file, the start page) unmarked.
    static func security(of state: WebPageSecurity, at url: URL?) -> HeaderIndicatorsView.Security {
        switch (state, url?.scheme?.lowercased()) {
        case (.secure, _): .secure
        case (.insecure, _): .acceptedRisk
        case (.none, "http"), (.none, "https"): .insecure
        case (.none, _): .none
        }
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
