import CWebKitGTK
import Foundation
import GLibInterop

/// Finds out, before any web process starts, whether WebKit's bubblewrap sandbox can start here.
///
/// WebKitGTK launches each sandboxed web process through `bwrap` with new PID, IPC and UTS namespaces
/// and a private `/proc`. Where that cannot work (no `bwrap`, user namespaces switched off in a
/// container, a seccomp policy refusing `clone`), WebKit only finds out when the web process fails to
/// start, and the page crashes again on every reload. So the probe runs `bwrap` once with the same
/// namespaces on `true` and reports why it failed.
enum BubblewrapProbe {
    /// The arguments given to `bwrap`: the namespaces and mounts WebKit's launcher asks for.
    static let arguments = [
        "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "--die-with-parent", "true",
    ]

    /// Runs the probe synchronously (`g_spawn_sync`; a few milliseconds).
    /// - Parameter program: the bubblewrap program, found on `PATH`.
    /// - Returns: nil when the sandbox can start, else the reason it cannot.
    static func failureReason(program: String = "bwrap") -> String? {
        guard let bwrap = g_find_program_in_path(program) else {
            return "bubblewrap ('\(program)') is not installed (Debian package bubblewrap)"
        }
        defer { g_free(bwrap) }
        // A NULL-terminated argv of strdup'ed strings, freed after the call.
        var argv: [UnsafeMutablePointer<gchar>?] = ([String(cString: bwrap)] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var standardError: UnsafeMutablePointer<gchar>?
        var status: gint = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = g_spawn_sync(
            nil, &argv, nil, G_SPAWN_STDOUT_TO_DEV_NULL, nil, nil, nil, &standardError, &status, &error)
        defer { g_free(standardError) }
        if spawned == 0 {
            let reason = error.map { GLibError(taking: $0).message } ?? "it could not be started"
            return "bwrap could not be run: \(reason)"
        }
        if g_spawn_check_wait_status(status, nil) != 0 { return nil }
        let text = String(borrowingCString: standardError)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return "bwrap cannot create the sandbox's namespaces here: \(text.isEmpty ? "exit status \(status)" : text)"
    }
}
