import CWebKitGTK
import GLibInterop

/// The address entry's suggestion list (a `GtkEntryCompletion`): rows of (URL, title) set by the
/// caller, already matched and ranked, so every row is shown; choosing one reports its URL.
@MainActor
final class AddressCompletionView {
    private let completion: GObjectRef
    private let store: GObjectRef
    /// The completion's popup window (GTK attaches it to the entry), when found.
    private let popup: GObjectRef?
    private var connections: [SignalConnection] = []
    /// The rows shown, in order.
    private(set) var rows: [(url: String, title: String)] = []

    /// Called when the list appeared, went away or was laid out again.
    var onShownChange: () -> Void = {}
    /// Called with the URL of the row chosen (Down and Return, or a click).
    var onChosen: (String) -> Void = { _ in }

    init(entry: GObjectRef) {
        completion = GObjectRef(takingOwnership: gtk_entry_completion_new()!)
        store = GObjectRef(takingOwnership: cwk_shell_list_store_new_pair()!)
        let raw = cwk_shell_entry_completion(completion.raw)
        gtk_entry_completion_set_model(raw, cwk_shell_tree_model(store.raw))
        gtk_entry_completion_set_text_column(raw, 0)
        cwk_shell_completion_show_second_column(completion.raw)
        cwk_shell_completion_match_every_row(completion.raw)
        gtk_entry_completion_set_popup_completion(raw, 1)
        gtk_entry_completion_set_inline_completion(raw, 0)
        gtk_entry_completion_set_popup_set_width(raw, 1)
        gtk_entry_set_completion(cwk_entry(entry.raw), raw)
        popup = cwk_shell_attached_window(entry.raw).map { GObjectRef(retaining: $0) }
        for signal in ["map", "unmap", "size-allocate"] {
            if let popup { connections.append(popup.connect(signal) { [weak self] _ in self?.onShownChange() }) }
        }
        connections.append(
            completion.connect("match-selected") { [weak self] arguments in
                guard let self, let model = arguments.pointer(1), let iter = arguments.pointer(2),
                    let text = cwk_shell_tree_model_string(model, iter, 0)
                else { return }
                let url = String(cString: text)
                g_free(text)
                self.onChosen(url)
                arguments.setReturn(true)
            })
    }

    /// Where the shown rows are on screen (`[x, y, width, height]` in root-window coordinates), in
    /// order; empty while the list is not on screen.
    var rowFrames: [[Int]] {
        guard isShown, let popup, let list = cwk_shell_find_tree_view(popup.raw) else { return [] }
        return rows.indices.compactMap { index in
            var x: gint = 0
            var y: gint = 0
            var width: gint = 0
            var height: gint = 0
            let found = cwk_shell_tree_view_row_root_frame(list, gint(index), &x, &y, &width, &height) != 0
            guard found else { return nil }
            return [Int(x), Int(y), Int(width), Int(height)]
        }
    }

    /// Whether the list is on screen.
    var isShown: Bool { popup.map { gtk_widget_get_mapped(cwk_widget($0.raw)) != 0 } ?? false }

    /// Replaces the rows; the list pops up under the entry while it is typed into and has rows.
    func show(_ rows: [(url: String, title: String)]) {
        self.rows = rows
        gtk_list_store_clear(store.pointer(to: GtkListStore.self))
        for row in rows { cwk_shell_list_store_append_pair(store.raw, row.url, row.title) }
    }
}
