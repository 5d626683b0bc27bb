/// One command of the shell: an action (`app.<name>` on the application, `win.<name>` on each window),
/// the words users see for it, its keyboard shortcuts, where the keyboard-shortcuts window lists it and
/// where the main menu shows it.
struct ShellActionEntry: Equatable {
    /// Where the action lives: on the application (exported at the application's object path) or on each
    /// window (exported at the window's path, `…/window/<id>`).
    enum Scope: Equatable {
        case app
        case window
    }

    /// The keyboard-shortcuts window's groups, in the order it shows them.
    enum Group: String, CaseIterable {
        case windows = "Windows"
        case tabs = "Tabs"
        case navigation = "Navigation"
        case page = "Page"
        case view = "View"
        case tools = "Tools"
        case library = "Bookmarks and History"
        case general = "General"
    }

    /// The main menu's sections, in the order it shows them (`zoom` as one row of buttons).
    enum MenuSection: CaseIterable {
        case windows
        case zoom
        case page
        case browser
        case application
    }

    let name: String
    let scope: Scope
    let label: String
    /// Accelerators in `gtk_accelerator_parse` form (`<Control>t`); the first is the one menus show.
    let keys: [String]
    let group: Group
    /// Where the main menu shows the action, or nil when it is not in the menu.
    let menu: MenuSection?
    /// An icon name for a menu row of buttons, which then shows the icon (the label as its tooltip).
    let icon: String?

    init(
        _ name: String, _ scope: Scope, _ label: String, keys: [String] = [], group: Group, menu: MenuSection? = nil,
        icon: String? = nil
    ) {
        self.name = name
        self.scope = scope
        self.label = label
        self.keys = keys
        self.group = group
        self.menu = menu
        self.icon = icon
    }

    /// The detailed action name menus and accelerators use (`win.new-tab`).
    var detailedName: String { (scope == .app ? "app." : "win.") + name }
}

/// The shell's one table of commands. Accelerators are set from it (`ShellApplication`), the main menu is
/// built from it (`ShellMainMenu`) and the keyboard-shortcuts window is generated from it
/// (`ShellShortcutsWindow`), so the three cannot disagree; a command added here with `menu` set appears
/// in the menu, with `keys` set in the shortcuts window.
enum ShellActionTable {
    static let entries: [ShellActionEntry] = {
        var list: [ShellActionEntry] = [
            .init("new-window", .app, "New Window", keys: ["<Control>n"], group: .windows, menu: .windows),
            .init(
                "new-private-window", .app, "New Private Window", keys: ["<Control><Shift>n"], group: .windows,
                menu: .windows),
            .init("close", .window, "Close Window", group: .windows),
            .init("new-tab", .window, "New Tab", keys: ["<Control>t"], group: .tabs),
            .init("close-tab", .window, "Close Tab", keys: ["<Control>w"], group: .tabs),
            .init("reopen-closed-tab", .window, "Reopen Closed Tab", keys: ["<Control><Shift>t"], group: .tabs),
            .init("next-tab", .window, "Next Tab", keys: ["<Control>Tab", "<Control>Page_Down"], group: .tabs),
            .init(
                "previous-tab", .window, "Previous Tab", keys: ["<Control><Shift>Tab", "<Control>Page_Up"],
                group: .tabs),
            .init("tab-overview", .window, "Tab Overview", keys: ["<Control><Shift>o"], group: .tabs),
            .init("focus-location", .window, "Go to the Address Bar", keys: ["<Control>l", "F6"], group: .navigation),
            .init("back", .window, "Back", keys: ["<Alt>Left"], group: .navigation),
            .init("forward", .window, "Forward", keys: ["<Alt>Right"], group: .navigation),
            .init("reload", .window, "Reload", keys: ["F5", "<Control>r"], group: .navigation),
            .init("stop", .window, "Stop Loading or Close the Find Bar", keys: ["Escape"], group: .navigation),
            .init("print", .window, "Print…", keys: ["<Control>p"], group: .page, menu: .page),
            .init("find", .window, "Find…", keys: ["<Control>f"], group: .page, menu: .page),
            .init("find-next", .window, "Next Match", keys: ["<Control>g"], group: .page),
            .init("find-previous", .window, "Previous Match", keys: ["<Control><Shift>g"], group: .page),
            .init(
                "zoom-out", .window, "Zoom Out", keys: ["<Control>minus"], group: .view, menu: .zoom,
                icon: "zoom-out-symbolic"),
            .init("zoom-reset", .window, "Reset Zoom", keys: ["<Control>0"], group: .view, menu: .zoom),
            .init(
                "zoom-in", .window, "Zoom In", keys: ["<Control>plus", "<Control>equal"], group: .view, menu: .zoom,
                icon: "zoom-in-symbolic"),
            .init("fullscreen", .window, "Fullscreen", keys: ["F11"], group: .view, menu: .page),
            .init("view-source", .window, "View Page Source", keys: ["<Control>u"], group: .page, menu: .page),
            .init("inspector", .window, "Web Inspector", keys: ["F12", "<Control><Shift>i"], group: .tools),
            .init("console", .window, "JavaScript Console", keys: ["<Control><Shift>j"], group: .tools),
            .init("save-snapshot", .window, "Save a Snapshot of the View", keys: ["<Control><Shift>s"], group: .tools),
            .init(
                "save-page-snapshot", .window, "Save a Snapshot of the Page", keys: ["<Control><Alt>s"], group: .tools
            ),
            .init(
                "bookmark-page", .window, "Bookmark This Page…", keys: ["<Control>d"], group: .library, menu: .browser),
            .init("bookmarks", .window, "Bookmarks", keys: ["<Control><Shift>b"], group: .library, menu: .browser),
            .init("history", .window, "History", keys: ["<Control>h"], group: .library, menu: .browser),
            .init(
                "clear-data", .window, "Clear Browsing Data…", keys: ["<Control><Shift>Delete"], group: .library,
                menu: .browser),
            .init("preferences", .app, "Preferences", keys: ["<Control>comma"], group: .general, menu: .application),
            .init(
                "show-shortcuts", .window, "Keyboard Shortcuts", keys: ["<Control>question", "F1"], group: .general,
                menu: .application),
            .init("about", .app, "About GtkWeb", group: .general, menu: .application),
            .init("quit", .app, "Quit", keys: ["<Control>q"], group: .general, menu: .application),
        ]
        for number in 1...9 {
            let label = number == 9 ? "Go to the Last Tab" : "Go to Tab \(number)"
            list.append(.init("select-tab-\(number)", .window, label, keys: ["<Control>\(number)"], group: .tabs))
        }
        return list
    }()

    /// The entries of the main menu's `section`, in table order.
    static func menu(_ section: ShellActionEntry.MenuSection) -> [ShellActionEntry] {
        entries.filter { $0.menu == section }
    }

    /// The entries with keyboard shortcuts in the shortcuts window's `group`, in table order.
    static func shortcuts(in group: ShellActionEntry.Group) -> [ShellActionEntry] {
        entries.filter { $0.group == group && !$0.keys.isEmpty }
    }
}
