import GLibInterop

/// Whether the web processes of every profile run confined by WebKit's bubblewrap sandbox.
///
/// The sandbox is on by default. WebKitGTK then starts each web process (the process that parses and
/// runs pages) through `bwrap` in its own PID, IPC and UTS namespaces, with a read-only view of the
/// system, no access to the user's home or to other profiles' folders, and D-Bus only through a
/// filtering proxy (`webkit_web_context_set_sandbox_enabled`). A page that takes over its web process
/// still cannot read the user's files, signal the user's processes, or talk to the session bus.
/// WebKit mounts what a context needs (its own data folders) itself; GtkWeb adds no other path.
///
/// WebKit fixes the choice per context before its first web process starts, and every profile's
/// context is created with its first engine, so the setting is process-wide and may be changed only
/// before the first engine of the process is created.
///
/// Where bubblewrap cannot start (not installed, or user namespaces refused in a container), web
/// processes would fail on every page. GtkWeb finds that out before the first context is made, logs it
/// once with the reason, and runs unconfined: `status` says `.unavailable(reason:)`. A host that must not
/// run unconfined calls `requireConfinement()` first, as the `gtkweb` shell does.
public enum WebContentSandbox {
    /// What web processes created from now on run in.
    public enum Status: Equatable, Sendable {
        /// Confined by bubblewrap.
        case confined
        /// Unconfined because the host turned the sandbox off (`setEnabled(false)`).
        case turnedOff
        /// Unconfined because bubblewrap cannot start on this machine; `reason` says why.
        case unavailable(reason: String)
    }

    /// Whether the host wants the sandbox (the default is true).
    @MainActor public private(set) static var isEnabled = true

    /// Turns the sandbox on or off for every engine of the process.
    ///
    /// Setting the value it already has is always allowed.
    /// - Throws: `WebSandboxError.engineAlreadyCreated` once a profile's context exists (the first
    ///   engine creates it): WebKit cannot change the sandbox of a context whose processes may run.
    @MainActor public static func setEnabled(_ enabled: Bool) throws(WebSandboxError) {
        guard enabled != isEnabled else { return }
        guard contextsCreated == 0 else { throw .engineAlreadyCreated(contexts: contextsCreated) }
        isEnabled = enabled
    }

    /// What the web processes of contexts created now run in. On an enabled sandbox, the answer comes
    /// from a bubblewrap probe (a few milliseconds), started in the background by
    /// `GtkWebRuntime.initialize()` or else by the first read, which waits for it; the answer is kept
    /// for the life of the process.
    @MainActor public static var status: Status {
        guard isEnabled else { return .turnedOff }
        if let probed { return probed }
        let run = probeRun ?? SandboxProbeRun()
        probeRun = nil
        let result: Status = run.answer().map { .unavailable(reason: $0) } ?? .confined
        probed = result
        return result
    }

    /// Starts the bubblewrap probe on a background thread, unless the sandbox is off or was probed.
    @MainActor static func startProbing() {
        guard isEnabled, probed == nil, probeRun == nil else { return }
        probeRun = SandboxProbeRun()
    }

    /// Succeeds when web processes will run confined.
    /// - Throws: `WebSandboxError.unavailable(reason:)` when bubblewrap cannot start here, and
    ///   `WebSandboxError.turnedOff` when the host turned the sandbox off.
    @MainActor public static func requireConfinement() throws(WebSandboxError) {
        switch status {
        case .confined: return
        case .turnedOff: throw .turnedOff
        case .unavailable(let reason): throw .unavailable(reason: reason)
        }
    }

    @MainActor private static var probed: Status?
    @MainActor private static var probeRun: SandboxProbeRun?
    @MainActor private static var contextsCreated = 0
    @MainActor private static var reportedUnavailable = false

    /// Called once for each context about to be created: whether to confine it. Logs, once per
    /// process, that the sandbox is wanted but cannot start.
    @MainActor static func confinesNewContext() -> Bool {
        contextsCreated += 1
        switch status {
        case .confined: return true
        case .turnedOff: return false
        case .unavailable(let reason):
            if !reportedUnavailable {
                reportedUnavailable = true
                GLibLog.warning(
                    "the web content sandbox cannot start, so web processes run unconfined: \(reason)")
            }
            return false
        }
    }
}
