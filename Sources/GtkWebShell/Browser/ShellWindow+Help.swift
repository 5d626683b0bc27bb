import Foundation
import GtkWeb

/// The window's help: the keyboard-shortcuts window (`win.show-shortcuts`, Ctrl+? and F1), generated from
/// `ShellActionTable` as the accelerators are, and the about dialog (`app.about` shows it over the most
/// recent window) with the versions `gtkweb --version` prints.
extension ShellWindow {
    func installHelp() {
        view.addAction("show-shortcuts") { [weak self] in self?.showShortcuts() }
    }

    /// The shortcuts window's groups: every table entry with keys, by group, in table order.
    static var shortcutGroups: [ShortcutsWindowView.Group] {
        ShellActionEntry.Group.allCases.map { group in
            ShortcutsWindowView.Group(
                title: group.rawValue,
                shortcuts: ShellActionTable.shortcuts(in: group).map {
                    ShortcutsWindowView.Shortcut(title: $0.label, accelerators: $0.keys)
                })
        }
    }

    func showShortcuts() {
        if let shown = view.shortcutsWindow {
            shown.show()
            return
        }
        let shortcuts = ShortcutsWindowView(groups: Self.shortcutGroups, over: view.window)
        shortcuts.onClosed = { [weak self] in
            self?.view.shortcutsWindow = nil
            self?.onChromeChange()
        }
        view.shortcutsWindow = shortcuts
        shortcuts.show()
        onChromeChange()
    }

    func showAbout() {
        if let shown = view.aboutDialog {
            shown.show()
            return
        }
        let versions = ShellVersions.current
        let about = AboutDialogView(
            name: "GtkWeb", version: versions.gtkWeb,
            comments: "A web browser built on the GtkWeb library.\n\n"
                + "WebKitGTK \(versions.webKit) · GTK \(versions.gtk)\nSandbox: \(versions.sandbox)",
            website: nil, over: view.window)
        about.onClosed = { [weak self] in
            self?.view.aboutDialog = nil
            self?.onChromeChange()
        }
        view.aboutDialog = about
        about.show()
        onChromeChange()
    }

    /// The help windows for the window state: the keyboard-shortcuts window (shown, its rows) and the
    /// about dialog (shown, its version and comments).
    var helpState: WindowState.Help {
        let rows = (view.shortcutsWindow?.rows ?? []).map {
            WindowState.ShortcutRow(title: $0.title, accelerator: $0.accelerator)
        }
        return WindowState.Help(
            shortcuts: WindowState.Shortcuts(shown: view.shortcutsWindow?.isShown ?? false, rows: rows),
            about: WindowState.About(
                shown: view.aboutDialog?.isShown ?? false, version: view.aboutDialog?.text.version ?? "",
                comments: view.aboutDialog?.text.comments ?? ""))
    }
}
