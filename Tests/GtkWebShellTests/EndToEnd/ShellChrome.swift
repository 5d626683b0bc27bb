import Foundation
import GtkWebTestSupport
import Spawn
import XCTest

/// The most recent window's chrome, as the shell publishes it in its `window` action's state.
struct ShellChrome: Decodable {
    struct Completion: Decodable, Equatable {
        var url: String
        var title: String
    }
    struct Downloads: Decodable {
        var open: Bool
        var rows: [Row]
        /// What the button shows with the popover closed: the progress label ("" when hidden), and
        /// whether it shows the finished mark.
        var button: Button
    }
    struct Button: Decodable, Equatable {
        var progress: String
        var finished: Bool
    }
    struct Row: Decodable {
        var name: String
        var fraction: Double
        var status: String
        var canCancel: Bool
        var cancelFrame: [Int]
        var folderFrame: [Int]

        /// What the row shows, without where.
        var shown: Shown { Shown(name: name, fraction: fraction, status: status, canCancel: canCancel) }
    }
    struct Shown: Equatable {
        var name: String
        var fraction: Double
        var status: String
        var canCancel: Bool
    }
    var frames: [String: [Int]]
    var completions: [Completion]
    var completionsShown: Bool
    var completionFrames: [[Int]]
    var downloads: Downloads
    var historyMenu: [String]
    var notice: String
    /// The sign-in bar: its question ("" when hidden) and which entry has the keyboard focus
    /// (`username`, `password` or "").
    var signIn: SignIn
    var size: [Int]
    var dialog: Bool
    var blocking: Bool
    var console: Console
    var overview: Overview
    var find: Find
    /// The screen rectangles of the tab labels, in the order of the `tabs` state.
    var tabFrames: [[Int]]
    var menu: MainMenu
    var help: Help
    var fullscreen: Fullscreen
    /// The item labels of the page's context menu on screen, top to bottom.
    var contextMenu: [String]
    var address: Address
    var indicators: Indicators
    var pageInfo: PageInfo

    /// The header bar's marks: the address entry's security icon ("" for none), the zoom button's label
    /// ("" when hidden), and whether the header bar looks private.
    struct Indicators: Decodable, Equatable {
        var security: String
        var zoom: String
        var zoomFrame: [Int]
        var `private`: Bool
        /// The link address shown at the bottom edge of the page ("" when none).
        var hoveredLink: String
    }

    /// The help windows: the keyboard-shortcuts window (`shown`, its `rows`) and the about dialog (`shown`,
    /// its `version` and `comments`).
    struct Help: Decodable {
        struct Row: Decodable, Equatable {
            var title: String
            var accelerator: String
        }
        struct Shortcuts: Decodable {
            var shown: Bool
            var rows: [Row]
        }
        struct About: Decodable {
            var shown: Bool
            var version: String
            var comments: String
        }
        var shortcuts: Shortcuts
        var about: About
    }

    /// The main menu: whether its popover is `open`, its button's `frame`, the `labels` of its model and
    /// the `items` the open popover shows.
    struct MainMenu: Decodable {
        struct Item: Decodable {
            var label: String
            var frame: [Int]
        }
        var open: Bool
        /// Whether the window is fullscreen, as the window manager last said.
        var fullscreen: Bool
        var frame: [Int]
        var labels: [String]
        var items: [Item]

        /// The shown item labelled `label` once it is placed on screen, or nil.
        func item(_ label: String) -> Item? { items.first { $0.label == label && $0.frame[2] > 0 } }
    }

    struct SignIn: Decodable, Equatable {
        var text: String
        var focus: String
    }

    /// The address bar: its text, whether it has the keyboard focus, and whether the user is typing in it.
    struct Address: Decodable, Equatable {
        var text: String
        var focused: Bool
        var typing: Bool
    }

    /// The window's fullscreen: whether the window system says it is, the chrome mode (`windowed`,
    /// `element`, `window`), and whether the header bar and the tab strip are on screen.
    struct Fullscreen: Decodable, Equatable {
        var window: Bool
        var mode: String
        var header: Bool
        var tabs: Bool
    }

    /// The find bar: whether it is shown, and its match count ("3 matches").
    struct Find: Decodable {
        var shown: Bool
        var status: String
    }

