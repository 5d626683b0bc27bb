import Foundation
import GtkWeb
import SessionStore

/// The bookmarks window (`win.bookmarks`, Ctrl+Shift+B): every folder and bookmark as a tree, or, while
/// something is typed in its search entry, the bookmarks whose name or address match it (the address
/// bar's bookmark query). Open (or a double-click) opens the selected bookmark in a new tab, Rename
/// edits its name in place, Move to… moves it (or a folder with everything in it) into the folder
/// chosen from its menu, or to the top level, New Folder adds a folder at the top level, Delete removes
/// the selected bookmark, or folder with everything in it; Import… adds a bookmark file (the Netscape file other
/// browsers export), read and imported off the main thread in one transaction.
@MainActor
final class BookmarksWindow {
    let view = LibraryWindowView(
        title: "Bookmarks",
        buttons: [
            ("open", "Open"), ("rename", "Rename"), ("move", "Move to…"), ("new-folder", "New Folder"),
            ("delete", "Delete"), ("import", "Import…"),
        ],
        editable: true)
    private let store: SessionStore
    /// Opens an address in a new tab of the most recent window.
    var open: (URL) -> Void = { _ in }
    /// Says a failure in the most recent window.
    var notify: (String) -> Void = { _ in }
    /// The most search results listed.
    var searchLimit = 200

    init(store: SessionStore) {
        self.store = store
        view.onSearch = { [weak self] _ in self?.reload() }
        view.onButton = { [weak self] name in self?.pressed(name) }
        view.onEdited = { [weak self] id, text in self?.rename(id, to: text) }
        view.onActivated = { [weak self] id in self?.openBookmark(id) }
        view.onChange = { ShellLibrary.shared.publishState() }
    }

    /// Shows the window with the bookmarks as they are now.
    func present() {
        reload()
        view.present()
    }

    /// The number of the latest listing asked for: a listing that ends after a newer one was asked for
    /// is not shown.
    private var latestListing = 0

    /// Lists the bookmarks again (the store changed, or the search text did). The store is read off the
    /// main thread (every bookmark, after a large import, is many reads) and the rows shown when it
    /// answers.
    func reload() {
        latestListing += 1
        let listing = latestListing
        let (store, limit) = (self.store, searchLimit)
        let text = view.searchText.trimmingCharacters(in: .whitespacesAndNewlines)
        Task { @MainActor [weak self] in
            let read = await Task.detached {
                Result { () throws -> [LibraryWindowView.Row] in
                    guard !text.isEmpty else { return try Self.tree(of: store, in: nil) }
                    return try store.bookmarkCompletions(for: text, limit: limit).map {
                        LibraryWindowView.Row(title: $0.title, detail: $0.url ?? "", id: $0.id)
                    }
                }
            }.value
            guard let self, listing == self.latestListing else { return }
            switch read {
            case .success(let rows): self.view.show(rows)
            case .failure(let error): self.notify("Bookmarks could not be read: \(error.localizedDescription)")
            }
        }
    }

    /// The rows of `folder` and everything under it, read folder by folder (no recursion, however deep).
    nonisolated private static func tree(of store: SessionStore, in folder: Int64?) throws -> [LibraryWindowView.Row] {
        var order: [Bookmark] = []
        var children: [Int64?: [Bookmark]] = [:]
        var pending: [Int64?] = [folder]
        while let next = pending.popLast() {
            let items = try store.bookmarks(in: next)
            children[next] = items
            order += items
            pending += items.filter(\.isFolder).map(\.id)
        }
        // Built from the deepest folders up, so that each folder's row holds its finished children.
        var built: [Int64: LibraryWindowView.Row] = [:]
        for bookmark in order.reversed() {
            built[bookmark.id] = LibraryWindowView.Row(
                title: bookmark.title, detail: bookmark.url ?? "", id: bookmark.id,
                children: (children[bookmark.id] ?? []).compactMap { built.removeValue(forKey: $0.id) })
        }
        return (children[folder] ?? []).compactMap { built[$0.id] }
    }

