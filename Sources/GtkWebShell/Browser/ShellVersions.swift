import GtkWeb

/// What `gtkweb --version` prints and the About dialog shows: GtkWeb's version, the WebKitGTK and GTK
/// versions the process runs on, and whether pages run in WebKit's sandbox.
struct ShellVersions: Equatable {
    var gtkWeb: String
    var webKit: String
    var gtk: String
    var sandbox: String

    /// The versions of this process, and its sandbox state in words.
    @MainActor static var current: ShellVersions {
        ShellVersions(
            gtkWeb: GtkWebRuntime.version, webKit: GtkWebRuntime.webKitVersion, gtk: GtkWebRuntime.gtkVersion,
            sandbox: sandboxText(WebContentSandbox.status))
    }

    /// The sandbox state in words.
    static func sandboxText(_ status: WebContentSandbox.Status) -> String {
        switch status {
        case .confined: "on (pages run confined by bubblewrap)"
        case .turnedOff: "off (--no-sandbox)"
        case .unavailable(let reason): "unavailable: \(reason)"
        }
    }

    /// One line a component: "GtkWeb 0.1.0", "WebKitGTK 2.48.3", "GTK 3.24.49", "Sandbox: on (…)".
    var text: String {
        "GtkWeb \(gtkWeb)\nWebKitGTK \(webKit)\nGTK \(gtk)\nSandbox: \(sandbox)"
    }
}
