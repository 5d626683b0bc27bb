import Foundation
import GtkWeb

/// A browser window: its tabs on one profile, the toolbar, find in page and the window's actions.
///
/// The window and its tabs are a window of a `BrowserSession` (`record`): every open, close, move and
/// activation goes through the session, which makes the engines and saves them to its store.
@MainActor
final class ShellWindow {
    /// What the window's tabs run on.
    struct Kind: Equatable {
        var profile: WebProfile
        /// Shown in the title: "Private", a profile's name, or nothing for the default profile.
        var label: String?
    }

    let kind: Kind
    let view: ShellWindowView
    let session: BrowserSession
    /// The session's window this window shows.
    let record: BrowserWindow
    private(set) var tabs: [ShellTab] = []
    private(set) var activeIndex = 0
    let startPage: URL?
    /// Called after any change a D-Bus client may want to see (tabs, titles, URLs).
    var onChange: () -> Void = {}
    var onClosed: (ShellWindow) -> Void = { _ in }
    /// Called with a tab the session reopened (Ctrl+Shift+T), which may belong to another window.
    var onReopened: (BrowserTab) -> Void = { _ in }
    /// Called after the window's chrome changed (suggestions, downloads, menus, notices, layout).
    var onChromeChange: () -> Void = {}
    /// The downloads button and popover.
    let downloads = DownloadsPopover()
    /// Sites' permission questions, asked one at a time in the permission bar.
    let permissionPrompts = PermissionPrompts()
    let signInPrompts = SignInPrompts()
    /// Whether the window is a page's small dialog window (no tab strip).
    var isDialog = false
    /// The address entry's bookmark star and its popover.
    private(set) lazy var bookmarkStar = BookmarkStar(window: self)
    /// The address bar's suggestion queries (`ShellWindow+Chrome`).
    private(set) lazy var suggestionRequests = makeSuggestionRequests()
    /// Which fullscreen the window is in (`ShellWindow+Fullscreen`).
    let fullscreen = ShellFullscreen()
    /// Set while a page goes into the notebook, which selects a first page by itself.
    private var isInsertingPage = false

    init(
        application: ApplicationHandle, kind: Kind, startPage: URL?, session: BrowserSession,
        record: BrowserWindow
    ) {
        self.kind = kind
        self.startPage = startPage
        self.session = session
        self.record = record
        view = ShellWindowView(application: application)
        view.onBack = { [weak self] in self?.activeTab?.view?.navigator.goBack() }
        view.onForward = { [weak self] in self?.activeTab?.view?.navigator.goForward() }
        view.onReloadOrStop = { [weak self] in self?.reloadOrStop() }
        view.onNewTab = { [weak self] in self?.openTabForTyping() }
        view.onAddress = { [weak self] text in self?.navigate(to: text) }
        view.onSwitchTab = { [weak self] index in
            guard let self, !self.isInsertingPage else { return }
            self.activate(index)
        }
        view.onMoveTab = { [weak self] from, to in self?.moveTab(from: from, to: to) }
        view.onFind = { [weak self] text in self?.find(text) }
        view.onFindNext = { [weak self] in self?.activeTab?.engine?.findNext() }
        view.onFindPrevious = { [weak self] in self?.activeTab?.engine?.findPrevious() }
        view.onFindClosed = { [weak self] in
            self?.activeTab?.engine?.endFind()
            self?.onChromeChange()
        }
        view.onDestroyed = { [weak self] in
            guard let self else { return }
            self.downloads.stop()
            self.tabs.removeAll()
            self.onClosed(self)
        }
        installActions()
        installChrome()
    }

    var activeTab: ShellTab? { tabs.indices.contains(activeIndex) ? tabs[activeIndex] : nil }

    // MARK: - Tabs

    /// The configuration of every shell engine on `profile`: inspectable, with the default blocking rules
    /// and cosmetic filters (both off on the sites `SiteBlocking` lists),
    /// saving downloads with `ShellDownloads.manager`, opening popups through `ShellPopups` and links the
    /// engine cannot show with the desktop (`ExternalLinks`), showing `ErrorPage` for failed loads.
    static func configuration(for profile: WebProfile) -> WebEngineConfiguration {
        let configuration = WebEngineConfiguration(profile: profile)
        configuration.isInspectable = true
        configuration.downloadManager = ShellDownloads.manager
        configuration.uiDelegate = ShellPopups.shared
        configuration.isControlledByAutomation = profile == ShellAutomation.profile
        if !configuration.isControlledByAutomation { configuration.userScripts += ShellUserScripts.loaded }
        configuration.navigationDelegate = ExternalLinks.shared
        configuration.contextMenuItems = { ShellLinkMenu.shared.items(for: $0, target: $1) }
        configuration.consoleDelegate = ShellConsole.shared
        configuration.schemeHandlers[ViewSourcePages.scheme] = ViewSourcePages.shared
        configuration.errorPageHTML = { ErrorPage.html(for: $0) }
        configuration.permissionRequestHandler = { ShellPermissions.shared.handle($1, from: $0, profile: profile) }
        // A site's sign-in is asked in its tab's window (found as for permissions); without one it is cancelled.
        configuration.httpAuthenticationHandler = { ShellPermissions.shared.window($0)?.askSignIn($1) }
        // The default list blocks common ad and tracker hosts; compiled once, then loaded from cache, shared
        // by every engine with the sites blocking is off for (SiteBlocking); nil without a list.
        let blocking = ShellPreferences.current.contentBlocking
        configuration.contentBlockerRuntime = blocking ? SiteBlocking.shared.runtime : nil
        if blocking, let cosmetic = SiteBlocking.shared.cosmeticScript { configuration.userScripts.append(cosmetic) }
        configuration.pageZoom = ShellPreferences.current.defaultZoom
        return configuration
    }

