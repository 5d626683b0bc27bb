import CWebKitGTK
import GLibInterop

/// The JavaScript console panel under the page: the captured output, one line each, and an entry whose
/// text is run in the active tab. Hidden until toggled.
@MainActor
final class ConsolePanelView {
    /// The panel (a vertical `GtkBox`).
    let panel: GObjectRef
    private let output: GObjectRef
    private let entry: GObjectRef
    private var connections: [SignalConnection] = []
    /// The lines shown, oldest first (at most `limit`).
    private(set) var lines: [String] = []
    private let limit = 500

    /// Called with the entry's text when Return is pressed in it.
    var onEvaluate: (String) -> Void = { _ in }
    /// Called after the panel was shown or hidden, or got a line.
    var onChange: () -> Void = {}

    init() {
        panel = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        output = GObjectRef(sinking: gtk_text_view_new()!)
        gtk_text_view_set_editable(cwk_shell_text_view(output.raw), 0)
        gtk_text_view_set_monospace(cwk_shell_text_view(output.raw), 1)
        gtk_text_view_set_wrap_mode(cwk_shell_text_view(output.raw), GTK_WRAP_WORD_CHAR)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_size_request(scroller, -1, 160)
        gtk_container_add(cwk_container(scroller), cwk_widget(output.raw))
        entry = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(entry.raw), "JavaScript to run in this tab")
        gtk_box_pack_start(cwk_box(panel.raw), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        gtk_box_pack_start(cwk_box(panel.raw), scroller, 1, 1, 0)
        gtk_box_pack_end(cwk_box(panel.raw), cwk_widget(entry.raw), 0, 0, 0)
        for child in [cwk_widget(entry.raw), scroller, cwk_widget(output.raw)] { gtk_widget_show(child) }
        gtk_widget_show_all(cwk_widget(panel.raw))
        gtk_widget_hide(cwk_widget(panel.raw))
        gtk_widget_set_no_show_all(cwk_widget(panel.raw), 1)
        connections.append(
            entry.connect("activate") { [weak self] _ in
                guard let self else { return }
                let text = String(borrowingCString: gtk_entry_get_text(cwk_entry(self.entry.raw))) ?? ""
                gtk_entry_set_text(cwk_entry(self.entry.raw), "")
                self.onEvaluate(text)
            })
    }

    /// Whether the panel is shown.
    var isShown: Bool { gtk_widget_get_visible(cwk_widget(panel.raw)) != 0 }

    /// Shows the panel with the focus in its entry, or hides it.
    func toggle() {
        if isShown {
            gtk_widget_hide(cwk_widget(panel.raw))
        } else {
            gtk_widget_show(cwk_widget(panel.raw))
            gtk_widget_grab_focus(cwk_widget(entry.raw))
        }
        onChange()
    }

    /// Adds `line` at the end.
    func append(_ line: String) {
        lines.append(line)
        if lines.count > limit { lines.removeFirst(lines.count - limit) }
        let buffer = gtk_text_view_get_buffer(cwk_shell_text_view(output.raw))
        gtk_text_buffer_set_text(buffer, lines.joined(separator: "\n"), -1)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_view_scroll_to_iter(cwk_shell_text_view(output.raw), &end, 0, 0, 0, 0)
        onChange()
    }
}
