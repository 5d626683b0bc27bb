import Foundation

/// The most recent window's bookmark star and popover, as the shell publishes them in its `library`
/// action's state.
struct ShellLibraryState: Decodable {
    struct Star: Decodable {
        var starred: Bool
        var frame: [Int]
    }
    struct Popover: Decodable {
        var open: Bool
        var name: String
        var folder: String
        var doneFrame: [Int]
        var removeFrame: [Int]
    }
    /// A library window: whether it is on screen, its search text, its rows in order (depth first) and
    /// where its search entry and buttons are (by name).
    struct Window: Decodable {
        struct Row: Decodable {
            var title: String
            var detail: String
            var depth: Int
            var frame: [Int]
        }
        var shown: Bool
        var search: String
        /// The selected row's name.
        var selected: String?
        var rows: [Row]
        /// The items of the window's open pop-up menu (the bookmarks window's Move to…).
        var menu: [String]
        /// The fraction the window's progress bar shows (a bookmark import), nil while it is hidden.
        var progress: Double?
        var frames: [String: [Int]]
    }
    /// The Clear Browsing Data dialog: whether it is on screen and where its buttons are (by name).
    struct Dialog: Decodable {
        var shown: Bool
        var frames: [String: [Int]]
    }
    var star: Star
    var popover: Popover
    var bookmarks: Window
    var history: Window
    var clearData: Dialog
    var preferences: Preferences

    /// The Preferences dialog and the preferences in effect.
    struct Preferences: Decodable {
        var shown: Bool
        var frames: [String: [Int]]
        var searchURL: String
        var defaultZoom: Double
        var contentBlocking: Bool
        var cookiePolicy: String
        var restoreSession: Bool
    }
}

extension ShellSession {
    /// Waits until the `library` state satisfies `condition`; returns it.
    @discardableResult
    func waitForLibrary(_ what: String, _ condition: @escaping (ShellLibraryState) -> Bool) async throws
        -> ShellLibraryState
    {
        var last: ShellLibraryState?
        var raw = ""
        try await poll(what, describe: raw) {
            raw = try await state("library")
            last = try? JSONDecoder().decode(ShellLibraryState.self, from: Data(raw.utf8))  // "{}" before a window
            return last.map(condition) ?? false
        }
        return last!
    }

    /// Gives the window titled exactly `title` the keyboard focus (once the window manager has mapped and
    /// placed it), then waits until the `library` state satisfies `condition` and returns it. Frames read
    /// before the window manager placed a dialog say where GTK first put it, not where it is: a click there
    /// misses, or hits whatever is there now.
    @discardableResult
    func focusWindow(
        _ title: String, thenWaitForLibrary what: String, _ condition: @escaping (ShellLibraryState) -> Bool
    ) async throws -> ShellLibraryState {
        try await xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowfocus", "--sync"])
        return try await waitForLibrary(what, condition)
    }
}