    /// Opens a tab after the active one (on `url`, or the start page) and shows it.
    @discardableResult
    func openTab(_ url: URL?, select: Bool = true) -> ShellTab {
        let index = tabs.isEmpty ? 0 : activeIndex + 1
        // Activation makes the engine, which starts loading; the previous tab is shown again below if asked.
        let record = session.openTab(url: url ?? startPage, in: self.record, profile: kind.profile, at: index)
        return show(record, at: index, select: select)
    }

    /// Opens a popup's child engine in a new tab after the active one, and shows it.
    func openTab(adopting engine: WebEngine) {
        let index = tabs.isEmpty ? 0 : activeIndex + 1
        show(session.openTab(adopting: engine, in: record, profile: kind.profile, at: index), at: index, select: true)
    }

    /// Shows the session's tab `record` at `index` of the tab strip, and selects it if asked (the first
    /// tab of a window always is).
    @discardableResult
    func show(_ record: BrowserTab, at index: Int, select: Bool) -> ShellTab {
        let tab = insertPage(for: record, at: index)
        if select { hideOverview() }
        if select || tabs.count == 1 {
            activate(tabs.firstIndex { $0 === tab } ?? 0, force: true)
        } else if let active = activeTab {
            session.activate(tabID: active.record.id)
        }
        tab.bind()
        onChange()
        return tab
    }

    /// Shows the restored tabs `records` in order and selects the one with `activeID`: only that one
    /// loads now, the others when first shown.
    func showRestored(_ records: [BrowserTab], activeID: String?) {
        for (index, record) in records.enumerated() { insertPage(for: record, at: index) }
        activate(records.firstIndex { $0.id == activeID } ?? 0, force: true)
    }

    /// Adds a page for `record` at `index` without activating it (the notebook's own switch to a first
    /// page is not taken for a user's).
    @discardableResult
    private func insertPage(for record: BrowserTab, at index: Int) -> ShellTab {
        let tab = ShellTab(record: record)
        tab.onBound = { [weak self] engine in
            self?.watchFullscreen(of: engine)
            CertificateRiskBridge.install(on: engine)
            self?.watchHoveredLinks(of: engine)
            guard let self, let startPage = self.startPage else { return }
            StartPageBridge.install(on: engine, window: self, startPage: startPage)
        }
        tab.onChange = { [weak self] tab in self?.tabChanged(tab) }
        tab.onLoadFinished = { [weak self] tab in self?.captureThumbnail(of: tab) }
        tab.page.onLayoutChanged = { [weak self] in self?.onChromeChange() }
        tab.page.onClose = { [weak self, weak tab] in
            guard let self, let tab, let index = self.tabs.firstIndex(where: { $0 === tab }) else { return }
            self.closeTab(at: index)
        }
        let index = min(max(0, index), tabs.count)
        tabs.insert(tab, at: index)
        if index <= activeIndex, tabs.count > 1 { activeIndex += 1 }
        isInsertingPage = true
        view.insert(tab.page, at: index)
        isInsertingPage = false
        return tab
    }

