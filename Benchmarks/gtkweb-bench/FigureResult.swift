import Foundation

/// One figure over all counted rounds: each side's value per round, and their ratio.
struct FigureResult {
    let name: String
    let unit: String
    let suite: String
    /// Per round; nil where that side did not report the figure (or did not run).
    private(set) var gtkweb: [Double?]
    private(set) var c: [Double?]

    init(name: String, unit: String, suite: String, rounds: Int) {
        self.name = name
        self.unit = unit
        self.suite = suite
        gtkweb = Array(repeating: nil, count: rounds)
        c = Array(repeating: nil, count: rounds)
    }

    mutating func record(_ value: Double, side: BenchSide, round: Int) {
        switch side {
        case .gtkweb: gtkweb[round] = value
        case .c: c[round] = value
        }
    }

    /// A rate (unit ending in "/s"): more is better, so its cost ratio is C ÷ GtkWeb.
    var isRate: Bool { unit.hasSuffix("/s") }

    /// Per round with both values: GtkWeb's cost over plain C's (1.0 = parity, lower is better).
    var ratios: [Double] {
        zip(gtkweb, c).compactMap { pair in
            guard let g = pair.0, let c = pair.1 else { return nil }
            let (numerator, denominator) = isRate ? (c, g) : (g, c)
            return denominator > 0 ? numerator / denominator : nil
        }
    }

    var gtkwebMedian: Double? { Median.of(gtkweb.compactMap { $0 }) }
    var cMedian: Double? { Median.of(c.compactMap { $0 }) }
    var ratioMedian: Double? { Median.of(ratios) }

    /// `{"figure": …, "unit": …, "suite": …, "gtkweb": median, "c": median, "ratio": median of the
    /// per-round ratios, "ratio_min", "ratio_max", "rounds", "gtkweb_rounds": [...], "c_rounds": [...]}`.
    func jsonLine() -> String {
        let ratios = self.ratios
        let fields: [(String, String)] = [
            ("figure", "\"\(name)\""), ("unit", "\"\(unit)\""), ("suite", "\"\(suite)\""),
            ("gtkweb", Self.number(gtkwebMedian)), ("c", Self.number(cMedian)),
            ("ratio", Self.number(ratioMedian, digits: 3)),
            ("ratio_min", Self.number(ratios.min(), digits: 3)), ("ratio_max", Self.number(ratios.max(), digits: 3)),
            ("rounds", "\(ratios.isEmpty ? gtkweb.compactMap { $0 }.count : ratios.count)"),
            ("gtkweb_rounds", "[" + gtkweb.map { Self.number($0) }.joined(separator: ", ") + "]"),
            ("c_rounds", "[" + c.map { Self.number($0) }.joined(separator: ", ") + "]"),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON number (or null): integers with one decimal, others with `digits` decimals.
    static func number(_ value: Double?, digits: Int = 3) -> String {
        guard let value, value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15
            ? String(format: "%.1f", value) : String(format: "%.\(digits)f", value)
    }
}

/// The median (mean of the middle two for an even count); nil for no values.
enum Median {
    static func of(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
