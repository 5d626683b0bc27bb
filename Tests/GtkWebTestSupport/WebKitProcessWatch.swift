public import Foundation
import GLibInterop

/// Which WebKit helper processes still use a folder, read from `/proc`.
///
/// A WebKit network process writes a profile's files (cookies, storage, caches) on its own schedule
/// and keeps doing so for a moment after its context is released, so a test must wait for it to go
/// before removing a profile folder, or the folder reappears.
public enum WebKitProcessWatch {
    /// The live processes (of any parent, so also those of a child process that has exited) with a
    /// file open under `folder`.
    public static func processesHoldingFiles(under folder: URL) -> [Int32] {
        let prefix = folder.standardizedFileURL.path + "/"
        return processes().filter { pid in
            // Another user's process cannot be read: it is not one of ours.
            let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            return fds.contains { fd in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"))?.hasPrefix(prefix)
                    == true
            }
        }
    }

    /// Waits until no process holds a file under `folder`. The caller has released the engines and
    /// contexts using it first, after making sure their network processes were up (a network process
    /// still starting holds no file yet, and would write its skeleton files after the wait).
    /// - Parameters:
    ///   - releasing: runs before each check, to let go of what became unused since the last one (an
    ///     engine whose last reference went away a moment after the caller released the others).
    ///   - stillHeld: what the caller still holds, for the timeout's message.
    /// - Throws: `WaitTimeout` naming the processes still holding files.
    @MainActor
    public static func waitUntilReleased(
        _ folder: URL, timeout: Double = 60, releasing: @escaping @MainActor () -> Void = {},
        stillHeld: @escaping @MainActor () -> String = { "" }
    ) async throws {
        let describe: @MainActor () -> String = {
            let holders = processesHoldingFiles(under: folder).map { "\($0) \(ChildProcesses.name(of: $0) ?? "?")" }
            return "holding files: \(holders)" + stillHeld()
        }
        try await waitUntil("WebKit to let go of \(folder.path)", timeout: timeout, describe: describe) {
            releasing()
            return processesHoldingFiles(under: folder).isEmpty
        }
    }

    /// The same wait without an async context (at the end of the test bundle): iterates the main
    /// GLib context itself. Returns whether the folder was let go of in time.
    @MainActor
    public static func waitUntilReleasedBlocking(_ folder: URL, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var done = false
        let check = MainLoopSource.timeout(milliseconds: 10) {
            done = processesHoldingFiles(under: folder).isEmpty
            return !done
        }
        while !done && Date() < deadline { iterateMainContext(mayBlock: true) }
        check.cancel()
        return done
    }

    /// Every live process: `/proc/<pid>/stat` is `pid (name) state …`; zombies (`Z`) are left out.
    private static func processes() -> [Int32] {
        // Without /proc there is nothing to wait for.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                // No stat: the process has just ended.
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                let state = stat[stat.index(after: close)...].split(separator: " ").first, state != "Z"
            else { return nil }
            return pid
        }
    }
}
