import CBenchCalls
import Foundation

/// One reading of what a long session can leak, taken from /proc: the UI process's resident memory,
/// open file descriptors and threads, and its descendants (WebKit's web and network processes) with the
/// web processes' summed resident memory; and from malloc, the UI process's heap in use (what the resident
/// size holds that is live allocations rather than freed memory kept by malloc).
struct SoakSample {
    var navigations: Int
    var uiRSSMegabytes: Double
    var uiHeapMegabytes: Double
    var webRSSMegabytes: Double
    var fileDescriptors: Int
    var threads: Int
    var children: Int
    var webProcesses: Int

    /// Reads the figures now, after `navigations` navigations.
    static func take(navigations: Int) -> SoakSample {
        let web = ProcessTree.webProcesses()
        return SoakSample(
            navigations: navigations,
            uiRSSMegabytes: Double(statusField("VmRSS:", of: getpid()) ?? 0) / 1024,
            uiHeapMegabytes: gtkweb_bench_heap_in_use_mb(),
            webRSSMegabytes: Double(web.reduce(0) { $0 + (statusField("VmRSS:", of: $1) ?? 0) }) / 1024,
            fileDescriptors: openFileDescriptors(), threads: statusField("Threads:", of: getpid()) ?? 0,
            children: ProcessTree.descendants().count, webProcesses: web.count)
    }

    /// The sample as one JSON line (printed as the soak goes, so a run cut short still shows its trend).
    var jsonLine: String {
        "{\"soak_sample\": \(navigations), \"ui_rss_mb\": \(FigureResult.number(uiRSSMegabytes)), "
            + "\"ui_heap_mb\": \(FigureResult.number(uiHeapMegabytes)), "
            + "\"web_rss_mb\": \(FigureResult.number(webRSSMegabytes)), \"fds\": \(fileDescriptors), "
            + "\"threads\": \(threads), \"children\": \(children), \"web_processes\": \(webProcesses)}"
    }

    /// A numeric field of `/proc/<pid>/status` (kB for memory), or nil once the process is gone.
    static func statusField(_ name: String, of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),  // nil: it exited
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return nil }
        return line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
    }

    /// The entries of `/proc/self/fd`, less the one the listing itself opens.
    static func openFileDescriptors() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count ?? 1  // procfs
        return entries - 1
    }

    /// What each open fd points at (`readlink` of `/proc/self/fd/N`: a path, `socket:[…]`, `pipe:[…]`,
    /// `anon_inode:…`), counted by target with the inode numbers dropped, so two readings can be compared.
    static func fileDescriptorKinds() -> [String: Int] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []  // procfs
        var kinds: [String: Int] = [:]
        for entry in entries {
            // nil for the listing's own fd, closed by now
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(entry)")
            else { continue }
            let kind = target.hasPrefix("/") ? target : String(target.prefix { $0 != "[" })
            kinds[kind, default: 0] += 1
        }
        return kinds
    }

    /// The kinds of fd more numerous in `after` than in `before`, with how many more, for a failure message.
    static func describeGrowth(from before: [String: Int], to after: [String: Int]) -> String {
        after.compactMap { kind, count in
            let extra = count - (before[kind] ?? 0)
            return extra > 0 ? "\(extra) × \(kind)" : nil
        }.sorted().joined(separator: ", ")
    }

    /// Per 1,000 navigations, how much `value` grew from `start` to `end`.
    static func growthPer1000(
        _ value: (SoakSample) -> Double, from start: SoakSample, to end: SoakSample
    ) -> Double {
        let span = end.navigations - start.navigations
        return span > 0 ? (value(end) - value(start)) * 1000 / Double(span) : 0
    }
}
