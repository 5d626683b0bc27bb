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

    /// Bookmarks changed: every window's star and the bookmarks window are shown again, and the state
    /// republished.
    func bookmarksChanged() {
        for window in windows() { window.bookmarkStar.render() }
        bookmarksWindow?.reload()
        publishState()
    }

    /// Shows the bookmarks window (said in `window`'s notice bar when there is no store).
    func showBookmarks(from window: ShellWindow) {
        guard let store else { return window.showNotice("Bookmarks are not kept in this window.") }
        let shown = bookmarksWindow ?? BookmarksWindow(store: store)
        if bookmarksWindow == nil {
            shown.open = { [weak self] url in self?.windows().last?.navigate(toNewTab: url.absoluteString) }
            shown.notify = { [weak self] text in self?.windows().last?.showNotice(text) }
            bookmarksWindow = shown
        }
        shown.present()
    }

    /// A library window's state: `shown`, `search` (its text), `rows` (`title`, `detail`, `depth`, `frame`)
    /// and `frames` (the search entry's and the buttons' screen rectangles, by name).
    static func json(_ view: LibraryWindowView?) -> String {
        guard let view else { return "{\"shown\": false, \"search\": \"\", \"rows\": [], \"frames\": {}}" }
        let rows = view.shown.map {
            "{\"title\": \(JSONText.quote($0.title)), \"detail\": \(JSONText.quote($0.detail)), "
                + "\"depth\": \($0.depth), \"frame\": \(ShellWindow.json($0.frame))}"
        }
        let frames = view.frames.sorted { $0.key < $1.key }.map {
            "\(JSONText.quote($0.key)): \(ShellWindow.json($0.value))"
        }
        return "{\"shown\": \(view.isShown), \"search\": \(JSONText.quote(view.searchText)), "
            + "\"rows\": [\(rows.joined(separator: ", "))], \"frames\": {\(frames.joined(separator: ", "))}}"
    }

    /// Publishes the library state as JSON: the most recent window's `star` (`starred`, `frame`) and
    /// `popover` (`open`, `name`, `folder`, and the screen rectangles `doneFrame`, `removeFrame`), and
    /// the `bookmarks` window (`json(_:)`).
    func publishState() {
        guard let window = windows().last else { return publish("{}") }
        let star = window.bookmarkStar.view
        let frames = star.buttonFrames
        publish(
            "{\"star\": {\"starred\": \(star.isStarred), \"frame\": \(ShellWindow.json(star.starFrame))}, "
                + "\"popover\": {\"open\": \(star.isOpen), \"name\": \(JSONText.quote(star.typedName)), "
                + "\"folder\": \(JSONText.quote(star.chosenFolder)), \"doneFrame\": \(ShellWindow.json(frames.done)), "
                + "\"removeFrame\": \(ShellWindow.json(frames.remove))}, "
                + "\"bookmarks\": \(Self.json(bookmarksWindow?.view))}")
    }
}
