import Foundation
import GtkWeb

/// The window's chrome beyond the toolbar: history suggestions in the address bar, the downloads
/// popover, the back/forward history menus and the notice bar, and their state for D-Bus (`windowState`).
extension ShellWindow {
    func installChrome() {
        installTools()
        installOverview()
        installMainMenu()
        installPageCommands()
        installHelp()
        installLibraryActions()
        installFullscreen()
        installAddressBar()
        installIndicators()
        view.addToHeaderEnd(downloads.view.button)
        downloads.onChange = { [weak self] in
            self?.closeDownloadOnlyTabs()
            self?.onChromeChange()
        }
        downloads.onNotice = { [weak self] text, detail in self?.showNotice(text, detail: detail) }
        view.onAddressTyped = { [weak self] text in self?.suggest(for: text) }
        view.completion.onChosen = { [weak self] url in
            self?.view.addressTyping.set(url)
            self?.navigate(to: url)
        }
        view.historyTitles = { [weak self] back in
            self?.historyItems(back: back).map { item in item.title.flatMap { $0.isEmpty ? nil : $0 } ?? item.url }
                ?? []
        }
        view.onHistoryChosen = { [weak self] back, index in
            guard let self, let engine = self.activeTab?.engine else { return }
            let items = self.historyItems(back: back)
            if items.indices.contains(index) { engine.go(to: items[index]) }
        }
        view.historyMenu.onChange = { [weak self] in self?.onChromeChange() }
        view.completion.onShownChange = { [weak self] in self?.onChromeChange() }
        view.notice.onChange = { [weak self] in self?.onChromeChange() }
        view.onLayoutChanged = { [weak self] in self?.onChromeChange() }
    }

    /// The active tab's back list (nearest first) or forward list.
    private func historyItems(back: Bool) -> [WebHistoryItem] {
        guard let engine = activeTab?.engine else { return [] }
        return back ? engine.backList.reversed() : engine.forwardList
    }

    /// Asks for the bookmarks and history entries matching typed `text`, shown under the address entry
    /// when they come (`suggestionRequests`).
    private func suggest(for text: String) {
        suggestionRequests.request(text)
    }

    /// The address bar's suggestion requests, answered by the window's store off the main thread.
    func makeSuggestionRequests() -> SuggestionRequests {
        let completion = ShellCompletion(store: session.store)
        return SuggestionRequests(
            query: { completion.suggestions(for: $0) },
            show: { [weak self] rows in
                self?.view.completion.show(rows)
                self?.onChromeChange()
            })
    }

    /// Shows `text`, a sentence in words, in the window's notice bar, with the technical `detail` (an
    /// error's own message) behind its expander; both on stdout too, for scripts.
    func showNotice(_ text: String, detail: String? = nil) {
        FileHandle.standardOutput.write(Data("gtkweb: notice: \(text)\n".utf8))
        if let detail { FileHandle.standardOutput.write(Data("gtkweb: notice detail: \(detail)\n".utf8)) }
        view.notice.show(text, detail: detail)
    }

    /// The chrome for the window state (`WindowState`), read from the widgets: the header bar's frames,
    /// the address suggestions, the downloads popover and button, the history menu, the notice and sign-in
    /// bars, the size, the console, the overview, the find bar, the main menu, the help windows, fullscreen,
    /// the address bar, the indicators, the page-info popover, the page's context menu on screen and the tab
    /// labels' frames.
    var windowState: WindowState {
        let rows = downloads.view.shown.map {
            WindowState.DownloadRow(
                name: $0.name, fraction: $0.fraction, status: $0.status, canCancel: $0.canCancel,
                cancelFrame: $0.cancelFrame, folderFrame: $0.folderFrame)
        }
        let button = downloads.view.buttonView
        let size = view.size
        return WindowState(
            frames: view.frames(downloads: downloads.view.button),
            completions: view.completion.rows.map { WindowState.Completion(url: $0.url, title: $0.title) },
            completionsShown: view.completion.isShown, completionFrames: view.completion.rowFrames,
            downloads: WindowState.Downloads(
                open: downloads.view.isOpen, rows: rows,
                button: WindowState.DownloadsButton(progress: button.progressText, finished: button.showsFinished)),
            historyMenu: view.historyMenu.shownTitles, notice: view.notice.text,
            signIn: WindowState.SignIn(text: view.signInBar.text, focus: view.signInBar.focusedField),
            size: [size.width, size.height], dialog: isDialog, blocking: view.blocker.isActive,
            console: WindowState.Console(shown: view.console.isShown, lines: view.console.lines),
            overview: overviewState, find: WindowState.Find(shown: view.isFindBarShown, status: view.findStatusText),
            menu: mainMenuState, help: helpState, fullscreen: fullscreenState, address: addressState,
            indicators: indicatorsState, pageInfo: pageInfoState, contextMenu: DesktopInput.shownMenuLabels,
            tabFrames: tabs.map { $0.page.labelFrame })
    }
}
