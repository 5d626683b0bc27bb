import CWebKitGTK
import GLibInterop

/// A browser window's widgets: a header bar (back, forward, reload/stop, the address entry with load
/// progress and history suggestions, new tab, tab overview, downloads, the main menu), a notice bar, a notebook of tabs
/// (reorderable) or, in its place, the tab overview, the console panel and a find bar under it.
/// Right-clicking back or forward lists the history.
@MainActor
final class ShellWindowView {
    let window: GObjectRef
    let entry: GObjectRef
    let back: GObjectRef
    let forward: GObjectRef
    private let header: GObjectRef
    /// The address entry's history suggestions.
    let completion: AddressCompletionView
    let notice = NoticeBarView()
    let permissionBar = PermissionBarView()
    let signInBar = SignInBarView()
    let historyMenu = HistoryMenuView()
    let console = ConsolePanelView()
    let blocker = BlockerToggleView()
    let overview = TabOverviewView()
    let mainMenu = MainMenuView()
    /// The keyboard-shortcuts window and the about dialog, while shown.
    var shortcutsWindow: ShortcutsWindowView?
    var aboutDialog: AboutDialogView?
    /// The header bar and tab strip in and out of fullscreen.
    let fullscreenChrome: FullscreenChromeView
    /// Whether the user is typing in the address entry.
    let addressTyping: AddressTyping
    /// The security, zoom and private-window marks of the header bar.
    let indicators: HeaderIndicatorsView
    /// The hovered link's address at the bottom edge of the page.
    let linkHover: LinkHoverView
    /// The header-bar button that shows or hides the tab overview.
    let overviewButton: GObjectRef
    /// The notebook and the overview, one shown at a time.
    private let pages: GObjectRef
    private let reload: GObjectRef
    let notebook: GObjectRef
    private let findBar: GObjectRef
    private let findEntry: GObjectRef
    private let findStatus: GObjectRef
    private var connections: [SignalConnection] = []
    private var actions: [GObjectRef] = []

    var onBack: () -> Void = {}
    var onForward: () -> Void = {}
    var onReloadOrStop: () -> Void = {}
    var onNewTab: () -> Void = {}
    var onOverviewButton: () -> Void = {}
    var onAddress: (String) -> Void = { _ in }
    /// The selected page changed to `index`.
    var onSwitchTab: (Int) -> Void = { _ in }
    /// A tab was dragged from `from` to `to`.
    var onMoveTab: (_ from: Int, _ to: Int) -> Void = { _, _ in }
    var onFind: (String) -> Void = { _ in }
    var onFindNext: () -> Void = {}
    var onFindPrevious: () -> Void = {}
    var onFindClosed: () -> Void = {}
    var onDestroyed: () -> Void = {}
    /// The address text changed while the entry has the focus (typing).
    var onAddressTyped: (String) -> Void = { _ in }
    /// The titles a right-click on the back (true) or forward button lists, nearest first.
    var historyTitles: (_ back: Bool) -> [String] = { _ in [] }
    /// The item at `index` of the back (true) or forward list was chosen.
    var onHistoryChosen: (_ back: Bool, _ index: Int) -> Void = { _, _ in }
    /// The header bar's widgets moved or were resized.
    var onLayoutChanged: () -> Void = {}

