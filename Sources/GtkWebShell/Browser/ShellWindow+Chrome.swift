import Foundation
import GtkWeb

/// The window's chrome beyond the toolbar: history suggestions in the address bar, the downloads
/// popover, the back/forward history menus and the notice bar, and their state as JSON for D-Bus.
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

    /// Shows the history entries matching typed `text` under the address entry.
    private func suggest(for text: String) {
        view.completion.show(ShellCompletion(store: session.store).suggestions(for: text))
        onChromeChange()
    }

    /// Shows `text`, a sentence in words, in the window's notice bar, with the technical `detail` (an
    /// error's own message) behind its expander; both on stdout too, for scripts.
    func showNotice(_ text: String, detail: String? = nil) {
        FileHandle.standardOutput.write(Data("gtkweb: notice: \(text)\n".utf8))
        if let detail { FileHandle.standardOutput.write(Data("gtkweb: notice detail: \(detail)\n".utf8)) }
        view.notice.show(text, detail: detail)
    }

    /// The chrome as JSON: `frames` (screen rectangles of the header bar's `back`, `forward`, `address`,
    /// `downloads`, `blocker` and `overview`), `completions` (the address suggestions), `completionsShown`
    /// (their list is on screen) and `completionFrames` (its rows' screen rectangles), `downloads` (`open`,
    /// `button` (its `progress` label, "" when hidden, and whether it shows `finished`), and per row `name`,
    /// `fraction`, `status` and `canCancel`, read from the widgets, and the screen
    /// rectangles of its buttons, `cancelFrame` and `folderFrame`), `historyMenu` (the open menu's items),
    /// `notice`, `signIn` (the sign-in bar's `text`, "" when hidden, and its entry with the keyboard `focus`),
    /// `size`, `dialog`, `blocking` (the toggle for the active site), `console` (`shown`,
    /// `lines`), `overview` (`overviewJSON`), `menu` (`mainMenuJSON`), `help` (`helpJSON`), `find` (the find
    /// bar: `shown`, and `status`, its match count), `fullscreen` (`fullscreenJSON`), `address`
    /// (`addressJSON`), `indicators` (`indicatorsJSON`), `contextMenu` (the item labels of the page's context
    /// menu on screen) and `tabFrames` (the screen rectangles of the tab labels, in the order of the tabs).
    var chromeJSON: String {
        let frames = view.frames(downloads: downloads.view.button).sorted { $0.key < $1.key }.map { name, frame in
            "\(JSONText.quote(name)): \(Self.json(frame))"
        }
        let completions = view.completion.rows.map {
            "{\"url\": \(JSONText.quote($0.url)), \"title\": \(JSONText.quote($0.title))}"
        }
        let rows = downloads.view.shown.map {
            "{\"name\": \(JSONText.quote($0.name)), \"fraction\": \($0.fraction), "
                + "\"status\": \(JSONText.quote($0.status)), \"canCancel\": \($0.canCancel), "
                + "\"cancelFrame\": \(Self.json($0.cancelFrame)), \"folderFrame\": \(Self.json($0.folderFrame))}"
        }
        let menu = view.historyMenu.shownTitles.map(JSONText.quote)
        let size = view.size
        return
            "{\"frames\": {\(frames.joined(separator: ", "))}, \"completions\": [\(completions.joined(separator: ", "))], "
            + "\"completionsShown\": \(view.completion.isShown), "
            + "\"completionFrames\": [\(view.completion.rowFrames.map(Self.json).joined(separator: ", "))], "
            + "\"downloads\": {\"open\": \(downloads.view.isOpen), \"rows\": [\(rows.joined(separator: ", "))], "
            + "\"button\": {\"progress\": \(JSONText.quote(downloads.view.buttonView.progressText)), "
            + "\"finished\": \(downloads.view.buttonView.showsFinished)}}, "
            + "\"historyMenu\": [\(menu.joined(separator: ", "))], \"notice\": \(JSONText.quote(view.notice.text)), "
            + "\"signIn\": {\"text\": \(JSONText.quote(view.signInBar.text)), "
            + "\"focus\": \(JSONText.quote(view.signInBar.focusedField))}, "
            + "\"size\": [\(size.width), \(size.height)], \"dialog\": \(isDialog), "
            + "\"blocking\": \(view.blocker.isActive), \"console\": {\"shown\": \(view.console.isShown), "
            + "\"lines\": [\(view.console.lines.map(JSONText.quote).joined(separator: ", "))]}, "
            + "\"overview\": \(overviewJSON), "
            + "\"find\": {\"shown\": \(view.isFindBarShown), \"status\": \(JSONText.quote(view.findStatusText))}, "
            + "\"menu\": \(mainMenuJSON), "
            + "\"help\": \(helpJSON), "
            + "\"fullscreen\": \(fullscreenJSON), \"address\": \(addressJSON), "
            + "\"indicators\": \(indicatorsJSON), "
            + "\"contextMenu\": [\(DesktopInput.shownMenuLabels.map(JSONText.quote).joined(separator: ", "))], "
            + "\"tabFrames\": [\(tabs.map { Self.json($0.page.labelFrame) }.joined(separator: ", "))]}"
    }
}
