import Foundation
import GtkWeb

/// The address bar tells the truth: a new tab takes typing at once, and after a load the bar shows the
/// page's address unless the user is typing.
extension ShellWindow {
    func installAddressBar() {
        view.addressTyping.onFocusChange = { [weak self] in self?.onChromeChange() }
    }

    /// Opens a tab on the start page with the address bar focused, so that keys typed right after
    /// Ctrl+T go into it.
    func openTabForTyping() {
        openTab(nil)
        view.focusAddress()
        onChromeChange()
    }

    /// The address bar for the window state: its text, whether it has the keyboard focus, and whether the
    /// user typed text a load will not replace.
    var addressState: WindowState.Address {
        let typing = view.addressTyping
        return WindowState.Address(text: typing.text, focused: typing.isFocused, typing: typing.isTyping)
    }
}
