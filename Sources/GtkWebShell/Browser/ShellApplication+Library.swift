import Foundation

extension ShellApplication {
    /// The library's shared state: the bookmarks store (none in automation), `app.preferences`,
    /// `app.import-bookmarks(s)` (the bookmark file at that path, as Import… in the bookmarks window) and the
    /// `library` state action. Their menu items and shortcuts are in `ShellActionTable`.
    func installLibrary() {
        ShellLibrary.shared.store = session.store
        ShellLibrary.shared.windows = { [weak self] in self?.windows ?? [] }
        ShellLibrary.shared.publish = application.addStateAction("library", initial: "{}")
        application.addAction("preferences") { _ in ShellLibrary.shared.showPreferences() }
        application.addAction("import-bookmarks", takesString: true) { path in
            if let path { ShellLibrary.shared.importBookmarks(from: path) }
        }
    }
}

extension ShellWindow {
    /// The window's library actions: `win.bookmark-page` opens the bookmark star's popover,
    /// `win.bookmarks` the bookmarks window, `win.history` the history window and `win.clear-data` the
    /// Clear Browsing Data dialog.
    func installLibraryActions() {
        view.addAction("bookmark-page") { [weak self] in self?.bookmarkStar.open() }
        view.addAction("bookmarks") { [weak self] in self.map { ShellLibrary.shared.showBookmarks(from: $0) } }
        view.addAction("history") { [weak self] in self.map { ShellLibrary.shared.showHistory(from: $0) } }
        view.addAction("clear-data") { [weak self] in self.map { ShellLibrary.shared.showClearData(from: $0) } }
        bookmarkStar.render(force: true)
    }
}
