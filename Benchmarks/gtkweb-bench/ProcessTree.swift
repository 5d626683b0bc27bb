import Foundation
import GLibInterop

/// This process and its descendants, read from /proc: WebKit's web and network processes (and the
/// `bwrap` processes a sandboxed web process runs under).
enum ProcessTree {
    /// Every live process descended from this one, not counting this one: each process whose chain of
    /// parents (`PPid:` in `/proc/<pid>/status`) leads here.
    static func descendants() -> Set<Int32> {
        let me = getpid()
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return Set(
            pids.filter { pid in
                var ancestor = parent(of: pid)
                while let current = ancestor, current > 1 {
                    if current == me { return true }
                    ancestor = parent(of: current)
                }
                return false
            })
    }

    /// The parent of `pid`, or nil once it is gone.
    static func parent(of pid: Int32) -> Int32? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),  // may have exited
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("PPid:") })
        else { return nil }
        return Int32(line.dropFirst("PPid:".count).trimmingCharacters(in: .whitespaces))
    }

    /// The CPU time, all threads, that process `pid` has used so far, in milliseconds (its process CPU-time
    /// clock, `clock_getcpuclockid`); nil once it has exited.
    static func cpuMilliseconds(of pid: Int32) -> Double? {
        var clock = clockid_t()
        var time = timespec()
        guard clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// The CPU time that the main thread of process `pid` has used so far, in milliseconds (the first field of
    /// `/proc/<pid>/task/<pid>/schedstat`, nanoseconds); nil once it has exited.
    static func mainThreadCPUMilliseconds(of pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/schedstat", encoding: .utf8),  // gone
            let field = text.split(separator: " ").first, let nanoseconds = UInt64(field)
        else { return nil }
        return Double(nanoseconds) / 1e6
    }

    /// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// The WebKit web processes among the descendants.
    static func webProcesses() -> Set<Int32> { descendants(named: "WebKitWebProces") }

    /// The WebKit network processes among the descendants.
    static func networkProcesses() -> Set<Int32> { descendants(named: "WebKitNetworkPr") }

    /// The descendants whose name (`/proc/<pid>/comm`, at most 15 bytes) starts with `prefix`.
    private static func descendants(named prefix: String) -> Set<Int32> {
        descendants().filter { pid in
            let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)  // nil once it exited
            return name?.hasPrefix(prefix) ?? false
        }
    }

    /// The summed proportional set size (`Pss:` of `/proc/<pid>/smaps_rollup`) of this process and its
    /// descendants, in MB.
    static func pssMegabytes() -> Double {
        let kilobytes = ([getpid()] + descendants()).reduce(0) { sum, pid in
            guard let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8),  // gone
                let line = rollup.split(separator: "\n").first(where: { $0.hasPrefix("Pss:") }),
                let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            else { return sum }
            return sum + value
        }
        return Double(kilobytes) / 1024
    }

    /// Waits, polling every 50 ms on the GLib loop, until `condition` holds.
    /// - Throws: `BenchError` naming `what` after `seconds`.
    @MainActor
    static func wait(for what: String, seconds: Double = 30, _ condition: () -> Bool) async throws {
        let deadline = Date() + seconds
        while !condition() {
            guard Date() < deadline else { throw BenchError("timed out waiting for \(what)") }
            var tick: MainLoopSource?  // dropping a source removes it: kept until it fired
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                tick = MainLoopSource.once(afterMilliseconds: 50) { done.resume() }
            }
            _ = tick
        }
    }
}
