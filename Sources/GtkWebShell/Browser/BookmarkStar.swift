import Foundation
import SessionStore

/// A window's bookmark star (`win.bookmark-page`, Ctrl+D, or a click on the star in the address entry):
/// it opens a popover to name the active page's bookmark and choose its folder. Done adds the bookmark,
/// or saves the name and folder of the one the page has; Remove removes it. The star is filled while the
/// active page is bookmarked. Failures show in the window's notice bar. The store is read on the main
/// thread (its reads never wait for the writer) and changed off it (`ShellLibrary.changeBookmarks`).
@MainActor
final class BookmarkStar {
    let view: BookmarkPopoverView
    private weak var window: ShellWindow?
    /// The folder of each row of the popover's folder list (nil: the top level).
    private var folderIDs: [Int64?] = []
    /// The page the popover was opened for, and its bookmark if it had one.
    private var editing: (url: String, bookmark: Bookmark?)?

    init(window: ShellWindow) {
        self.window = window
        view = BookmarkPopoverView(entry: window.view.entry)
        view.onStarPressed = { [weak self] in self?.open() }
        view.onDone = { [weak self] name, folder in self?.save(name: name, folder: folder) }
        view.onRemove = { [weak self] in self?.remove() }
        view.onChange = { ShellLibrary.shared.publishState() }
    }

    private var store: SessionStore? { ShellLibrary.shared.store }

    /// The bookmarkable address of the active page (web and file pages only).
    private var pageURL: String? {
        guard let url = window?.activeTab?.url?.absoluteString, BookmarkAddress.verdict(url) == .kept else {
            return nil
        }
        return url
    }

    /// The address the star was last shown for (the window renders on every change of its tab, and
    /// the store is asked only when the address changed, or with `force` after bookmarks changed).
    private var renderedURL: String?

    /// Shows the star filled when the active page is bookmarked.
    func render(force: Bool = false) {
        let url = pageURL
        guard force || url != renderedURL else { return }
        renderedURL = url
        if let store, let url {
            // A store that cannot be read shows the page as not bookmarked; the popover says the error.
            view.setStarred((try? store.bookmarks(forURL: url).isEmpty) == false)
        } else {
            view.setStarred(false)
        }
        ShellLibrary.shared.publishState()
    }

    /// Opens the popover for the active page.
    func open() {
        guard let window else { return }
        guard let store else { return window.showNotice("Bookmarks are not kept in this window.") }
        guard let url = pageURL else { return window.showNotice("This page cannot be bookmarked.") }
        do {
            let existing = try store.bookmarks(forURL: url).first
            let folders = try store.bookmarkFolders()
            folderIDs = [nil] + folders.map(\.id)
            editing = (url, existing)
            let title = existing?.title ?? window.activeTab?.displayTitle ?? url
            let selected = folderIDs.firstIndex { $0 == existing?.parentID } ?? 0
            view.open(
                title: title, folderNames: ["Bookmarks"] + folders.map(\.title), selected: selected,
                canRemove: existing != nil)
        } catch {
            window.showNotice("Bookmarks could not be read: \(error.localizedDescription)")
        }
    }

    private func save(name: String, folder index: Int) {
        guard let editing else { return }
        let folder = folderIDs.indices.contains(index) ? folderIDs[index] : nil
        let title = name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? editing.url : name
        self.editing = nil
        let failed: @MainActor @Sendable (String) -> Void = { [weak window] text in
            window?.showNotice("The bookmark was not saved: \(text)")
        }
        ShellLibrary.shared.changeBookmarks(failed: failed) { store in
            if let bookmark = editing.bookmark {
                try store.updateBookmark(id: bookmark.id, title: title)
                if bookmark.parentID != folder { try store.moveBookmark(id: bookmark.id, to: folder) }
            } else {
                try store.addBookmark(url: editing.url, title: title, in: folder)
            }
        }
    }

    private func remove() {
        guard let bookmark = editing?.bookmark else { return }
        editing = nil
        let failed: @MainActor @Sendable (String) -> Void = { [weak window] text in
            window?.showNotice("The bookmark was not removed: \(text)")
        }
        ShellLibrary.shared.changeBookmarks(failed: failed) { store in try store.removeBookmark(id: bookmark.id) }
    }
}
