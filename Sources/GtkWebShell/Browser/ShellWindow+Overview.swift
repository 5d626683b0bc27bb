import Foundation
import GtkWeb

/// The tab overview (`win.tab-overview`, Ctrl+Shift+O, or the header-bar button): a card per tab with
/// its thumbnail, title and close button; clicking a card shows that tab. A tab without an engine
/// (restored, hibernated) shows the thumbnail the session kept (`ShellTab.thumbnail`); a live tab's is
/// taken again when the overview opens (`BrowserSession.captureThumbnail(tabID:)`), and after each of its
/// loads, so that the session keeps a current one for the next start.
extension ShellWindow {
    func installOverview() {
        view.addAction("tab-overview") { [weak self] in self?.toggleOverview() }
        view.onOverviewButton = { [weak self] in self?.toggleOverview() }
        view.overview.onActivate = { [weak self] index in
            guard let self else { return }
            self.hideOverview()
            self.activate(index)
        }
        view.overview.onLayoutChanged = { [weak self] in self?.onChromeChange() }
        view.overview.onClose = { [weak self] index in
            guard let self else { return }
            self.closeTab(at: index)
            if self.view.isOverviewShown { self.refreshOverview() }
        }
    }

    func toggleOverview() {
        if view.isOverviewShown { hideOverview() } else { showOverview() }
    }

    /// Shows the overview: the cards at once with the thumbnails the session has, then the live tabs'
    /// new ones as they come.
    func showOverview() {
        guard !isDialog else { return }
        if view.isFindBarShown { view.hideFindBar() }
        refreshOverview()
        view.showOverview(true)
        view.overview.focus(activeIndex)
        onChromeChange()
        for tab in tabs where tab.isLoaded { captureThumbnail(of: tab) }
    }

    func hideOverview() {
        guard view.isOverviewShown else { return }
        view.showOverview(false)
        onChromeChange()
    }

    /// Shows a card for each tab, with the thumbnail the session has for it.
    func refreshOverview() {
        view.overview.show(
            tabs.map { TabOverviewView.Card(title: $0.displayTitle, thumbnail: $0.record.thumbnail) })
    }

    /// Takes a new thumbnail of the live `tab`, and shows it on its card if the overview is open.
    func captureThumbnail(of tab: ShellTab) {
        let session = session
        Task { @MainActor [weak self, weak tab] in
            guard let id = tab?.record.id, let thumbnail = await session.captureThumbnail(tabID: id) else { return }
            guard let self, let tab, self.view.isOverviewShown,
                let index = self.tabs.firstIndex(where: { $0 === tab })
            else { return }
            self.view.overview.setThumbnail(thumbnail, at: index)
            self.onChromeChange()
        }
    }

    /// The overview for the window state: whether it is shown, and its cards.
    var overviewState: WindowState.Overview {
        let cards = view.overview.shown.map { card in
            WindowState.Card(
                title: card.title, thumbnail: card.hasThumbnail, frame: card.frame, thumbnailFrame: card.thumbnailFrame,
                closeFrame: card.closeFrame)
        }
        return WindowState.Overview(shown: view.isOverviewShown, cards: cards)
    }

    static func json(_ frame: [Int]) -> String { "[\(frame.map(String.init).joined(separator: ", "))]" }
}
