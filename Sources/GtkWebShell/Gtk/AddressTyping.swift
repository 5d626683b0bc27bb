import CWebKitGTK
import GLibInterop

/// Whether the user is typing in the address entry: text changed while the entry had the focus, since
/// the window last set the text or the user pressed Enter. While the user types, loads do not replace
/// the text; otherwise the entry shows the page's address.
@MainActor
final class AddressTyping {
    private let entry: GObjectRef
    private var connections: [SignalConnection] = []
    private var isSetting = false
    /// Whether the user has typed text the window has not replaced.
    private(set) var isTyping = false
    /// Called after the entry gained or lost the keyboard focus.
    var onFocusChange: () -> Void = {}

    init(entry: GObjectRef) {
        self.entry = entry
        connections += [
            entry.connect("changed") { [weak self] _ in
                guard let self, !self.isSetting, gtk_widget_has_focus(cwk_widget(self.entry.raw)) != 0 else { return }
                self.isTyping = true
            },
            entry.connect("activate") { [weak self] _ in self?.isTyping = false },
            entry.connect("focus-in-event", after: true) { [weak self] _ in self?.onFocusChange() },
            entry.connect("focus-out-event", after: true) { [weak self] _ in self?.onFocusChange() },
        ]
    }

    /// Shows `text` (the page's address) as the window's, not the user's; selected when the entry has the
    /// focus.
    func set(_ text: String) {
        isSetting = true
        gtk_entry_set_text(cwk_entry(entry.raw), text)
        // A focused entry not typed in yet (a new tab's) keeps its text selected, so the first key
        // replaces it instead of landing before it.
        if isFocused { gtk_editable_select_region(OpaquePointer(entry.raw), 0, -1) }
        isSetting = false
        isTyping = false
    }

    /// The entry's text.
    var text: String { String(borrowingCString: gtk_entry_get_text(cwk_entry(entry.raw))) ?? "" }

    /// Whether the entry has the keyboard focus.
    var isFocused: Bool { gtk_widget_has_focus(cwk_widget(entry.raw)) != 0 }
}