    private func pressed(_ name: String) {
        switch name {
        case "open": if let id = view.selectedID { openBookmark(id) }
        case "rename": view.renameSelected()
        case "move": if let id = view.selectedID { chooseFolder(for: id) }
        case "new-folder": change { try $0.addBookmarkFolder(title: "New Folder") }
        case "delete": if let id = view.selectedID { change { try $0.removeBookmark(id: id) } }
        case "import": chooseFileToImport()
        default: break
        }
    }

    /// Pops up Move to…'s menu, the top level then every folder but `id` itself; the one chosen
    /// receives `id` (a folder cannot go into itself or a folder inside it: the store refuses, said in
    /// the notice bar).
    private func chooseFolder(for id: Int64) {
        let destinations: [(title: String, id: Int64?)]
        do {
            destinations =
                [("Top Level", nil)] + (try store.bookmarkFolders()).filter { $0.id != id }.map { ($0.title, $0.id) }
        } catch {
            return notify("Bookmark folders could not be read: \(error.localizedDescription)")
        }
        view.popupMenu(destinations.map(\.title), under: "move") { [weak self] index in
            let destination = destinations[index].id
            self?.change { try $0.moveBookmark(id: id, to: destination) }
        }
    }

    /// The chooser Import… opens, kept while it is shown.
    private var chooser: FileChooserView?

    private func chooseFileToImport() {
        let chooser = FileChooserView(title: "Import Bookmarks", acceptLabel: "Import", parent: view.window)
        chooser.onChosen = { [weak self] path in self?.importFile(path) }
        self.chooser = chooser
        chooser.show()
    }

    /// Reads and imports the bookmark file at `path` off the main thread (the window stays usable);
    /// says that it started and how it ended in the most recent window's notice bar. The window's
    /// progress bar shows the share of the file's items added, also said on stdout at each percent
    /// (`gtkweb: bookmark import N%`).
    func importFile(_ path: String) {
        notify("Importing bookmarks from \(path)…")
        view.showProgress(0, text: "Reading \(URL(fileURLWithPath: path).lastPathComponent)…")
        let store = self.store
        let progress: @Sendable (Double) -> Void = { fraction in
            Task { @MainActor [weak self] in self?.importProgressed(fraction) }
        }
        Task { @MainActor [weak self] in
            let result = await Task.detached {
                Result { () throws -> BookmarkImportCounts in
                    try store.importBookmarks(
                        try NetscapeBookmarkParser().read(contentsOf: URL(fileURLWithPath: path)), progress: progress)
                }
            }.value
            self?.view.showProgress(nil)
            switch result {
            case .success(let counts): self?.notify(BookmarkFileCommand.summary(of: counts).capitalizedFirst + ".")
            case .failure(let error): self?.notify("No bookmarks were imported: \(error.localizedDescription)")
            }
            ShellLibrary.shared.bookmarksChanged()
        }
    }

    private func importProgressed(_ fraction: Double) {
        let percent = Int((fraction * 100).rounded(.down))
        FileHandle.standardOutput.write(Data("gtkweb: bookmark import \(percent)%\n".utf8))
        view.showProgress(fraction, text: "Importing bookmarks: \(percent)%")
    }

    private func rename(_ id: Int64, to text: String) {
        let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        change { try $0.updateBookmark(id: id, title: title) }
    }

    private func openBookmark(_ id: Int64) {
        guard let bookmark = try? store.bookmark(id: id), let address = bookmark.url, let url = URL(string: address)
        else { return }  // a folder, or a bookmark removed meanwhile: nothing to open
        open(url)
    }

    /// Runs a change to the bookmarks off the main thread (`ShellLibrary.changeBookmarks`), says a
    /// failure, and shows the result everywhere.
    private func change(_ body: @escaping @Sendable (SessionStore) throws -> Void) {
        ShellLibrary.shared.changeBookmarks(failed: { [weak self] text in self?.notify(text) }, body)
    }
}

extension String {
    /// The text with its first letter in upper case.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
