import CWebKitGTK
import GLibInterop

/// The shell's `GtkApplication`: one instance per application ID on the session bus, command lines of
/// later launches forwarded to it, and application actions that D-Bus clients can activate.
///
/// Without a session bus (`DBUS_SESSION_BUS_ADDRESS` unset, as in a bare Xvfb), the application runs
/// non-unique: every launch is its own instance.
@MainActor
final class ApplicationHandle {
    let application: GObjectRef
    private var connections: [SignalConnection] = []
    private var actions: [GObjectRef] = []

    /// Called in the primary instance for its own command line and for each one forwarded to it;
    /// returns the exit status reported to the launching process.
    var onCommandLine: (_ arguments: [String], _ isRemote: Bool) -> Int32 = { _, _ in 0 }

    init(id: String, unique: Bool) {
        var flags = G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        if !unique { flags |= G_APPLICATION_NON_UNIQUE.rawValue }
        application = GObjectRef(takingOwnership: gtk_application_new(id, GApplicationFlags(rawValue: flags))!)
        connections.append(
            application.connect("command-line") { [weak self] arguments in
                guard let self, let raw = arguments.pointer(1) else { return }
                let commandLine = raw.assumingMemoryBound(to: GApplicationCommandLine.self)
                var count: gint = 0
                let argv = g_application_command_line_get_arguments(commandLine, &count)
                defer { g_strfreev(argv) }
                let words = (0..<Int(count)).compactMap { String(borrowingCString: argv?[$0]) }
                let remote = g_application_command_line_get_is_remote(commandLine) != 0
                arguments.setReturn(integer: self.onCommandLine(Array(words.dropFirst()), remote))
            })
    }

    /// Runs the application until its last window closes (`g_application_run`); returns the exit status.
    func run(arguments: [String]) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        return g_application_run(cwk_shell_application(application.raw), gint(arguments.count), &argv)
    }

    /// Keeps the application running without a window (for a command line that opened none yet).
    func hold() { g_application_hold(cwk_shell_application(application.raw)) }
    func release() { g_application_release(cwk_shell_application(application.raw)) }
    func quit() { g_application_quit(cwk_shell_application(application.raw)) }

    /// Adds an application action `app.<name>`, exported on D-Bus (`org.gtk.Actions`). With
    /// `takesString`, the action takes a string parameter, passed to `handler`.
    func addAction(_ name: String, takesString: Bool = false, _ handler: @escaping @MainActor (String?) -> Void) {
        actions.append(ActionMaps.add(name, to: application.raw, takesString: takesString, handler, &connections))
    }

    /// Adds a stateful application action whose string state clients read through `org.gtk.Actions.Describe`;
    /// returns a setter for the state.
    func addStateAction(_ name: String, initial: String) -> @MainActor (String) -> Void {
        let action = GObjectRef(
            takingOwnership: g_simple_action_new_stateful(name, nil, cwk_shell_variant_string(initial))!)
        g_action_map_add_action(cwk_shell_action_map(application.raw), cwk_shell_action(action.raw))
        actions.append(action)
        return { value in
            g_simple_action_set_state(cwk_shell_simple_action(action.raw), cwk_shell_variant_string(value))
        }
    }

    /// Binds keyboard accelerators (`<Control>t`) to a detailed action name (`win.new-tab`).
    func setAccelerators(_ accelerators: [String], for action: String) {
        var list: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
        defer { for pointer in list { free(pointer) } }
        list.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(cwk_shell_gtk_application(application.raw), action, $0)
            }
        }
    }
}

/// Adds `GSimpleAction`s to an action map (an application or a `GtkApplicationWindow`).
@MainActor
enum ActionMaps {
    static func add(
        _ name: String, to map: UnsafeMutableRawPointer, takesString: Bool,
        _ handler: @escaping @MainActor (String?) -> Void, _ connections: inout [SignalConnection]
    ) -> GObjectRef {
        let type = takesString ? g_variant_type_new("s") : nil
        defer { if let type { g_variant_type_free(type) } }
        let action = GObjectRef(takingOwnership: g_simple_action_new(name, type)!)
        connections.append(
            action.connect("activate") { arguments in
                let parameter = arguments.pointer(1).flatMap {
                    String(borrowingCString: cwk_shell_variant_get_string(OpaquePointer($0)))
                }
                handler(parameter)
            })
        g_action_map_add_action(cwk_shell_action_map(map), cwk_shell_action(action.raw))
        return action
    }
}
