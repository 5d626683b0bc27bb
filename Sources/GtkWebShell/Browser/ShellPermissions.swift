import Foundation
import GLibInterop
import GtkWeb
import SessionStore

/// The shell's answers to sites' permission requests: a remembered answer (`PermissionStore`, in
/// `permissions.sqlite` beside the session database) decides at once; otherwise the tab's window asks
/// in its permission bar. Private windows neither read nor keep answers: they ask each time.
@MainActor
final class ShellPermissions {
    static let shared = ShellPermissions()

    /// The remembered answers; nil (said once on stderr) when the file cannot be opened.
    var store: PermissionStore?
    /// The window showing `engine`'s tab, set by the application.
    var window: (WebEngine) -> ShellWindow? = { _ in nil }

    /// The name answers are kept under for `profile`, or nil for a profile that keeps nothing.
    static func storageName(of profile: WebProfile) -> String? {
        switch profile {
        case .default: "default"
        case .named(let name): "named:\(name)"
        case .ephemeral, .ephemeralSession: nil
        }
    }

    /// Decides `request` of `engine` on `profile` from a remembered answer, or asks its window; a
    /// request without an origin (a `file:` or `about:` page) or without a window is denied.
    func handle(_ request: WebPermissionRequest, from engine: WebEngine, profile: WebProfile) {
        guard let origin = request.origin, let window = window(engine) else {
            request.deny()
            return
        }
        if let key = Self.storageName(of: profile), let store {
            do {
                if let allowed = try store.decision(profile: key, origin: origin, permission: request.kind.storageName)
                {
                    allowed ? request.allow() : request.deny()
                    return
                }
            } catch {
                GLibLog.warning("permissions: \(error.localizedDescription)")
            }
        }
        window.askPermission(request, origin: origin, engine: engine, profile: profile)
    }

    /// Keeps the answer to `prompt` when its profile keeps answers.
    func remember(_ prompt: PermissionPrompts.Prompt, allowed: Bool) {
        guard let key = Self.storageName(of: prompt.profile), let store else { return }
        do {
            try store.remember(
                PermissionDecision(
                    profile: key, origin: prompt.origin, permission: prompt.kind.storageName, allowed: allowed))
        } catch {
            GLibLog.warning("permissions: \(error.localizedDescription)")
        }
    }

    /// Every answer remembered on `profile`; nil for a profile that keeps none (a private window), empty
    /// when the file cannot be read (said in the GLib log).
    func decisions(profile: WebProfile) -> [PermissionDecision]? {
        guard let key = Self.storageName(of: profile) else { return nil }
        guard let store else { return [] }
        do {
            return try store.decisions(profile: key)
        } catch {
            GLibLog.warning("permissions: \(error.localizedDescription)")
            return []
        }
    }

    /// Drops the answer remembered for `permission` (a `WebPermissionKind.storageName`) of `origin` on
    /// `profile`: the site's next request is asked again.
    func forget(_ permission: String, origin: String, profile: WebProfile) {
        guard let key = Self.storageName(of: profile), let store else { return }
        do {
            try store.forget(profile: key, origin: origin, permission: permission)
            FileHandle.standardOutput.write(Data("gtkweb: permission forgotten: \(origin) \(permission)\n".utf8))
        } catch {
            GLibLog.warning("permissions: \(error.localizedDescription)")
        }
    }

    /// Opens `permissions.sqlite` in `folder`; a damaged file is moved aside (said on stderr).
    static func openStore(in folder: URL) -> PermissionStore? {
        do {
            let store = try PermissionStore(fileURL: folder.appendingPathComponent("permissions.sqlite"))
            if let moved = store.movedAside {
                FileHandle.standardError.write(
                    Data(
                        "gtkweb: the site permissions file was unusable and was moved to \(moved.movedToURL.path)\n"
                            .utf8))
            }
            return store
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: site permissions will not be kept: \(error.localizedDescription)\n".utf8))
            return nil
        }
    }
}
