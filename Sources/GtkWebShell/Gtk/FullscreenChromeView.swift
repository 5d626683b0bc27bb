import CWebKitGTK
import GLibInterop

/// What a window shows around its page while it is fullscreen or not.
enum ChromeMode: Equatable {
    /// Not fullscreen: the header bar as the window's title bar, and the tab strip.
    case windowed
    /// A page's element is fullscreen: no header bar, no tab strip.
    case element
    /// The user made the window fullscreen (F11): the header bar slides in while the pointer is at the
    /// top edge of the window, the tab strip stays hidden.
    case window
}

/// The window's chrome in and out of fullscreen.
///
/// A fullscreen GTK window does not draw its title bar, so for `.window` the header bar moves into a
/// revealer at the top of the window's content, under a strip a few pixels high that reveals it when the
/// pointer enters, and back when the window leaves fullscreen. The title bar slot holds an empty
/// placeholder meanwhile: swapping one title bar for another keeps the window realized (removing it
/// would not).
@MainActor
final class FullscreenChromeView {
    /// The strip and revealer at the top of the content (shown in `.window` only).
    let top: GObjectRef
    private let revealer: GObjectRef
    private let placeholder: GObjectRef
    private let window: GObjectRef
    private let header: GObjectRef
    private let notebook: GObjectRef
    private var connections: [SignalConnection] = []
    private(set) var mode = ChromeMode.windowed
    private var headerInRevealer = false
    /// Called after the header bar was revealed or hidden in `.window` mode.
    var onRevealChange: () -> Void = {}
    /// Called with the window's new fullscreen state each time the window system changes the window's
    /// state (`window-state-event`).
    var onWindowStateChange: (_ isFullscreen: Bool) -> Void = { _ in }

    init(window: GObjectRef, header: GObjectRef, notebook: GObjectRef) {
        self.window = window
        self.header = header
        self.notebook = notebook
        top = GObjectRef(sinking: gtk_event_box_new()!)
        revealer = GObjectRef(sinking: gtk_revealer_new()!)
        placeholder = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!)
        gtk_revealer_set_transition_type(cwk_shell_revealer(revealer.raw), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(cwk_shell_revealer(revealer.raw), 150)
        gtk_container_add(cwk_container(top.raw), cwk_widget(revealer.raw))
        // A pointer at the very top of the screen must land on the strip while the header is hidden.
        gtk_widget_set_size_request(cwk_widget(top.raw), -1, 4)
        gtk_widget_add_events(
            cwk_widget(top.raw), gint(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        gtk_widget_set_no_show_all(cwk_widget(top.raw), 1)
        gtk_widget_show(cwk_widget(revealer.raw))
        connections += [
            top.connect("enter-notify-event") { [weak self] arguments in
                guard cwk_shell_event_crossing_is_real(arguments.pointer(1)) != 0 else { return }
                self?.reveal(true)
            },
            top.connect("leave-notify-event") { [weak self] arguments in
                guard cwk_shell_event_crossing_is_real(arguments.pointer(1)) != 0 else { return }
                self?.reveal(false)
            },
            revealer.connect("notify::child-revealed") { [weak self] _ in self?.onRevealChange() },
            window.connect("window-state-event") { [weak self] arguments in
                self?.onWindowStateChange(cwk_shell_event_is_fullscreen(arguments.pointer(1)) != 0)
            },
        ]
    }

    /// Shows the chrome `mode` asks for; `showsTabs` is whether the tab strip belongs in `.windowed`
    /// (a page's dialog window has none).
    func apply(_ mode: ChromeMode, showsTabs: Bool) {
        self.mode = mode
        switch mode {
        case .windowed, .element:
            moveHeaderToTitleBar()
            gtk_widget_hide(cwk_widget(top.raw))
            if mode == .windowed {
                gtk_widget_show(cwk_widget(header.raw))
            } else {
                gtk_widget_hide(cwk_widget(header.raw))
            }
            gtk_notebook_set_show_tabs(cwk_shell_notebook(notebook.raw), mode == .windowed && showsTabs ? 1 : 0)
        case .window:
            moveHeaderToRevealer()
            gtk_widget_show(cwk_widget(header.raw))
            gtk_revealer_set_reveal_child(cwk_shell_revealer(revealer.raw), 0)
            gtk_widget_show(cwk_widget(top.raw))
            gtk_notebook_set_show_tabs(cwk_shell_notebook(notebook.raw), 0)
        }
    }

    /// Whether the header bar is on screen now (mapped with a height: a hidden or unrevealed one is not).
    var isHeaderShown: Bool {
        guard gtk_widget_is_drawable(cwk_widget(header.raw)) != 0 else { return false }
        return ScreenFrame.of(header)[3] > 0
    }

    /// Whether the tab strip is shown.
    var areTabsShown: Bool { gtk_notebook_get_show_tabs(cwk_shell_notebook(notebook.raw)) != 0 }

    /// Whether the window is fullscreen now, as the window system says.
    var isWindowFullscreen: Bool { cwk_shell_window_is_fullscreen(window.raw) != 0 }

    private func reveal(_ shown: Bool) {
        guard mode == .window else { return }
        gtk_revealer_set_reveal_child(cwk_shell_revealer(revealer.raw), shown ? 1 : 0)
    }

    private func moveHeaderToRevealer() {
        guard !headerInRevealer else { return }
        headerInRevealer = true
        // The window drops its reference to the old title bar; `header` keeps one.
        gtk_window_set_titlebar(cwk_window(window.raw), cwk_widget(placeholder.raw))
        gtk_widget_show(cwk_widget(placeholder.raw))
        gtk_container_add(cwk_container(revealer.raw), cwk_widget(header.raw))
    }

    private func moveHeaderToTitleBar() {
        guard headerInRevealer else { return }
        headerInRevealer = false
        gtk_container_remove(cwk_container(revealer.raw), cwk_widget(header.raw))
        gtk_window_set_titlebar(cwk_window(window.raw), cwk_widget(header.raw))
    }

    /// Asks the window system to make the window fullscreen, or to end it (`gtk_window_fullscreen`).
    func setWindowFullscreen(_ fullscreen: Bool) {
        if fullscreen {
            gtk_window_fullscreen(cwk_window(window.raw))
        } else {
            gtk_window_unfullscreen(cwk_window(window.raw))
        }
    }
}
