import Foundation

extension ShellApplication {
    /// The library's shared state: the bookmarks store (none in automation), the `library` state action
    /// and the shortcuts of the library's window actions (`win.bookmark-page` Ctrl+D, `win.bookmarks`
    /// Ctrl+Shift+B).
    func installLibrary() {
        ShellLibrary.shared.store = session.store
        ShellLibrary.shared.windows = { [weak self] in self?.windows ?? [] }
        ShellLibrary.shared.publish = application.addStateAction("library", initial: "{}")
        application.setAccelerators(["<Control>d"], for: "win.bookmark-page")
        application.setAccelerators(["<Control><Shift>b"], for: "win.bookmarks")
    }
}

extension ShellWindow {
    /// The window's library actions: `win.bookmark-page` opens the bookmark star's popover,
    /// `win.bookmarks` the bookmarks window.
    func installLibraryActions() {
        view.addAction("bookmark-page") { [weak self] in self?.bookmarkStar.open() }
        view.addAction("bookmarks") { [weak self] in self.map { ShellLibrary.shared.showBookmarks(from: $0) } }
        bookmarkStar.render()
    }
}
