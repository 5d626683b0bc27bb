import Foundation
import GtkWeb
import SessionStore

/// The user's library shared by every window: the bookmarks in the session store, and the `library`
/// state that D-Bus clients (and the end-to-end tests) read: the most recent window's bookmark star
/// and popover.
@MainActor
final class ShellLibrary {
    static let shared = ShellLibrary()

    /// The session store bookmarks live in; nil when the shell keeps nothing (automation, or a store that
    /// could not be opened).
    var store: SessionStore?
    /// The windows, most recent last (set by the application).
    var windows: () -> [ShellWindow] = { [] }
    /// Publishes the `library` state.
    var publish: (String) -> Void = { _ in }

    /// The bookmarks window, made when first shown.
    private(set) var bookmarksWindow: BookmarksWindow?
    /// The history window, made when first shown.
    private(set) var historyWindow: HistoryWindow?
    /// The Clear Browsing Data dialog, made when first shown (over the window it was asked from).
    private(set) var clearDataDialog: ClearDataDialogView?
    /// The Preferences dialog, made when first shown.
    private(set) var preferencesWindow: PreferencesWindow?

    /// Where bookmark changes run, in the order asked, off the main thread: each waits for the store's
    /// writer, which a bookmark import holds until it ends.
    private let changes = DispatchQueue(label: "gtkweb.bookmark-changes")

    /// Runs `body` on the store on the bookmark-changes queue, after the changes asked before it; then,
    /// on the main thread, says a failure through `failed` (the error's description) and shows the
    /// bookmarks again everywhere (`bookmarksChanged`). Nothing runs when the shell keeps no store.
    func changeBookmarks(
        failed: @escaping @MainActor @Sendable (String) -> Void,
        _ body: @escaping @Sendable (SessionStore) throws -> Void
    ) {
        guard let store else { return }
        changes.async {
            let problem: String?
            do {
                try body(store)
                problem = nil
            } catch {
                problem = error.localizedDescription
            }
            Task { @MainActor in
                if let problem { failed(problem) }
                ShellLibrary.shared.bookmarksChanged()
            }
        }
    }

    /// Bookmarks changed: every window's star and the bookmarks window are shown again, and the state
    /// republished.
    func bookmarksChanged() {
        for window in windows() { window.bookmarkStar.render(force: true) }
        bookmarksWindow?.reload()
        publishState()
    }

    /// A tab of a window that keeps history changed its page or title: the history window, if shown,
    /// lists again.
    func historyMayHaveChanged() {
        historyWindow?.refreshSoon()
    }

    /// Shows the bookmarks window (said in `window`'s notice bar when there is no store).
    func showBookmarks(from window: ShellWindow) {
        guard let store else { return window.showNotice("Bookmarks are not kept in this window.") }
        if bookmarksWindow == nil { prepareBookmarksWindow(store) }
        bookmarksWindow?.present()
    }

    private func prepareBookmarksWindow(_ store: SessionStore) {
        let made = BookmarksWindow(store: store)
        made.open = { [weak self] url in self?.windows().last?.navigate(toNewTab: url.absoluteString) }
        made.notify = { [weak self] text in self?.windows().last?.showNotice(text) }
        bookmarksWindow = made
    }

    /// Imports the bookmark file at `path` as the bookmarks window's Import… does (off the main thread,
    /// said in the notice bar), making the bookmarks window if needed without showing it.
    func importBookmarks(from path: String) {
        guard let window = windows().last else { return }
        guard let store else { return window.showNotice("Bookmarks are not kept in this window.") }
        if bookmarksWindow == nil { prepareBookmarksWindow(store) }
        bookmarksWindow?.importFile(path)
    }

    /// Shows the history window (said in `window`'s notice bar when there is no store).
    func showHistory(from window: ShellWindow) {
        guard let store else { return window.showNotice("History is not kept in this window.") }
        let shown = historyWindow ?? HistoryWindow(store: store)
        if historyWindow == nil {
            shown.open = { [weak self] url in self?.windows().last?.navigate(toNewTab: url.absoluteString) }
            shown.notify = { [weak self] text in self?.windows().last?.showNotice(text) }
            shown.clearData = { [weak self] in self?.windows().last.map { self?.showClearData(from: $0) } }
            historyWindow = shown
        }
        shown.present()
    }

    /// Shows the Clear Browsing Data dialog over `window`; Clear clears what it says, then says so in the
    /// most recent window's notice bar.
    func showClearData(from window: ShellWindow) {
        let dialog = clearDataDialog ?? ClearDataDialogView(parent: window.view.window)
        if clearDataDialog == nil {
            dialog.onChange = { [weak self] in self?.publishState() }
            dialog.onClear = { [weak self] choice in self?.clear(choice) }
            clearDataDialog = dialog
        }
        dialog.present()
    }

