import Foundation

/// The human summary printed after the JSON lines.
struct BenchReport {
    let rounds: Int
    let warmupRounds: Int
    var results: [FigureResult] = []
    var seconds: TimeInterval = 0

    /// Prints one JSON line on stdout, flushed (so partial runs still leave their figures).
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The table: one row per figure with both medians, the median ratio and its min–max spread.
    func table() -> String {
        var rows: [[String]] = [["figure", "unit", "GtkWeb", "C", "ratio", "spread"]]
        for result in results {
            let ratios = result.ratios
            rows.append([
                result.name, result.unit, Self.short(result.gtkwebMedian), Self.short(result.cMedian),
                result.ratioMedian.map { String(format: "%.2f", $0) } ?? "-",
                ratios.isEmpty ? "-" : String(format: "%.2f–%.2f", ratios.min()!, ratios.max()!),
            ])
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return column < 2 ? text + pad : pad + text
            }.joined(separator: "  ")
        }
        let header = [
            "",
            "gtkweb-bench summary (\(Self.machine()); \(String(format: "%.0f", seconds)) s)",
            "\(rounds) counted rounds per suite after \(warmupRounds) warm-up round(s); each round runs the plain-C",
            "program and GtkWeb in new processes, alternating which goes first. GtkWeb and C: medians over the",
            "rounds. ratio: median of the per-round ratios GtkWeb ÷ C (C ÷ GtkWeb for rates), lower is better,",
            "1.00 = parity; spread: their min–max. Warm-ups inside suites are excluded as each figure documents.",
            "",
        ]
        return (header + lines).joined(separator: "\n") + "\n"
    }

    private static func short(_ value: Double?) -> String {
        guard let value else { return "-" }
        if value >= 1000 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.3f", value)
    }

    /// "<CPU model>, <n> cores, load <1-minute average>".
    static func machine() -> String {
        var model = "unknown CPU"
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var load = ""
        if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
            let first = text.split(separator: " ").first
        {
            load = ", load \(first) at the end"
        }
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores\(load)"
    }
}
