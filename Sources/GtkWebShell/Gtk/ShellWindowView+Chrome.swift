import CWebKitGTK
import GLibInterop

extension ShellWindowView {
    /// Where the header bar's controls are on screen, as `[x, y, width, height]` in root-window
    /// coordinates (what X input tools address): `back`, `forward`, `address`, `downloads`, `blocker` and
    /// `overview`, the permission bar's `permissionAllow` and `permissionDeny`, and the sign-in bar's
    /// `signInUsername`, `signInPassword`, `signIn` and `signInCancel` (each only while its bar is shown).
    func frames(downloads: GObjectRef) -> [String: [Int]] {
        var frames: [String: [Int]] = [:]
        let widgets = [
            ("back", back), ("forward", forward), ("address", entry), ("downloads", downloads),
            ("blocker", blocker.button), ("overview", overviewButton),
        ]
        for (name, widget) in widgets { frames[name] = ScreenFrame.of(widget) }
        if !permissionBar.text.isEmpty {
            frames["permissionAllow"] = ScreenFrame.of(permissionBar.allow)
            frames["permissionDeny"] = ScreenFrame.of(permissionBar.deny)
        }
        if !signInBar.text.isEmpty {
            frames["signInUsername"] = ScreenFrame.of(signInBar.username)
            frames["signInPassword"] = ScreenFrame.of(signInBar.password)
            frames["signIn"] = ScreenFrame.of(signInBar.signIn)
            frames["signInCancel"] = ScreenFrame.of(signInBar.cancel)
        }
        return frames
    }

    /// The narrowest the address entry gets in a page's dialog window: the window grows past a smaller
    /// requested width rather than squeezing the toolbar.
    static let dialogAddressMinimumWidth = 300

    /// Makes the window a small one for a page's dialog: `width` × `height` of page (plus the header
    /// bar), without the tab strip; never so narrow that the address entry gets under
    /// `dialogAddressMinimumWidth`.
    func becomeDialog(width: Int, height: Int) {
        gtk_notebook_set_show_tabs(cwk_shell_notebook(notebook.raw), 0)
        gtk_widget_set_size_request(cwk_widget(entry.raw), gint(Self.dialogAddressMinimumWidth), -1)
        gtk_window_set_default_size(cwk_window(window.raw), gint(width), gint(height))
    }

    /// The window's current size.
    var size: (width: Int, height: Int) {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_size(cwk_window(window.raw), &width, &height)
        return (Int(width), Int(height))
    }
}
