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

    /// Bookmarks changed: every window's star is shown again and the state republished.
    func bookmarksChanged() {
        for window in windows() { window.bookmarkStar.render() }
        publishState()
    }

    /// Publishes the most recent window's library state as JSON: `star` (`starred`, `frame`) and
    /// `popover` (`open`, `name`, `folder`, and the screen rectangles `doneFrame`, `removeFrame`).
    func publishState() {
        guard let window = windows().last else { return publish("{}") }
        let star = window.bookmarkStar.view
        let frames = star.buttonFrames
        publish(
            "{\"star\": {\"starred\": \(star.isStarred), \"frame\": \(ShellWindow.json(star.starFrame))}, "
                + "\"popover\": {\"open\": \(star.isOpen), \"name\": \(JSONText.quote(star.typedName)), "
                + "\"folder\": \(JSONText.quote(star.chosenFolder)), \"doneFrame\": \(ShellWindow.json(frames.done)), "
                + "\"removeFrame\": \(ShellWindow.json(frames.remove))}}")
    }
}
