import Foundation
public import Spawn

/// This test process's direct children, read from /proc (WebKit's web and network processes).
public enum ChildProcesses {
    /// PIDs whose parent is this process.
    public static func current() -> Set<Int32> {
        let me = getpid()
        var children: Set<Int32> = []
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []  // /proc always lists
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),  // may have exited
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, Int32(fields[1]) == me { children.insert(pid) }
        }
        return children
    }

    /// The executable name of `pid` (`/proc/<pid>/comm`), or nil if it is gone.
    public static func name(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?  // nil once it exited
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension ChildProcess {
    /// Waits, iterating the GLib loop (which keeps serving the fixture server a child may talk to), until
    /// the process exits. When it has not exited within `seconds`, it gets SIGTERM, then SIGKILL after 5 s.
    /// - Throws: `WaitTimeout` naming `what` when the deadline passed (the process was stopped).
    @MainActor
    public func waitForExit(_ what: String, timeout seconds: Double) async throws {
        do {
            try await waitUntil("\(what) to exit", timeout: seconds) { !self.isRunning }
        } catch {
            terminate()
            // A child that ignores SIGTERM gets SIGKILL below.
            try? await waitUntil("\(what) to stop after SIGTERM", timeout: 5) { !self.isRunning }
            if isRunning { kill(processIdentifier, SIGKILL) }
            throw error
        }
    }
}

extension ChildProcesses {
    /// Every live process descended from `root` (this process by default). A sandboxed web process is not a
    /// child: WebKit starts it through `bwrap`, so it is a grandchild or further down.
    public static func descendants(of root: Int32? = nil) -> Set<Int32> {
        var parents: [Int32: Int32] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),  // may have exited
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, fields[0] != "Z", let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        var found: Set<Int32> = []
        var frontier: Set<Int32> = [root ?? getpid()]
        while !frontier.isEmpty {
            let next = Set(parents.filter { frontier.contains($0.value) }.keys).subtracting(found)
            found.formUnion(next)
            frontier = next
        }
        return found
    }

    /// The WebKit web processes among `root`'s descendants (host-side PIDs).
    public static func webProcesses(of root: Int32? = nil) -> Set<Int32> {
        descendants(of: root).filter { name(of: $0)?.hasPrefix("WebKitWebProces") ?? false }
    }

    /// The PIDs a process has in each PID namespace it belongs to, outermost first (`NSpid` in
    /// `/proc/<pid>/status`): one entry for a process in the host's namespace, two or more inside a
    /// sandbox's. Empty once the process is gone.
    public static func namespacePIDs(of pid: Int32) -> [Int32] {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),  // gone: none
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("NSpid:") })
        else { return [] }
        return line.dropFirst("NSpid:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap {
            Int32($0)
        }
    }
}