    struct Console: Decodable {
        var shown: Bool
        var lines: [String]
    }

    struct Overview: Decodable {
        var shown: Bool
        var cards: [Card]
    }

    /// A tab overview card: its title, whether it shows a thumbnail, and where it is on screen.
    struct Card: Decodable {
        var title: String
        var thumbnail: Bool
        var frame: [Int]
        var thumbnailFrame: [Int]
        var closeFrame: [Int]
    }

    /// The centre of the control `name` on screen.
    func centre(of name: String) throws -> (x: Int, y: Int) {
        let frame = try XCTUnwrap(frames[name], "no frame for \(name) in \(frames)")
        return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }
}

/// The windows and tabs of the `tabs` state.
struct ShellWindows: Decodable {
    struct Tab: Decodable, Equatable {
        var title: String
        var url: String
        var active: Bool
        var favicon: Bool
        /// Whether the tab has a live engine (restored tabs have none until first shown).
        var loaded: Bool
        /// The page zoom WebKit reports (1 is 100 %).
        var zoom: Double
        /// Whether the tab is loading a page.
        var loading: Bool
    }
    var label: String
    var dialog: Bool
    var tabs: [Tab]
}

extension ShellSession {
    /// The `window` state.
    func chrome() async throws -> ShellChrome {
        try JSONDecoder().decode(ShellChrome.self, from: Data(try await state("window").utf8))
    }

    /// The `tabs` state.
    func windows() async throws -> [ShellWindows] {
        try JSONDecoder().decode([ShellWindows].self, from: Data(try await state("tabs").utf8))
    }

    /// A screenshot of the whole screen (`import -window root`, ImageMagick), decoded.
    func screenshot() async throws -> DecodedImage {
        let file = folder.appendingPathComponent("screenshot-\(UUID().uuidString).png")
        let status = try await runTool("/usr/bin/import", ["-window", "root", file.path])
        XCTAssertEqual(status, 0, "import -window root")
        defer { try? FileManager.default.removeItem(at: file) }  // this test's own file
        return try DecodedImage(try Data(contentsOf: file))
    }

    /// Clicks the centre of `frame` (`[x, y, width, height]` on screen) with xdotool.
    func click(_ frame: [Int]) async throws {
        XCTAssertEqual(frame.count, 4, "a frame is x, y, width, height: \(frame)")
        guard frame.count == 4 else { return }
        try await xdotool(["mousemove", "\(frame[0] + frame[2] / 2)", "\(frame[1] + frame[3] / 2)", "click", "1"])
    }

    /// Starts the session's bus, launches `gtkweb PAGE`, waits until the shell says the page loaded and gives
    /// its window (found by `windowTitle`, the page's title) the keyboard focus, ready for real input.
    /// - Returns: the shell's process and the file its output goes to.
    @discardableResult
    func launchFocused(on page: URL, windowTitle: String) async throws -> (process: ChildProcess, output: URL) {
        try await startBus()
        let shell = try launch([page.absoluteString])
        try await waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
        try await xdotool(["search", "--sync", "--name", windowTitle, "windowfocus", "--sync"])
        return shell
    }

    /// Runs xdotool with `arguments`; fails unless it exits 0.
    func xdotool(_ arguments: [String]) async throws {
        let status = try await runTool("/usr/bin/xdotool", arguments)
        XCTAssertEqual(status, 0, "xdotool \(arguments.joined(separator: " "))")
    }

    /// Waits until the chrome satisfies `condition`; returns it.
    @discardableResult
    func waitForChrome(_ what: String, _ condition: @escaping (ShellChrome) -> Bool) async throws -> ShellChrome {
        var last: ShellChrome?
        var raw = ""
        try await poll(what, describe: raw) {
            raw = try await state("window")
            last = try? JSONDecoder().decode(ShellChrome.self, from: Data(raw.utf8))  // "{}" before a window
            return last.map(condition) ?? false
        }
        return last!
    }

    /// Waits until the windows satisfy `condition`; returns them.
    @discardableResult
    func waitForWindows(_ what: String, _ condition: @escaping ([ShellWindows]) -> Bool) async throws
        -> [ShellWindows]
    {
        var last: [ShellWindows] = []
        try await poll(what, describe: "\(last)") {
            last = try await windows()
            return condition(last)
        }
        return last
    }
}
