/// A window's chrome as end-to-end tests read it (the `window` action's state, `WindowStatePublication`):
/// plain values read from the widgets, encoded to JSON with `JSONEncoder`. Frames are screen rectangles,
/// `[x, y, width, height]` in root-window coordinates.
struct WindowState: Codable, Equatable {
    /// An address suggestion under the address entry.
    struct Completion: Codable, Equatable {
        var url: String
        var title: String
    }
    /// A row of the downloads popover, and where its buttons are.
    struct DownloadRow: Codable, Equatable {
        var name: String
        var fraction: Double
        var status: String
        var canCancel: Bool
        var cancelFrame: [Int]
        var folderFrame: [Int]
    }
    /// What the downloads button shows with the popover closed: its progress label ("" when hidden) and
    /// whether it shows the finished mark.
    struct DownloadsButton: Codable, Equatable {
        var progress: String
        var finished: Bool
    }
    /// The downloads popover: whether it is open, its rows, and the button.
    struct Downloads: Codable, Equatable {
        var open: Bool
        var rows: [DownloadRow]
        var button: DownloadsButton
    }
    /// The sign-in bar: its question ("" when hidden) and which entry has the keyboard focus (`username`,
    /// `password` or "").
    struct SignIn: Codable, Equatable {
        var text: String
        var focus: String
    }
    /// The console panel: whether it is shown, and its lines.
    struct Console: Codable, Equatable {
        var shown: Bool
        var lines: [String]
    }
    /// A card of the tab overview: its title, whether it shows a thumbnail, and where it is.
    struct Card: Codable, Equatable {
        var title: String
        var thumbnail: Bool
        var frame: [Int]
        var thumbnailFrame: [Int]
        var closeFrame: [Int]
    }
    /// The tab overview: whether it is shown, and its cards.
    struct Overview: Codable, Equatable {
        var shown: Bool
        var cards: [Card]
    }
    /// The find bar: whether it is shown, and its match count ("3 matches").
    struct Find: Codable, Equatable {
        var shown: Bool
        var status: String
    }
    /// An item the open main menu shows, and where.
    struct MenuItem: Codable, Equatable {
        var label: String
        var frame: [Int]
    }
    /// The main menu: whether its popover is open, whether the window is fullscreen, its button's frame,
    /// every label of its model in order, and the items the open popover shows.
    struct MainMenu: Codable, Equatable {
        var open: Bool
        var fullscreen: Bool
        var frame: [Int]
        var labels: [String]
        var items: [MenuItem]
    }
    /// A row of the keyboard-shortcuts window.
    struct ShortcutRow: Codable, Equatable {
        var title: String
        var accelerator: String
    }
    /// The keyboard-shortcuts window: whether it is shown, and its rows.
    struct Shortcuts: Codable, Equatable {
        var shown: Bool
        var rows: [ShortcutRow]
    }
    /// The about dialog: whether it is shown, and its version and comments.
    struct About: Codable, Equatable {
        var shown: Bool
        var version: String
        var comments: String
    }
    /// The help windows.
    struct Help: Codable, Equatable {
        var shortcuts: Shortcuts
        var about: About
    }
    /// The window's fullscreen: whether the window system says it is, the chrome mode (`windowed`,
    /// `element`, `window`), and whether the header bar and the tab strip are on screen.
    struct Fullscreen: Codable, Equatable {
        var window: Bool
        var mode: String
        var header: Bool
        var tabs: Bool
    }
    /// The address bar: its text, whether it has the keyboard focus, and whether the user is typing in it
    /// (text a load will not replace).
    struct Address: Codable, Equatable {
        var text: String
        var focused: Bool
        var typing: Bool
    }
    /// The header bar's marks: the address entry's security icon name ("" for none), the zoom button's
    /// label ("" when hidden) and frame, whether the header bar looks private, and the link address shown
    /// at the bottom edge of the page ("" when none).
    struct Indicators: Codable, Equatable {
        var security: String
        var zoom: String
        var zoomFrame: [Int]
        var `private`: Bool
        var hoveredLink: String
    }
    /// The page-info popover: the security icon's frame, whether the popover is open, its text top to
    /// bottom, and its Forget buttons' frames.
    struct PageInfo: Codable, Equatable {
        var iconFrame: [Int]
        var open: Bool
        var lines: [String]
        var forgetFrames: [[Int]]
    }

    /// The header bar's controls by name (`back`, `forward`, `address`, `downloads`, `blocker`, `overview`,
    /// and the permission and sign-in bars' buttons and entries while shown).
    var frames: [String: [Int]]
    var completions: [Completion]
    /// Whether the suggestions' list is on screen, and its rows' frames.
    var completionsShown: Bool
    var completionFrames: [[Int]]
    var downloads: Downloads
    /// The open back or forward history menu's items.
    var historyMenu: [String]
    /// The notice bar's sentence ("" when hidden).
    var notice: String
    var signIn: SignIn
    /// The window's size, `[width, height]`.
    var size: [Int]
    /// Whether the window is a page's small dialog window.
    var dialog: Bool
    /// Whether content blocking is on for the active site.
    var blocking: Bool
    var console: Console
    var overview: Overview
    var find: Find
    var menu: MainMenu
    var help: Help
    var fullscreen: Fullscreen
    var address: Address
    var indicators: Indicators
    var pageInfo: PageInfo
    /// The item labels of the page's context menu on screen, top to bottom.
    var contextMenu: [String]
    /// The screen rectangles of the tab labels, in the order of the tabs.
    var tabFrames: [[Int]]
}