    /// Closes the tab at `index` (the session keeps it for `reopenClosedTab`); closing the last tab
    /// closes the window.
    func closeTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let tab = tabs.remove(at: index)
        session.closeTab(id: tab.record.id)
        view.remove(tab.page)
        if tabs.isEmpty {
            view.close()
            return
        }
        if index < activeIndex { activeIndex -= 1 }
        activate(min(activeIndex, tabs.count - 1), force: true)
        onChange()
    }

    /// Opens again the most recently closed tab, with its back/forward list, in the window it was in
    /// (this one when that one is gone).
    func reopenClosedTab() {
        guard let record = session.reopenClosedTab() else { return }
        if record.window === self.record {
            show(record, at: self.record.index(ofTab: record.id) ?? tabs.count, select: true)
        } else {
            onReopened(record)
        }
    }

    /// Shows the tab at `index`: a tab without an engine (restored, hibernated) gets one from the session
    /// and loads now.
    func activate(_ index: Int, force: Bool = false) {
        guard tabs.indices.contains(index) else { return }
        if activeIndex != index || force {
            if activeIndex != index { activeTab?.engine?.endFind() }
            activeIndex = index
            view.select(index)
        }
        if let tab = activeTab {
            if self.record.activeTabID != tab.record.id || tab.record.engine == nil {
                session.activate(tabID: tab.record.id)
            }
            tab.bind()
        }
        render()
        applyFullscreen()
        onChange()
    }

    private func moveTab(from: Int, to: Int) {
        guard tabs.indices.contains(from), tabs.indices.contains(to), from != to else { return }
        let active = activeTab
        let tab = tabs.remove(at: from)
        tabs.insert(tab, at: to)
        session.moveTab(id: tab.record.id, to: record, at: to)
        activeIndex = tabs.firstIndex { $0 === active } ?? to
        onChange()
    }

    private func tabChanged(_ tab: ShellTab) {
        if closeIfOnlyADownload(tab) { return }
        if tab === activeTab { render() }
        if kind.profile.isPersistent { ShellLibrary.shared.historyMayHaveChanged() }
        onChange()
    }

    // MARK: - Toolbar

    /// Loads the address `text` (typed or a chosen suggestion) in the active tab, or a new one; the
    /// address bar's suggestions still to come are dropped.
    func navigate(to text: String) {
        suggestionRequests.cancel()
        guard let url = AddressResolver().url(for: text) else { return }
        if let tab = activeTab { tab.load(url) } else { openTab(url) }
    }

    private func reloadOrStop() {
        guard let tab = activeTab else { return }
        if tab.state?.isLoading == true { tab.view?.navigator.stopLoading() } else { tab.view?.navigator.reload() }
    }

    private func render() {
        guard let tab = activeTab, let state = tab.state else { return }
        let prefix = kind.label.map { "GtkWeb (\($0))" } ?? "GtkWeb"
        view.setTitle("\(prefix) — \(tab.displayTitle)")
        if !view.addressTyping.isTyping { view.addressTyping.set(state.url?.absoluteString ?? "") }
        view.setProgress(state.isLoading ? max(0.05, state.estimatedProgress ?? 0) : 0)
        view.setNavigation(canGoBack: state.canGoBack, canGoForward: state.canGoForward, isLoading: state.isLoading)
        renderBlocking()
        showZoomLevel()
        bookmarkStar.render()
        renderIndicators()
    }

    // MARK: - Find and zoom

    private func find(_ text: String) {
        guard let engine = activeTab?.engine else { return }
        Task { @MainActor [weak self] in
            let count = await engine.find(text)
            self?.view.setFindStatus(text.isEmpty ? "" : count == 1 ? "1 match" : "\(count) matches")
            self?.onChromeChange()
        }
    }

    func zoom(_ factor: Double?) {
        guard let engine = activeTab?.engine else { return }
        let current = engine.configuration.pageZoom
        let next = factor.map { min(5, max(0.3, current * $0)) } ?? 1
        engine.configuration.pageZoom = next
        engine.applyConfiguration()
        showZoomLevel()
        renderIndicators()
        onChange()
    }

    // MARK: - Actions

    private func installActions() {
        let actions: [(String, @MainActor () -> Void)] = [
            ("new-tab", { [weak self] in self?.openTabForTyping() }),
            ("close-tab", { [weak self] in self.map { $0.closeTab(at: $0.activeIndex) } }),
            ("reopen-closed-tab", { [weak self] in self?.reopenClosedTab() }),
            ("next-tab", { [weak self] in self.map { $0.activate(($0.activeIndex + 1) % max(1, $0.tabs.count)) } }),
            (
                "previous-tab",
                { [weak self] in self.map { $0.activate(($0.activeIndex + $0.tabs.count - 1) % max(1, $0.tabs.count)) }
                }
            ),
            ("focus-location", { [weak self] in self?.view.focusAddress() }),
            ("back", { [weak self] in self?.activeTab?.view?.navigator.goBack() }),
            ("forward", { [weak self] in self?.activeTab?.view?.navigator.goForward() }),
            ("reload", { [weak self] in self?.activeTab?.view?.navigator.reload() }),
            ("stop", { [weak self] in self?.stopOrCloseFind() }),
            (
                "find",
                { [weak self] in
                    self?.view.showFindBar()
                    self?.onChromeChange()
                }
            ),
            ("find-next", { [weak self] in self?.activeTab?.engine?.findNext() }),
            ("find-previous", { [weak self] in self?.activeTab?.engine?.findPrevious() }),
            ("zoom-in", { [weak self] in self?.zoom(1.1) }),
            ("zoom-out", { [weak self] in self?.zoom(1 / 1.1) }),
            ("zoom-reset", { [weak self] in self?.zoom(nil) }),
            ("inspector", { [weak self] in self?.activeTab?.engine?.showInspector() }),
            ("close", { [weak self] in self?.view.close() }),
        ]
        for (name, handler) in actions { view.addAction(name, handler) }
        for number in 1...9 {
            view.addAction("select-tab-\(number)") { [weak self] in
                guard let self else { return }
                // Ctrl+9 is the last tab, as in other browsers.
                self.activate(number == 9 ? self.tabs.count - 1 : number - 1)
            }
        }
    }

    private func stopOrCloseFind() {
        if view.isOverviewShown {
            hideOverview()
        } else if view.isFindBarShown {
            view.hideFindBar()
        } else {
            activeTab?.view?.navigator.stopLoading()
        }
    }
}
