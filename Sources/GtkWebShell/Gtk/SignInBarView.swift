import CWebKitGTK
import GLibInterop

/// A bar under the header bar that asks for a user name and password for a site (its request in a
/// sentence), with Cancel and Sign In buttons. Return in the user-name entry moves to the password,
/// Return in the password signs in.
@MainActor
final class SignInBarView {
    /// The `GtkInfoBar`.
    let bar: GObjectRef
    private let label: GObjectRef
    /// The user-name and password entries.
    let username: GObjectRef
    let password: GObjectRef
    /// The Sign In and Cancel buttons (owned by the bar's action area).
    let signIn: GObjectRef
    let cancel: GObjectRef
    private var connections: [SignalConnection] = []
    /// Called with the user name and password typed, on Sign In.
    var onSignIn: (_ username: String, _ password: String) -> Void = { _, _ in }
    /// Called on Cancel.
    var onCancel: () -> Void = {}
    /// Called when what the bar shows changes: placed on screen, or the keyboard focus moved between its
    /// entries.
    var onChange: () -> Void = {}

    private static let cancelResponse: gint = 1
    private static let signInResponse: gint = 2

    init() {
        bar = GObjectRef(sinking: gtk_info_bar_new()!)
        gtk_info_bar_set_message_type(cwk_shell_info_bar(bar.raw), GTK_MESSAGE_QUESTION)
        label = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_line_wrap(cwk_shell_label(label.raw), 1)
        gtk_label_set_xalign(cwk_shell_label(label.raw), 0)
        username = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(username.raw), "User name")
        password = GObjectRef(sinking: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(cwk_entry(password.raw), "Password")
        gtk_entry_set_visibility(cwk_entry(password.raw), 0)
        gtk_entry_set_input_purpose(cwk_entry(password.raw), GTK_INPUT_PURPOSE_PASSWORD)
        let fields = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_pack_start(cwk_box(fields), cwk_widget(username.raw), 1, 1, 0)
        gtk_box_pack_start(cwk_box(fields), cwk_widget(password.raw), 1, 1, 0)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_pack_start(cwk_box(box), cwk_widget(label.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box), fields, 0, 0, 0)
        gtk_widget_show_all(box)
        let area = gtk_info_bar_get_content_area(cwk_shell_info_bar(bar.raw))
        gtk_container_add(cwk_container(area), box)
        cancel = GObjectRef(
            retaining: gtk_info_bar_add_button(cwk_shell_info_bar(bar.raw), "_Cancel", Self.cancelResponse)!)
        signIn = GObjectRef(
            retaining: gtk_info_bar_add_button(cwk_shell_info_bar(bar.raw), "_Sign In", Self.signInResponse)!)
        // Hidden until a site asks, even when the window shows all its widgets.
        gtk_widget_set_no_show_all(cwk_widget(bar.raw), 1)
        connections += [
            bar.connect("response") { [weak self] arguments in
                guard let self else { return }
                switch gint(arguments.integer(1)) {
                case Self.signInResponse: self.onSignIn(self.username.entryText, self.password.entryText)
                case Self.cancelResponse: self.onCancel()
                default: break
                }
            },
            username.connect("activate") { [weak self] _ in
                guard let self else { return }
                gtk_widget_grab_focus(cwk_widget(self.password.raw))
            },
            password.connect("activate") { [weak self] _ in
                guard let self else { return }
                self.onSignIn(self.username.entryText, self.password.entryText)
            },
            bar.connect("size-allocate") { [weak self] _ in self?.onChange() },
            username.connect("notify::has-focus") { [weak self] _ in self?.onChange() },
            password.connect("notify::has-focus") { [weak self] _ in self?.onChange() },
        ]
    }

    /// Shows `question` with empty entries (the user name kept when `keepingUsername`) and puts the
    /// keyboard focus in the first empty one.
    func show(_ question: String, keepingUsername: Bool) {
        gtk_label_set_text(cwk_shell_label(label.raw), question)
        if !keepingUsername { gtk_entry_set_text(cwk_entry(username.raw), "") }
        gtk_entry_set_text(cwk_entry(password.raw), "")
        gtk_widget_show(cwk_widget(bar.raw))
        let first = username.entryText.isEmpty ? username : password
        gtk_widget_grab_focus(cwk_widget(first.raw))
    }

    /// Hides the bar and forgets the password typed (the user name stays for a retry, see `show`).
    func hide() {
        gtk_widget_hide(cwk_widget(bar.raw))
        gtk_entry_set_text(cwk_entry(password.raw), "")
    }

    /// The question shown, or "" when the bar is hidden.
    var text: String {
        guard gtk_widget_get_visible(cwk_widget(bar.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_label_get_text(cwk_shell_label(label.raw))) ?? ""
    }

    /// Which of the bar's entries has the keyboard focus: "username", "password" or "".
    var focusedField: String {
        if gtk_widget_has_focus(cwk_widget(username.raw)) != 0 { return "username" }
        if gtk_widget_has_focus(cwk_widget(password.raw)) != 0 { return "password" }
        return ""
    }
}

extension GObjectRef {
    /// The text of this `GtkEntry`.
    fileprivate var entryText: String {
        String(borrowingCString: gtk_entry_get_text(cwk_entry(raw))) ?? ""
    }
}