    init(application: ApplicationHandle) {
        window = GObjectRef(
            retaining: gtk_application_window_new(cwk_shell_gtk_application(application.application.raw))!)
        gtk_window_set_default_size(cwk_window(window.raw), 1024, 720)
        gtk_window_set_icon_name(cwk_window(window.raw), "gtkweb")

        header = GObjectRef(sinking: gtk_header_bar_new()!)
        gtk_header_bar_set_show_close_button(cwk_header_bar(header.raw), 1)
        back = Self.iconButton("go-previous-symbolic", tooltip: "Back (Alt+Left)")
        forward = Self.iconButton("go-next-symbolic", tooltip: "Forward (Alt+Right)")
        reload = Self.iconButton("view-refresh-symbolic", tooltip: "Reload (F5)")
        let newTab = Self.iconButton("tab-new-symbolic", tooltip: "New Tab (Ctrl+T)")
        overviewButton = Self.iconButton("view-grid-symbolic", tooltip: "Tab Overview (Ctrl+Shift+O)")
        entry = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(entry.raw), "Search or enter an address")
        gtk_widget_set_hexpand(cwk_widget(entry.raw), 1)
        completion = AddressCompletionView(entry: entry)
        addressTyping = AddressTyping(entry: entry)
        for button in [back, forward, reload] {
            gtk_header_bar_pack_start(cwk_header_bar(header.raw), cwk_widget(button.raw))
        }
        gtk_header_bar_pack_end(cwk_header_bar(header.raw), cwk_widget(mainMenu.button.raw))
        gtk_header_bar_pack_end(cwk_header_bar(header.raw), cwk_widget(newTab.raw))
        gtk_header_bar_pack_end(cwk_header_bar(header.raw), cwk_widget(overviewButton.raw))
        gtk_header_bar_set_custom_title(cwk_header_bar(header.raw), cwk_widget(entry.raw))
        gtk_window_set_titlebar(cwk_window(window.raw), cwk_widget(header.raw))
        indicators = HeaderIndicatorsView(entry: entry, header: header)

        notebook = GObjectRef(sinking: gtk_notebook_new()!)
        gtk_notebook_set_scrollable(cwk_shell_notebook(notebook.raw), 1)
        gtk_widget_set_vexpand(cwk_widget(notebook.raw), 1)
        pages = GObjectRef(sinking: gtk_stack_new()!)
        // A stack shows the first visible child it is given: the tabs, not the overview.
        gtk_widget_show(cwk_widget(notebook.raw))
        gtk_stack_add_named(cwk_shell_stack(pages.raw), cwk_widget(notebook.raw), "tabs")
        gtk_stack_add_named(cwk_shell_stack(pages.raw), cwk_widget(overview.page.raw), "overview")

