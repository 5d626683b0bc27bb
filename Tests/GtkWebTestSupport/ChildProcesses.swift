import Foundation

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