    /// Shows the Preferences dialog.
    func showPreferences() {
        let shown = preferencesWindow ?? PreferencesWindow()
        if preferencesWindow == nil {
            shown.notify = { [weak self] text in self?.windows().last?.showNotice(text) }
            preferencesWindow = shown
        }
        shown.present()
    }

    private func clear(_ choice: ClearDataDialogView.Choice) {
        let engine = windows().filter { $0.kind.profile == .default }.flatMap(\.tabs).compactMap(\.engine).first
        let store = self.store
        Task { @MainActor [weak self] in
            let problems = await ClearBrowsingData(choice: choice).run(store: store, engine: engine)
            self?.historyWindow?.reload()
            self?.windows().last?.showNotice(
                problems.isEmpty ? "Browsing data cleared." : problems.joined(separator: " "))
            self?.publishState()
        }
    }

    /// Frames by name as a JSON object.
    static func json(_ frames: [String: [Int]]) -> String {
        "{"
            + frames.sorted { $0.key < $1.key }.map { "\(JSONText.quote($0.key)): \(ShellWindow.json($0.value))" }
            .joined(separator: ", ") + "}"
    }

    /// A library window's state: `shown`, `search` (its text), `selected` (the selected row's name, or
    /// null), `rows` (`title`, `detail`, `depth`, `frame`), `menu` (the items of its open pop-up menu),
    /// `progress` (its progress bar's fraction, null while hidden) and `frames` (the search entry's and
    /// the buttons' screen rectangles, by name).
    static func json(_ view: LibraryWindowView?) -> String {
        guard let view else {
            return
                "{\"shown\": false, \"search\": \"\", \"rows\": [], \"menu\": [], \"progress\": null, \"frames\": {}}"
        }
        let rows = view.shown.map {
            "{\"title\": \(JSONText.quote($0.title)), \"detail\": \(JSONText.quote($0.detail)), "
                + "\"depth\": \($0.depth), \"frame\": \(ShellWindow.json($0.frame))}"
        }
        let frames = view.frames.sorted { $0.key < $1.key }.map {
            "\(JSONText.quote($0.key)): \(ShellWindow.json($0.value))"
        }
        return "{\"shown\": \(view.isShown), \"search\": \(JSONText.quote(view.searchText)), "
            + "\"selected\": \(view.selectedTitle.map(JSONText.quote) ?? "null"), "
            + "\"rows\": [\(rows.joined(separator: ", "))], "
            + "\"menu\": [\(view.menuTitles.map(JSONText.quote).joined(separator: ", "))], "
            + "\"progress\": \(view.progress.map { "\($0)" } ?? "null"), "
            + "\"frames\": {\(frames.joined(separator: ", "))}}"
    }

    /// Publishes the library state as JSON: the most recent window's `star` (`starred`, `frame`) and
    /// `popover` (`open`, `name`, `folder`, and the screen rectangles `doneFrame`, `removeFrame`), and
    /// the `bookmarks` and `history` windows (`json(_:)`), the `clearData` dialog (`shown`, `frames`) and
    /// the `preferences` (`preferencesJSON`).
    func publishState() {
        guard let window = windows().last else { return publish("{}") }
        let star = window.bookmarkStar.view
        let frames = star.buttonFrames
        publish(
            "{\"star\": {\"starred\": \(star.isStarred), \"frame\": \(ShellWindow.json(star.starFrame))}, "
                + "\"popover\": {\"open\": \(star.isOpen), \"name\": \(JSONText.quote(star.typedName)), "
                + "\"folder\": \(JSONText.quote(star.chosenFolder)), \"doneFrame\": \(ShellWindow.json(frames.done)), "
                + "\"removeFrame\": \(ShellWindow.json(frames.remove))}, "
                + "\"bookmarks\": \(Self.json(bookmarksWindow?.view)), \"history\": \(Self.json(historyWindow?.view)), "
                + "\"clearData\": {\"shown\": \(clearDataDialog?.isShown ?? false), \"frames\": \(Self.json(clearDataDialog?.frames ?? [:]))}, "
                + "\"preferences\": \(preferencesJSON)}")
    }

    /// The Preferences dialog's state: `shown`, `frames` (by field name), and the preferences in effect
    /// (`searchURL`, `defaultZoom`, `contentBlocking`, `cookiePolicy`, `restoreSession`).
    private var preferencesJSON: String {
        let current = ShellPreferences.current
        return "{\"shown\": \(preferencesWindow?.view.isShown ?? false), "
            + "\"frames\": \(Self.json(preferencesWindow?.view.frames ?? [:])), "
            + "\"searchURL\": \(JSONText.quote(current.searchURL)), \"defaultZoom\": \(current.defaultZoom), "
            + "\"contentBlocking\": \(current.contentBlocking), \"cookiePolicy\": \(JSONText.quote(current.cookiePolicy.rawValue)), "
            + "\"restoreSession\": \(current.restoreSession)}"
    }
}