        findEntry = GObjectRef(sinking: gtk_search_entry_new()!)
        findStatus = GObjectRef(sinking: gtk_label_new("")!)
        let findPrevious = Self.iconButton("go-up-symbolic", tooltip: "Previous Match (Ctrl+Shift+G)")
        let findNext = Self.iconButton("go-down-symbolic", tooltip: "Next Match (Ctrl+G)")
        let findClose = Self.iconButton("window-close-symbolic", tooltip: "Close (Esc)")
        let findBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_container_set_border_width(cwk_container(findBox), 4)
        for widget in [findEntry, findPrevious, findNext, findStatus] {
            gtk_box_pack_start(cwk_box(findBox), cwk_widget(widget.raw), 0, 0, 0)
        }
        gtk_box_pack_end(cwk_box(findBox), cwk_widget(findClose.raw), 0, 0, 0)
        findBar = GObjectRef(sinking: gtk_revealer_new()!)
        gtk_container_add(cwk_container(findBar.raw), findBox)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        fullscreenChrome = FullscreenChromeView(window: window, header: header, notebook: notebook)
        gtk_box_pack_start(cwk_box(content), cwk_widget(fullscreenChrome.top.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(content), cwk_widget(permissionBar.bar.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(content), cwk_widget(signInBar.bar.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(content), cwk_widget(notice.bar.raw), 0, 0, 0)
        linkHover = LinkHoverView(over: pages)
        gtk_box_pack_start(cwk_box(content), cwk_widget(linkHover.overlay.raw), 1, 1, 0)
        gtk_box_pack_end(cwk_box(content), cwk_widget(findBar.raw), 0, 0, 0)
        gtk_box_pack_end(cwk_box(content), cwk_widget(console.panel.raw), 0, 0, 0)
        gtk_container_add(cwk_container(window.raw), content)

        connections += [
            back.connect("clicked") { [weak self] _ in self?.onBack() },
            forward.connect("clicked") { [weak self] _ in self?.onForward() },
            reload.connect("clicked") { [weak self] _ in self?.onReloadOrStop() },
            newTab.connect("clicked") { [weak self] _ in self?.onNewTab() },
            overviewButton.connect("clicked") { [weak self] _ in self?.onOverviewButton() },
            entry.connect("activate") { [weak self] _ in
                guard let self else { return }
                self.onAddress(String(borrowingCString: gtk_entry_get_text(cwk_entry(self.entry.raw))) ?? "")
            },
            notebook.connect("switch-page") { [weak self] arguments in self?.onSwitchTab(arguments.integer(2)) },
            notebook.connect("page-reordered") { [weak self] arguments in
                guard let self, let page = arguments.pointer(1) else { return }
                self.onMoveTab(self.reorderSource(page), arguments.integer(2))
            },
            findEntry.connect("search-changed") { [weak self] _ in
                guard let self else { return }
                self.onFind(String(borrowingCString: gtk_entry_get_text(cwk_entry(self.findEntry.raw))) ?? "")
            },
            findEntry.connect("activate") { [weak self] _ in self?.onFindNext() },
            findNext.connect("clicked") { [weak self] _ in self?.onFindNext() },
            findPrevious.connect("clicked") { [weak self] _ in self?.onFindPrevious() },
            findClose.connect("clicked") { [weak self] _ in self?.hideFindBar() },
            // Escape reaches the focused find entry first (PageFirstKeys), which takes it as stop-search.
            findEntry.connect("stop-search") { [weak self] _ in self?.hideFindBar() },
            PageFirstKeys.install(on: window),
            window.connect("destroy") { [weak self] _ in self?.onDestroyed() },
            entry.connect("changed") { [weak self] _ in
                guard let self, self.isEditingAddress else { return }
                self.onAddressTyped(String(borrowingCString: gtk_entry_get_text(cwk_entry(self.entry.raw))) ?? "")
            },
            header.connect("size-allocate") { [weak self] _ in self?.onLayoutChanged() },
            window.connect("configure-event") { [weak self] _ in self?.onLayoutChanged() },
        ]
        for (button, isBack) in [(back, true), (forward, false)] {
            connections.append(
                button.connect("button-press-event") { [weak self] arguments in
                    guard let self, cwk_shell_event_button(arguments.pointer(1)) == 3 else { return }
                    let titles = self.historyTitles(isBack)
                    guard !titles.isEmpty else { return }
                    self.historyMenu.popup(titles, under: button, event: arguments.pointer(1)) { [weak self] index in
                        self?.onHistoryChosen(isBack, index)
                    }
                    arguments.setReturn(true)
                })
        }
    }

    private static func iconButton(_ icon: String, tooltip: String) -> GObjectRef {
        let button = GObjectRef(sinking: gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!)
        gtk_widget_set_tooltip_text(cwk_widget(button.raw), tooltip)
        return button
    }

    /// Pages in the order they had before the last drag, to find where a dragged page came from.
    private var pageOrder: [UnsafeMutableRawPointer] = []

    private func reorderSource(_ page: UnsafeMutableRawPointer) -> Int {
        defer { pageOrder = (0..<tabCount).compactMap { pageWidget(at: $0) } }
        return pageOrder.firstIndex(of: page) ?? 0
    }

    private var tabCount: Int { Int(gtk_notebook_get_n_pages(cwk_shell_notebook(notebook.raw))) }

    private func pageWidget(at index: Int) -> UnsafeMutableRawPointer? {
        gtk_notebook_get_nth_page(cwk_shell_notebook(notebook.raw), gint(index)).map { UnsafeMutableRawPointer($0) }
    }

    // MARK: - Tabs

    /// Inserts `tab` at `index` (reorderable by dragging).
    func insert(_ tab: TabPageView, at index: Int) {
        let book = cwk_shell_notebook(notebook.raw)
        gtk_notebook_insert_page(book, cwk_widget(tab.page.raw), cwk_widget(tab.label.raw), gint(index))
        gtk_notebook_set_tab_reorderable(book, cwk_widget(tab.page.raw), 1)
        pageOrder = (0..<tabCount).compactMap { pageWidget(at: $0) }
    }

    func remove(_ tab: TabPageView) {
        let book = cwk_shell_notebook(notebook.raw)
        let index = gtk_notebook_page_num(book, cwk_widget(tab.page.raw))
        if index >= 0 { gtk_notebook_remove_page(book, index) }
        pageOrder = (0..<tabCount).compactMap { pageWidget(at: $0) }
    }

    func select(_ index: Int) { gtk_notebook_set_current_page(cwk_shell_notebook(notebook.raw), gint(index)) }

    /// Shows the tab overview in place of the tabs, or the tabs again.
    func showOverview(_ shown: Bool) {
        gtk_stack_set_visible_child_name(cwk_shell_stack(pages.raw), shown ? "overview" : "tabs")
    }

    /// Whether the tab overview is shown.
    var isOverviewShown: Bool {
        String(borrowingCString: gtk_stack_get_visible_child_name(cwk_shell_stack(pages.raw))) == "overview"
    }

    // MARK: - Window and toolbar

    /// Adds `widget` to the end of the header bar (before the new-tab button).
    func addToHeaderEnd(_ widget: GObjectRef) {
        gtk_header_bar_pack_end(cwk_header_bar(header.raw), cwk_widget(widget.raw))
    }

    /// Adds a window action `win.<name>`.
    func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        actions.append(ActionMaps.add(name, to: window.raw, takesString: false, { _ in handler() }, &connections))
    }

    func show() {
        gtk_widget_show_all(cwk_widget(window.raw))
        gtk_widget_hide(cwk_widget(findBar.raw))
    }
    func present() { gtk_window_present(cwk_window(window.raw)) }
    func close() { gtk_window_close(cwk_window(window.raw)) }
    func setTitle(_ title: String) { gtk_window_set_title(cwk_window(window.raw), title) }

    var isEditingAddress: Bool { gtk_widget_has_focus(cwk_widget(entry.raw)) != 0 }
    func setAddress(_ text: String) { gtk_entry_set_text(cwk_entry(entry.raw), text) }
    func focusAddress() {
        gtk_widget_grab_focus(cwk_widget(entry.raw))
        gtk_editable_select_region(OpaquePointer(entry.raw), 0, -1)
    }
    func setProgress(_ fraction: Double) { gtk_entry_set_progress_fraction(cwk_entry(entry.raw), fraction) }

    func setNavigation(canGoBack: Bool, canGoForward: Bool, isLoading: Bool) {
        gtk_widget_set_sensitive(cwk_widget(back.raw), canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(cwk_widget(forward.raw), canGoForward ? 1 : 0)
        let icon = isLoading ? "process-stop-symbolic" : "view-refresh-symbolic"
        gtk_button_set_image(cwk_button(reload.raw), gtk_image_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON))
    }

    // MARK: - Find bar

    func showFindBar() {
        gtk_widget_show_all(cwk_widget(findBar.raw))
        gtk_revealer_set_reveal_child(cwk_shell_revealer(findBar.raw), 1)
        gtk_widget_grab_focus(cwk_widget(findEntry.raw))
    }

    func hideFindBar() {
        gtk_revealer_set_reveal_child(cwk_shell_revealer(findBar.raw), 0)
        gtk_widget_hide(cwk_widget(findBar.raw))
        onFindClosed()
    }

    var isFindBarShown: Bool { gtk_revealer_get_reveal_child(cwk_shell_revealer(findBar.raw)) != 0 }
    func setFindStatus(_ text: String) { gtk_label_set_text(cwk_shell_label(findStatus.raw), text) }
    /// What the find bar's status label shows ("3 matches").
    var findStatusText: String { String(borrowingCString: gtk_label_get_text(cwk_shell_label(findStatus.raw))) ?? "" }
}
